import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { migrateSmallProject } from '../helpers.js';
import { zodStandIn } from './zod-stand-in.js';

/**
 * ky's untyped `.json()` handed to a runtime schema (`types/parsed-json.ts`): `Schema.parse(await api.get(p).json())`
 * and `const raw = await api.get(p).json(); Schema.parse(raw)` type the response by the schema, so its entries and
 * every read of the parsed value are renamed; the same schema shape parsing another service's body is left.
 */
const files: Record<string, string> = {
  'tsconfig.json': JSON.stringify({
    compilerOptions: { strict: true, noEmit: true, types: [], lib: ['esnext', 'dom'] },
    include: ['src'],
  }),
  'src/stand-ins.d.ts': zodStandIn,
  'src/clients.ts': [
    "import ky from 'ky';",
    "export const compliance = ky.create({ prefixUrl: 'https://compliance.example.com/api/v4/' });",
    "export const inventory = ky.create({ prefixUrl: 'https://inventory.example.org/v1/' });",
    "export const exportAll = () => compliance.get('items/exportToExcel').blob();",
    '',
  ].join('\n'),
  'src/shapes.ts': [
    "import { z } from 'zod';",
    'export const ItemShape = z.object({ itemId: z.number(), versionCount: z.number() });',
    'export const DetailShape = z.object({ dueDate: z.string(), typeName: z.string() });',
    'export const StockShape = z.object({ itemId: z.number(), versionCount: z.number() });',
    '',
  ].join('\n'),
  'src/reads.ts': [
    "import { compliance, inventory } from './clients';",
    "import { DetailShape, ItemShape, StockShape } from './shapes';",
    'export const versionsOf = async (id: number) =>',
    '  ItemShape.parse((await compliance.get(`items/${id}`).json()) as unknown).versionCount;',
    'export async function typeOf(id: number) {',
    '  const raw = await compliance.get(`items/${id}`).json();',
    '  const detail = DetailShape.parse(raw);',
    '  return detail.typeName;',
    '}',
    'export const stockVersions = async (id: number) =>',
    '  StockShape.parse(await inventory.get(`stock/${id}`).json()).versionCount;',
    '',
  ].join('\n'),
};

describe("ky's untyped json() parsed by a runtime schema", () => {
  it("renames the schema's entries and the parsed value's reads; another service's schema is left", async () => {
    await migrateSmallProject('parsed-json-', files, { from: 4, to: 6 }, async (dir) => {
      const shapes = await readFile(join(dir, 'src/shapes.ts'), 'utf8');
      expect(shapes).toContain('z.object({ itemId: z.number(), historyCount: z.number() })');
      expect(shapes).toContain('z.object({ dueDate: z.string(), subCategoryName: z.string() })');
      expect(shapes).toContain('StockShape = z.object({ itemId: z.number(), versionCount: z.number() })');
      const reads = await readFile(join(dir, 'src/reads.ts'), 'utf8');
      expect(reads).toContain('.json()) as unknown).historyCount;');
      expect(reads).toContain('return detail.subCategoryName;');
      expect(reads).toContain('.json()).versionCount;');
    });
  }, 60_000);
});
