import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { loadChangeMap } from '@compliance-migrate/rename-map';
import { describe, expect, it } from 'vitest';
import { formatSummary, runCodemod } from '../../src/index.js';
import { repoRoot, tempDir } from '../helpers.js';

// Three exports that forward their page's query: each gets a TODO comment, so every TODO after the first sits
// lower in the written file than in the file the run read.
const forwarding = (name: string): string[] => [
  `export async function ${name}(req: { url: string }) {`,
  '  const url = new URL(`${API}/items/exportToExcel`);',
  `  new URL(req.url).searchParams.forEach((value, name) => url.searchParams.set(name, value)); // ${name}`,
  '  return fetch(url);',
  '}',
  '',
];
const route = [
  "const API = 'https://compliance.example.com/api/v4';",
  '',
  ...forwarding('first'),
  ...forwarding('second'),
  ...forwarding('third'),
].join('\n');

describe('TODO positions after a run that wrote the file', () => {
  const migrate = async (dry: boolean) => {
    const { dir, cleanup } = await tempDir('written-position-');
    try {
      await mkdir(join(dir, 'src'), { recursive: true });
      await writeFile(join(dir, 'src/route.ts'), route);
      const report = await runCodemod({
        paths: [join(dir, 'src')],
        from: 4,
        to: 6,
        map: await loadChangeMap([join(repoRoot, 'fixtures/maps/sandbox.yaml')]),
        allowDirty: true,
        cwd: dir,
        types: false,
        dry,
      });
      const lines = (await readFile(join(dir, 'src/route.ts'), 'utf8')).split('\n');
      return { report, lines };
    } finally {
      await cleanup();
    }
  };

  it('names each TODO at its line in the written file, below the comments inserted above it', async () => {
    const { report, lines } = await migrate(false);
    expect(lines.filter((l) => l.includes('// TODO(compliance-migrate)'))).toHaveLength(3);
    expect(report.todos).toHaveLength(3);
    const written = report.todos.map((t) => t.writtenLine ?? t.line);
    expect(written.map((line) => lines[line - 1]!.trim().split('// ').pop())).toEqual([
      'first',
      'second',
      'third',
    ]);
    // `line` stays where the run read it, like every other position in the report
    expect(report.todos.map((t) => t.line)).toEqual([5, 11, 17]);
    // the summary a person reads names them where they are now
    const summary = formatSummary(report);
    for (const line of written) expect(summary).toContain(`src/route.ts:${line}:`);
  }, 60_000);

  it('a dry run names them in the file as it is (nothing was written)', async () => {
    const { report, lines } = await migrate(true);
    expect(lines.some((l) => l.includes('TODO('))).toBe(false);
    expect(report.todos.every((t) => t.writtenLine === undefined)).toBe(true);
    expect(report.todos.map((t) => lines[t.line - 1]!.trim().split('// ').pop())).toEqual([
      'first',
      'second',
      'third',
    ]);
  }, 60_000);
});
