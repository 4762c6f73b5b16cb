import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../../', import.meta.url));
/** The one file that may spell the versions out; the sandbox is a deliberately independent service. */
const ALLOWED = ['packages/rename-map/src/versions.ts', 'packages/sandbox/'];
/** Version knowledge written by hand: union types, arithmetic on versions, the list in prose or as an array. */
const LITERALS = [
  /\b4 \| 5 \| 6\b/,
  /\b5 \| 6\b/,
  /\b(upstream|since|version|from|to) [-+] 1\b/,
  /\b4, 5 (and|or) 6\b/,
  /\[4, 5, 6\]/,
  /z\.literal\(4\)/,
];

async function sources(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((e) => e.isFile() && /\.ts$/.test(e.name))
    .map((e) => join(e.parentPath, e.name))
    .filter((file) => !file.includes('node_modules') && !file.includes('/dist/'));
}

describe('version knowledge', () => {
  it('lives in rename-map’s versions module only: no package source spells the versions out', async () => {
    const found: string[] = [];
    const packages = await readdir(join(root, 'packages'));
    for (const name of packages) {
      for (const file of await sources(join(root, 'packages', name, 'src'))) {
        const path = relative(root, file);
        if (ALLOWED.some((allowed) => path.startsWith(allowed))) continue;
        (await readFile(file, 'utf8')).split('\n').forEach((line, i) => {
          if (/^\s*(\/\*\*|\*|\/\/)/.test(line)) return; // comments may give examples
          if (LITERALS.some((pattern) => pattern.test(line))) found.push(`${path}:${i + 1}: ${line.trim()}`);
        });
      }
    }
    // Fix: use VERSIONS, Version, Since, parseVersion, previousVersion, stepsBetween or versionList.
    expect(found).toEqual([]);
  });
});
