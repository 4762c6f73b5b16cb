import { mkdir, readFile, symlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { loadChangeMap } from '@compliance-migrate/rename-map';
import { describe, expect, it } from 'vitest';
import { runCodemod } from '../../src/index.js';
import { repoRoot, tempDir } from '../helpers.js';

const compilerOptions = {
  composite: true,
  strict: true,
  module: 'NodeNext',
  moduleResolution: 'NodeNext',
  rootDir: 'src',
  outDir: 'dist',
  types: [],
};

/** A pnpm workspace with no `paths`: `app` reaches `@t/client` through its node_modules link, never built. */
const files: Record<string, string> = {
  'tsconfig.json': JSON.stringify({ files: [], references: [{ path: './client' }, { path: './app' }] }),
  'client/package.json': JSON.stringify({
    name: '@t/client',
    type: 'module',
    exports: { '.': { types: './dist/index.d.ts', import: './dist/index.js' } },
  }),
  'client/tsconfig.json': JSON.stringify({ compilerOptions, include: ['src'] }),
  'client/src/index.ts': [
    'export interface ItemRow { itemId: number; score: number }',
    "const API = '/api/v5';",
    'async function get<T>(path: string): Promise<T> {',
    '  return (await fetch(`${API}${path}`)).json() as Promise<T>;',
    '}',
    "export const searchItems = () => get<{ data: ItemRow[] }>('/items/search');",
    '',
  ].join('\n'),
  'app/package.json': JSON.stringify({ name: '@t/app', type: 'module' }),
  'app/tsconfig.json': JSON.stringify({
    compilerOptions,
    include: ['src'],
    references: [{ path: '../client' }],
  }),
  'app/src/main.ts': [
    "import { searchItems } from '@t/client';",
    'export async function worst(): Promise<number> {',
    '  const page = await searchItems();',
    '  return Math.min(...page.data.map((item) => item.score));',
    '}',
    '',
  ].join('\n'),
};

describe('a monorepo run at its root, its packages linked through node_modules (no paths), not built', () => {
  it("renames a model's reads in the package that imports it by name, from the imported package's source", async () => {
    const { dir, cleanup } = await tempDir('workspace-');
    try {
      for (const [file, text] of Object.entries(files)) {
        await mkdir(join(dir, file, '..'), { recursive: true });
        await writeFile(join(dir, file), text);
      }
      await mkdir(join(dir, 'app/node_modules/@t'), { recursive: true });
      await symlink('../../../client', join(dir, 'app/node_modules/@t/client'), 'dir');
      const report = await runCodemod({
        paths: [dir],
        from: 5,
        to: 6,
        map: await loadChangeMap([join(repoRoot, 'fixtures/maps/sandbox.yaml')]),
        cwd: dir,
        allowDirty: true,
      });
      expect(await readFile(join(dir, 'client/src/index.ts'), 'utf8')).toContain('complianceScore: number');
      expect(await readFile(join(dir, 'app/src/main.ts'), 'utf8')).toContain(
        '(item) => item.complianceScore',
      );
      expect(report.typeErrors).toEqual([]);
    } finally {
      await cleanup();
    }
  });
});
