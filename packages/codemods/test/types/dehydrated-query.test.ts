import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { migrateSmallProject } from '../helpers.js';

/**
 * A Zapier hydrator's query read from `bundle.inputData` (`types/dehydrated-query.ts`): the names of the object the
 * function is dehydrated with, in another module (`z.dehydrateFile(downloadExport, { params: { recordId, status } })`),
 * are the query's. Look-alikes: a hydrator dehydrated with data it does not write as a literal keeps its TODO; an
 * object handed to any other call naming the function is left.
 */
const files: Record<string, string> = {
  'tsconfig.json': JSON.stringify({
    compilerOptions: { strict: true, noEmit: true, types: [], lib: ['esnext'] },
    include: ['src'],
  }),
  'src/zapier.d.ts': [
    "declare module 'zapier-platform-core' {",
    '  export interface Bundle<I = Record<string, any>> { inputData: I }',
    '  export interface ZObject {',
    '    request(o: { url: string; params?: Record<string, unknown>; raw?: boolean }): Promise<unknown>;',
    '    dehydrateFile<T>(fn: (z: ZObject, bundle: Bundle<T>) => unknown, data: T): string;',
    '    stashFile(file: Promise<unknown>): string;',
    '  }',
    '}',
    '',
  ].join('\n'),
  'src/hydrators.ts': [
    "import type { Bundle, ZObject } from 'zapier-platform-core';",
    '',
    "const API = 'https://api.example.com/api/v4';",
    '',
    'export const downloadExport = async (z: ZObject, bundle: Bundle<{ params: Record<string, string> }>) =>',
    '  z.stashFile(z.request({ url: `${API}/items/exportToExcel`, params: bundle.inputData.params, raw: true }));',
    '',
    'export const downloadOther = async (z: ZObject, bundle: Bundle<{ params: Record<string, string> }>) =>',
    '  z.stashFile(z.request({ url: `${API}/nonCompliance/exportToExcel`, params: bundle.inputData.params, raw: true }));',
    '',
  ].join('\n'),
  'src/export.ts': [
    "import type { Bundle, ZObject } from 'zapier-platform-core';",
    "import { downloadExport, downloadOther } from './hydrators';",
    '',
    'declare function remember(fn: unknown, data: unknown): void;',
    '',
    'export const perform = async (z: ZObject, bundle: Bundle<{ record_id: string; status: string }>) => {',
    '  const file = z.dehydrateFile(downloadExport, {',
    "    params: { recordId: bundle.inputData.record_id, status: bundle.inputData.status, format: 'xlsx' },",
    '  });',
    "  remember(downloadExport, { params: { recordId: 'x' } });",
    '  const given = { recordId: bundle.inputData.record_id };',
    '  const other = z.dehydrateFile(downloadOther, { params: given });',
    '  return { file, other };',
    '};',
    '',
  ].join('\n'),
};

describe("a Zapier hydrator's query read from bundle.inputData", () => {
  it(
    'follows the literal its function is dehydrated with; other data keeps its TODO',
    () =>
      migrateSmallProject(
        'dehydrated-query-',
        files,
        { from: 4, to: 6, apiHosts: ['api.example.com'] },
        async (dir, report) => {
          const out = await readFile(join(dir, 'src/export.ts'), 'utf8');
          expect(out).toContain(
            "params: { categoryId: bundle.inputData.record_id, itemStatus: bundle.inputData.status, format: 'xlsx' },",
          );
          expect(out).toContain("remember(downloadExport, { params: { recordId: 'x' } });");
          expect(out).toContain('const given = { recordId: bundle.inputData.record_id };');
          const hydrators = await readFile(join(dir, 'src/hydrators.ts'), 'utf8');
          expect(hydrators).toContain('`${API}/items/exporttoexcel`');
          const todos = report.todos.filter((t) => t.file.endsWith('hydrators.ts')).map((t) => t.line);
          expect(todos).toEqual([9]);
        },
      ),
    60_000,
  );
});
