import { readFile, symlink } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { runCodemod } from '../../src/index.js';
import { join, repoRoot, sandboxMap, tempDir, writeFiles } from '../helpers.js';

/**
 * got's paginated requests (`types/paginated-items.ts`): what `paginate.all` gives, and what `paginate` iterates,
 * are the items `pagination.transform` picks from the body (`response.body.data`), not the body. Items typed by the
 * call's type argument are renamed as that type's members, items parsed one by one by a zod schema rename the
 * schema's entries; the same calls on another service's got instance are left. With got and zod installed (the
 * codemods package's own `node_modules`, linked as an installed project has them).
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
    'export interface Page<T> { data: T[] }',
    'export interface RecordRow { id: number; recordName: string }',
    'export interface WarehouseRow { id: number; recordName: string }',
    // a path only this API has shows the instance is its client
    "export const exported = () => compliance.stream('items/exportToExcel');",
    '',
  ].join('\n'),
  'src/rows.ts': [
    "import { z } from 'zod';",
    'export const recordRow = z.object({ id: z.number(), recordCode: z.string() });',
    'export const otherRow = z.object({ id: z.number(), recordCode: z.string() });',
    '',
  ].join('\n'),
  'src/typed.ts': [
    "import { compliance, type Page, type RecordRow } from './client.js';",
    'export async function names(): Promise<string[]> {',
    "  const rows = await compliance.paginate.all<RecordRow, Page<RecordRow>>('records', {",
    '    pagination: { transform: (response) => response.body.data },',
    '  });',
    '  return rows.map((r) => r.recordName);',
    '}',
    '',
  ].join('\n'),
  'src/parsed.ts': [
    "import { compliance, type Page } from './client.js';",
    "import { recordRow } from './rows.js';",
    'export async function codes(): Promise<string[]> {',
    '  const out: string[] = [];',
    "  for await (const raw of compliance.paginate<unknown, Page<unknown>>('records', {",
    '    pagination: { transform: ({ body }) => body.data },',
    '  })) {',
    '    out.push(recordRow.parse(raw).recordCode);',
    '  }',
    '  return out;',
    '}',
    '',
  ].join('\n'),
  // another service's instance with the same path and shapes: its rows are its own
  'src/warehouse.ts': [
    "import { warehouse, type Page, type WarehouseRow } from './client.js';",
    "import { otherRow } from './rows.js';",
    'export async function rows(): Promise<string[]> {',
    "  const rows = await warehouse.paginate.all<WarehouseRow, Page<WarehouseRow>>('records', {",
    '    pagination: { transform: (response) => response.body.data },',
    '  });',
    "  const raw = await warehouse.paginate.all<unknown, Page<unknown>>('records', {",
    '    pagination: { transform: (response) => response.body.data },',
    '  });',
    '  return [...rows.map((r) => r.recordName), ...raw.map((r) => otherRow.parse(r).recordCode)];',
    '}',
    '',
  ].join('\n'),
};

describe("got's paginated requests: their items, not the body", () => {
  it('rename the typed items and the schema parsing them; another service’s pages are left', async () => {
    const { dir, cleanup } = await tempDir('paginated-items-');
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
      const read = (file: string): Promise<string> => readFile(join(dir, file), 'utf8');
      const client = await read('src/client.ts');
      expect(client).toContain('export interface CategoryRow { id: number; categoryName: string }');
      expect(client).toContain('export interface WarehouseRow { id: number; recordName: string }');
      expect(await read('src/typed.ts')).toContain('return rows.map((r) => r.categoryName);');
      expect(await read('src/typed.ts')).toContain(
        "compliance.paginate.all<CategoryRow, Page<CategoryRow>>('categories'",
      );
      const rows = await read('src/rows.ts');
      expect(rows).toContain(
        'export const recordRow = z.object({ id: z.number(), categoryCode: z.string() });',
      );
      expect(rows).toContain('export const otherRow = z.object({ id: z.number(), recordCode: z.string() });');
      expect(await read('src/parsed.ts')).toContain('out.push(recordRow.parse(raw).categoryCode);');
      expect(await read('src/warehouse.ts')).toBe(files['src/warehouse.ts']);
      // the typed items need no TODO; the parsed ones keep theirs (their type says `unknown`)
      expect(report.todos.filter((t) => t.file === 'src/typed.ts')).toEqual([]);
      expect(report.todos.filter((t) => t.file === 'src/parsed.ts')).toHaveLength(1);
      expect(report.typeErrors).toEqual([]);
    } finally {
      await cleanup();
    }
  }, 60_000);
});
