import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { migrateSmallProject } from '../helpers.js';

// An openapi-typescript schema (a named enum, schema entries) and code over it, as a Next.js app writes it.
const files: Record<string, string> = {
  'tsconfig.json': JSON.stringify({
    compilerOptions: { strict: true, noEmit: true, types: [], lib: ['dom', 'esnext'] },
    include: ['src'],
  }),
  'src/schema.d.ts': [
    'export interface paths {',
    "  '/types': {",
    '    get: {',
    '      parameters: { query?: { recordId?: number; page?: number } };',
    "      responses: { 200: { content: { 'application/json': components['schemas']['TypeList'] } } };",
    '    };',
    '  };',
    "  '/items/{itemid}/answer': {",
    '    get: {',
    '      parameters: { path: { itemid: number } };',
    "      responses: { 200: { content: { 'application/json': components['schemas']['ItemAnswer'] } } };",
    '    };',
    '  };',
    '}',
    'export interface components {',
    '  schemas: {',
    '    Record: { recordId: number; recordName: string };',
    '    Type: { typeId: number; typeName: string; recordId: number };',
    "    TypeList: { data: components['schemas']['Type'][] };",
    "    HeaderId: 'REC_NAME' | 'TYPE_NAME' | 'ITEM_NAME';",
    "    Answer: { headerId: components['schemas']['HeaderId']; value: string };",
    "    ItemAnswer: { answers: components['schemas']['Answer'][] };",
    '  };',
    '}',
    '',
  ].join('\n'),
  'src/types.ts': [
    "import type { components } from './schema';",
    '',
    "export type Record = components['schemas']['Record'];",
    "export type RecordType = components['schemas']['Type'];",
    "export type HeaderId = components['schemas']['Answer']['headerId'];",
    "export type TypeName = RecordType['typeName'];",
    '',
  ].join('\n'),
  'src/load.ts': [
    "import type { HeaderId, Record, RecordType } from './types';",
    '',
    "type Other = 'REC_NAME' | 'OTHER';",
    "const other: Other = 'REC_NAME';",
    "const LABELS: Partial<{ [id in HeaderId]: string }> = { REC_NAME: 'Record', TYPE_NAME: 'Type' };",
    'const byName = (answers: { headerId: HeaderId; value: string }[], id: HeaderId) =>',
    '  answers.find((a) => a.headerId === id)?.value;',
    '',
    'export async function listTypes(recordId: number): Promise<RecordType[]> {',
    '  const res = await fetch(`/api/v4/types?recordId=${recordId}`);',
    '  const page: { data: RecordType[] } = await res.json();',
    '  return page.data.filter((t) => t.typeName !== other);',
    '}',
    '',
    'export async function listRecords() {',
    "  const res = await fetch('/api/v4/records');",
    '  const page: { data: Record[] } = await res.json();',
    '  return page.data.map((r) => r.recordName);',
    '}',
    '',
    'export async function answers(itemid: number) {',
    '  const res = await fetch(`/api/v4/items/${itemid}/answer`);',
    '  const body: { answers: { headerId: HeaderId; value: string }[] } = await res.json();',
    "  const shown = body.answers.filter((a) => a.headerId !== 'ITEM_NAME' && a.headerId !== 'TYPE_NAME');",
    "  return [byName(body.answers, 'REC_NAME'), LABELS.REC_NAME, shown.length];",
    '}',
    '',
  ].join('\n'),
};

describe('code over an openapi-typescript schema (indexed access types, a named enum, annotated json bodies)', () => {
  it('renames schema keys, the enum values and their uses, the alias named as its entry, and keeps the rest', async () => {
    await migrateSmallProject('openapi-schema-', files, { from: 4, to: 5 }, async (dir, report) => {
      const schema = await readFile(join(dir, 'src/schema.d.ts'), 'utf8');
      const types = await readFile(join(dir, 'src/types.ts'), 'utf8');
      const load = await readFile(join(dir, 'src/load.ts'), 'utf8');
      // the named enum's values, through `components['schemas']['HeaderId']`
      expect(schema).toContain("HeaderId: 'CATEGORY_NAME' | 'SUBCATEGORY_NAME' | 'ITEM_NAME';");
      // indexed access keys follow the entries and fields they name
      expect(types).toMatch(/export type (\w+) = components\['schemas'\]\['SubCategory'\];\n/);
      expect(types).toMatch(/export type TypeName = \w+\['subCategoryName'\];/);
      // an alias restating an entry under its own name is renamed with it; one under the code's own name is kept
      expect(types).toContain("export type Category = components['schemas']['Category'];");
      // the enum's values where the code writes them: keys, a typed argument, comparisons
      expect(load).toContain("{ CATEGORY_NAME: 'Record', SUBCATEGORY_NAME: 'Type' }");
      expect(load).toContain("byName(body.answers, 'CATEGORY_NAME'), LABELS.CATEGORY_NAME");
      expect(load).toContain("a.headerId !== 'ITEM_NAME' && a.headerId !== 'SUBCATEGORY_NAME'");
      // a literal of another union keeps its text
      expect(load).toContain("const other: Other = 'REC_NAME';");
      // the body read through `const page: T = await res.json()` is renamed, with no TODO at the call
      expect(load).toContain('page.data.filter((t) => t.subCategoryName !== other)');
      expect(report.todos.filter((t) => t.file.endsWith('load.ts') && /response/.test(t.message))).toEqual(
        [],
      );
      expect(load).toContain('page.data.map((r) => r.categoryName)');
      expect(report.typeErrors).toEqual([]);
    });
  }, 60_000);
});
