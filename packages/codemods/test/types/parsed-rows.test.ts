import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { migrateSmallProject } from '../helpers.js';
import { zodStandIn } from './zod-stand-in.js';

/**
 * Rows of a response's list parsed one by one by a runtime schema (`types/parsed-rows.ts`): the schema's entries
 * and the reads of parsed rows are renamed; the same schema shape parsing another service's rows, and the
 * project's own output columns, are left.
 */
const files: Record<string, string> = {
  'tsconfig.json': JSON.stringify({
    compilerOptions: { strict: true, noEmit: true, types: [], lib: ['esnext'] },
    include: ['src'],
  }),
  'src/stand-ins.d.ts': zodStandIn,
  'src/client.ts': [
    "import got from 'got';",
    'export const compliance = got.extend({ prefixUrl: process.env.COMPLIANCE_URL });',
    "export const warehouse = got.extend({ prefixUrl: 'https://warehouse.example.org/v2/' });",
    'export interface Page<T> { data: T[] }',
    "export const forms = () => compliance.get('items/mytestforms');",
    '',
  ].join('\n'),
  'src/rows.ts': [
    "import { z } from 'zod';",
    'export const itemRow = z.object({ id: z.number(), recordName: z.string() });',
    'export const otherRow = z.object({ id: z.number(), recordName: z.string() });',
    '',
  ].join('\n'),
  'src/items.ts': [
    "import { compliance, type Page } from './client.js';",
    "import { itemRow } from './rows.js';",
    'export async function columns(): Promise<{ record_name: string }[]> {',
    "  const { body } = await compliance.get<Page<unknown>>('items/search');",
    '  const out: { record_name: string }[] = [];',
    '  for (const raw of body.data) out.push({ record_name: itemRow.parse(raw).recordName });',
    '  return out;',
    '}',
    '',
  ].join('\n'),
  'src/warehouse.ts': [
    "import { warehouse, type Page } from './client.js';",
    "import { otherRow } from './rows.js';",
    'export async function names(): Promise<string[]> {',
    "  const { body } = await warehouse.get<Page<unknown>>('rows');",
    '  return body.data.map((raw) => otherRow.parse(raw).recordName);',
    '}',
    '',
  ].join('\n'),
};

describe("rows of this API's list parsed by a runtime schema", () => {
  it("rename the schema's entries and the parsed rows' reads; another service's schema is left", async () => {
    await migrateSmallProject('parsed-rows-', files, { from: 4, to: 6 }, async (dir) => {
      const rows = await readFile(join(dir, 'src/rows.ts'), 'utf8');
      expect(rows).toContain(
        'export const itemRow = z.object({ id: z.number(), categoryName: z.string() });',
      );
      expect(rows).toContain('export const otherRow = z.object({ id: z.number(), recordName: z.string() });');
      expect(await readFile(join(dir, 'src/items.ts'), 'utf8')).toContain(
        '{ record_name: itemRow.parse(raw).categoryName }',
      );
      expect(await readFile(join(dir, 'src/warehouse.ts'), 'utf8')).toBe(files['src/warehouse.ts']);
    });
  }, 60_000);
});
