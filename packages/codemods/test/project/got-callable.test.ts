import { readFile, symlink } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { runCodemod } from '../../src/index.js';
import { join, repoRoot, sandboxMap, tempDir, writeFiles } from '../helpers.js';

/**
 * A got instance called as a function (`api('records', { searchParams })`, `api(url, { method: 'PUT', json })`): a
 * request with got's options, its path (written without a slash under `prefixUrl`), `searchParams` and `json` read
 * as on `api.get`/`api.put`. Another service's got instance called the same way, with a path this API also has, is
 * left. With got installed (the codemods package's own `node_modules`, linked).
 */
const files: Record<string, string> = {
  'tsconfig.json': JSON.stringify({
    compilerOptions: {
      strict: true,
      noEmit: true,
      module: 'nodenext',
      moduleResolution: 'nodenext',
      target: 'es2022',
      types: [],
      skipLibCheck: true,
    },
    include: ['src'],
  }),
  'package.json': JSON.stringify({ type: 'module' }),
  'src/client.ts': [
    "import got from 'got';",
    'export const compliance = got.extend({ prefixUrl: process.env.COMPLIANCE_URL, responseType: "json" });',
    "export const warehouse = got.extend({ prefixUrl: 'https://warehouse.example.org/v2/', responseType: 'json' });",
    '',
  ].join('\n'),
  'src/jobs.ts': [
    "import { compliance } from './client.js';",
    'export const search = (recordId: number, searchText: string) =>',
    "  compliance('items/search', { searchParams: { recordId, searchText } }).json();",
    'export const update = (id: number, recordIds: number[]) =>',
    "  compliance('notificationProfiles/update', { method: 'PUT', json: { id, recordIds } });",
    '',
  ].join('\n'),
  'src/warehouse.ts': [
    "import { warehouse } from './client.js';",
    'export const rows = (recordId: number, searchText: string) =>',
    "  warehouse('items/search', { searchParams: { recordId, searchText } }).json();",
    '',
  ].join('\n'),
};

describe('a got instance called as a function', () => {
  it("is a request with got's options; another service's instance is left", async () => {
    const { dir, cleanup } = await tempDir('got-callable-');
    try {
      await writeFiles(dir, files);
      await symlink(join(repoRoot, 'packages/codemods/node_modules'), join(dir, 'node_modules'), 'dir');
      const report = await runCodemod({
        paths: [join(dir, 'src')],
        from: 4,
        to: 6,
        map: await sandboxMap(),
        allowDirty: true,
        cwd: dir,
      });
      const jobs = await readFile(join(dir, 'src/jobs.ts'), 'utf8');
      expect(jobs).toContain(
        "compliance('items/search', { searchParams: { categoryId: recordId, keyword: searchText } })",
      );
      expect(jobs).toContain(
        "compliance(`notificationProfiles/${id}`, { method: 'PUT', json: { categoryIds: recordIds } })",
      );
      expect(await readFile(join(dir, 'src/warehouse.ts'), 'utf8')).toBe(files['src/warehouse.ts']);
      expect(report.edits.filter((e) => e.file === 'src/warehouse.ts')).toEqual([]);
    } finally {
      await cleanup();
    }
  }, 60_000);
});
