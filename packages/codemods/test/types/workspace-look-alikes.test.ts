import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { loadChangeMap } from '@compliance-migrate/rename-map';
import { describe, expect, it } from 'vitest';
import { runCodemod } from '../../src/index.js';
import { repoRoot, tempDir } from '../helpers.js';
import { stageWorkspace, workspaceFiles } from './workspace-fixture.js';

const packageTsconfig = JSON.parse(workspaceFiles['client/tsconfig.json'] ?? '{}') as Record<string, unknown>;

/** A package of the same monorepo that has nothing to do with the API: its own rows, another service's scores. */
const charts: Record<string, string> = {
  'charts/package.json': JSON.stringify({ name: '@t/charts', type: 'module' }),
  'charts/tsconfig.json': JSON.stringify(packageTsconfig),
  'charts/src/index.ts': [
    'export interface ItemRow { itemId: number; score: number }',
    "const STATS = 'https://stats.example.org';",
    'async function get<T>(path: string): Promise<T> {',
    '  return (await fetch(`${STATS}${path}`)).json() as Promise<T>;',
    '}',
    "export const ranked = () => get<{ data: ItemRow[] }>('/ranking');",
    'export const best = (rows: ItemRow[]): number => Math.max(...rows.map((row) => row.score));',
    '',
  ].join('\n'),
};

describe('a monorepo run at its root with a package unrelated to the API', () => {
  it('leaves that package byte for byte while the API client and its importer are migrated', async () => {
    const { dir, cleanup } = await tempDir('workspace-look-alikes-');
    try {
      await stageWorkspace(dir);
      for (const [file, text] of Object.entries(charts)) {
        await mkdir(join(dir, file, '..'), { recursive: true });
        await writeFile(join(dir, file), text);
      }
      const solution = {
        files: [],
        references: [{ path: './client' }, { path: './app' }, { path: './charts' }],
      };
      await writeFile(join(dir, 'tsconfig.json'), JSON.stringify(solution));
      const report = await runCodemod({
        paths: [dir],
        from: 5,
        to: 6,
        map: await loadChangeMap([join(repoRoot, 'fixtures/maps/sandbox.yaml')]),
        cwd: dir,
        allowDirty: true,
      });
      expect(await readFile(join(dir, 'app/src/main.ts'), 'utf8')).toContain(
        '(item) => item.complianceScore',
      );
      for (const [file, text] of Object.entries(charts))
        expect(await readFile(join(dir, file), 'utf8'), file).toBe(text);
      expect(report.edits.filter((e) => e.file.includes('charts'))).toEqual([]);
      expect(report.todos.filter((t) => t.file.includes('charts'))).toEqual([]);
    } finally {
      await cleanup();
    }
  });
});
