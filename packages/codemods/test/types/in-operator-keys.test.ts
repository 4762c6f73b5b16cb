import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { migrateSmallProject } from '../helpers.js';

/**
 * `'versionCount' in item` narrows on a field of this API's item that the run renames: its key follows the field.
 * The same test on a type of the app's own that declares a field of that name is left.
 */
const files: Record<string, string> = {
  'tsconfig.json': JSON.stringify({
    compilerOptions: { strict: true, noEmit: true, types: [], lib: ['esnext', 'dom'] },
    include: ['src'],
  }),
  'src/api.ts': [
    'export interface ItemRow { itemId: number }',
    'export interface ItemDetail extends ItemRow { versionCount: number }',
    'export async function getItem(id: number): Promise<ItemDetail> {',
    '  const res = await fetch(`/api/v4/items/${id}`);',
    '  const item: ItemDetail = await res.json();',
    '  return item;',
    '}',
    'export function versions(item: ItemRow | ItemDetail): number | null {',
    "  return 'versionCount' in item ? item.versionCount : null;",
    '}',
    '',
  ].join('\n'),
  'src/documents.ts': [
    '// the app own documents, versioned by the app itself',
    'export interface Doc { title: string; versionCount: number }',
    'export function isVersioned(doc: Doc | { title: string }): boolean {',
    "  return 'versionCount' in doc;",
    '}',
    '',
  ].join('\n'),
};

describe("an `in` test's key", () => {
  it("follows the renamed field of this API's type, and is left on the app's own type", async () => {
    await migrateSmallProject('in-operator-keys-', files, { from: 4, to: 6 }, async (dir, report) => {
      expect(await readFile(join(dir, 'src/api.ts'), 'utf8')).toContain(
        "return 'historyCount' in item ? item.historyCount : null;",
      );
      expect(await readFile(join(dir, 'src/documents.ts'), 'utf8')).toBe(files['src/documents.ts']);
      expect(report.typeErrors).toEqual([]);
    });
  }, 60_000);
});
