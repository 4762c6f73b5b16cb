import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { migrateSmallProject } from '../helpers.js';

/**
 * A response typed by the project's own type whose renamed positions are `unknown` or `any` (`Page<unknown>`,
 * `types/plan-walk.ts`): the types cannot show who reads those fields, so the call keeps its TODO; the same call
 * typed down to the rows has its fields renamed and no TODO.
 */
const files: Record<string, string> = {
  'tsconfig.json': JSON.stringify({
    compilerOptions: { strict: true, noEmit: true, types: [], lib: ['esnext'] },
    include: ['src'],
  }),
  'src/client.ts': [
    "import got from 'got';",
    'export const compliance = got.extend({ prefixUrl: process.env.COMPLIANCE_URL });',
    'export interface Page<T> { data: T[]; totalCount: number }',
    'export interface ItemRow { id: number; recordName: string }',
    "export const forms = () => compliance.get('items/mytestforms');",
    '',
  ].join('\n'),
  'src/untyped.ts': [
    "import { compliance, type Page } from './client.js';",
    'declare function check(raw: unknown): { recordName: string };',
    'export async function names(): Promise<string[]> {',
    "  const { body } = await compliance.get<Page<unknown>>('items/search');",
    '  return body.data.map((raw) => check(raw).recordName);',
    '}',
    '',
  ].join('\n'),
  'src/typed.ts': [
    "import { compliance, type ItemRow, type Page } from './client.js';",
    'export async function names(): Promise<string[]> {',
    "  const { body } = await compliance.get<Page<ItemRow>>('items/search');",
    '  return body.data.map((row) => row.recordName);',
    '}',
    '',
  ].join('\n'),
};

describe('a response whose renamed fields are typed unknown', () => {
  it('keeps its TODO; the same response typed down to its rows is renamed with none', async () => {
    await migrateSmallProject('unknown-positions-', files, { from: 4, to: 6 }, async (dir, report) => {
      const untyped = report.todos.filter((t) => t.file.endsWith('untyped.ts'));
      expect(untyped.map((t) => t.message)).toEqual([
        expect.stringContaining('data[].recordName → categoryName'),
      ]);
      expect(report.todos.filter((t) => t.file.endsWith('/typed.ts'))).toEqual([]);
      expect(await readFile(join(dir, 'src/client.ts'), 'utf8')).toContain('categoryName: string');
    });
  }, 60_000);
});
