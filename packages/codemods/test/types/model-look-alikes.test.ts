import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { expectLookAlikesUntouched } from '../helpers.js';
import { rtkStandIn, zodStandIn } from './zod-stand-in.js';

/**
 * Look-alikes of the rules that follow this API's models into zod enums, react-hook-form keys and a test's expected
 * objects: the same names in another service's schema, form and test, or in the app's own settings. Each project
 * also holds one use of this API that is migrated (the control).
 */
const tsconfig = JSON.stringify({
  compilerOptions: {
    strict: true,
    noEmit: true,
    types: [],
    jsx: 'preserve',
    module: 'esnext',
    moduleResolution: 'bundler',
    lib: ['dom', 'esnext'],
  },
  include: ['src'],
});

const formStandIn = [
  "declare module 'react-hook-form' {",
  '  export type Path<T> = keyof T & string;',
  '  export interface Control<T> { readonly _values?: T }',
  '  export interface UseFormReturn<T> {',
  '    control: Control<T>;',
  '    setValue<K extends Path<T>>(name: K, value: T[K]): void;',
  '    handleSubmit(fn: (values: T) => void): () => void;',
  '  }',
  '  export function useForm<T>(options?: { defaultValues?: Partial<T> }): UseFormReturn<T>;',
  '  export function Controller<T, K extends Path<T>>(props: { control: Control<T>; name: K }): unknown;',
  '}',
  'declare namespace JSX { type Element = unknown; interface IntrinsicElements {} interface ElementChildrenAttribute { children: {} } }',
  'interface Matchers { toEqual(v: unknown): void; toMatchObject(v: object): void; not: Matchers }',
  'declare function expect(actual: unknown): Matchers;',
  '',
].join('\n');

// the control: RTK Query endpoints of this API, a response parsed with a zod enum and a posted body
const api = [
  "import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';",
  "import { z } from 'zod';",
  '',
  "export const HeaderIdSchema = z.enum(['REC_NAME', 'TYPE_NAME', 'COMMENT']);",
  'const AnswersSchema = z.object({ answers: z.array(z.object({ headerId: HeaderIdSchema, value: z.string() })) });',
  'export interface NewRecord { recordName: string; recordCode: string }',
  'export const api = createApi({',
  "  reducerPath: 'compliance',",
  "  baseQuery: fetchBaseQuery({ baseUrl: '/api/v4/' }),",
  '  endpoints: (build) => ({',
  '    answers: build.query<z.infer<typeof AnswersSchema>, number>({',
  '      query: (id) => `items/${id}/answer`,',
  '      transformResponse: (res: unknown) => AnswersSchema.parse(res),',
  '    }),',
  "    create: build.mutation<void, NewRecord>({ query: (body) => ({ url: 'records', method: 'POST', body }) }),",
  '  }),',
  '});',
  'export interface RecordRow { recordId: number; recordName: string }',
  'export async function listRecords(): Promise<{ data: RecordRow[] }> {',
  "  const res = await fetch('/api/v4/records');",
  '  const page: { data: RecordRow[] } = await res.json();',
  '  return page;',
  '}',
  '',
].join('\n');

const files: Record<string, string> = {
  'tsconfig.json': tsconfig,
  'src/stand-ins.d.ts': zodStandIn + rtkStandIn + formStandIn,
  'src/api.ts': api,
  'src/api.test.ts': [
    "import { listRecords } from './api';",
    'export async function checks(): Promise<void> {',
    '  const page = await listRecords();',
    "  expect(page.data[0]).toMatchObject({ recordId: 1, recordName: 'Fire' });",
    '}',
    '',
  ].join('\n'),
  // another service (a DNS provider) with the same field and value names: its schema, form and test
  'src/dns.ts': [
    "import { z } from 'zod';",
    '',
    "const KindSchema = z.enum(['REC_NAME', 'TYPE_NAME']);",
    'const DnsRecordSchema = z.object({ recordId: z.string(), recordName: z.string(), kind: KindSchema });',
    'export type DnsRecord = z.infer<typeof DnsRecordSchema>;',
    'export async function zone(): Promise<DnsRecord[]> {',
    "  const res = await fetch('https://dns.provider.example.net/v4/records');",
    '  return z.array(DnsRecordSchema).parse(await res.json());',
    '}',
    "export const isName = (r: DnsRecord): boolean => r.kind === 'REC_NAME';",
    '',
  ].join('\n'),
  'src/settings.ts': [
    "import { z } from 'zod';",
    '',
    "// the app's own column setting, stored locally, with this API's header values as words",
    "export const ColumnSchema = z.enum(['REC_NAME', 'TYPE_NAME', 'COMMENT']);",
    'export type Column = z.infer<typeof ColumnSchema>;',
    "export const saved = (): Column => ColumnSchema.parse(localStorage.getItem('column') ?? 'REC_NAME');",
    "export const LABELS: Record<Column, string> = { REC_NAME: 'Name', TYPE_NAME: 'Type', COMMENT: 'Comment' };",
    '',
  ].join('\n'),
  'src/DnsForm.tsx': [
    "import { Controller, useForm } from 'react-hook-form';",
    "import type { DnsRecord } from './dns';",
    '',
    'interface Preferences { recordName: string; recordCode: string }',
    'export function DnsForm() {',
    "  const form = useForm<DnsRecord>({ defaultValues: { recordName: '' } });",
    '  const prefs = useForm<Preferences>();',
    "  form.setValue('recordId', 'r-1');",
    "  prefs.setValue('recordCode', 'A');",
    '  const save = form.handleSubmit((values) =>',
    "    fetch('https://dns.provider.example.net/v4/records', { method: 'POST', body: JSON.stringify(values) }),",
    '  );',
    '  return (',
    '    <>',
    '      <Controller control={form.control} name="recordName" />',
    '      <Controller control={prefs.control} name="recordName" />',
    '      <button onClick={save} />',
    '    </>',
    '  );',
    '}',
    '',
  ].join('\n'),
  'src/dns.test.ts': [
    "import { zone, type DnsRecord } from './dns';",
    'export async function checks(recordName: string): Promise<void> {',
    '  const [dnsRecord] = await zone();',
    '  expect(dnsRecord).toEqual({ recordId: "r-1", recordName, kind: "REC_NAME" });',
    "  expect(await zone()).toMatchObject([{ recordName: 'www' }]);",
    "  const expected: Partial<DnsRecord> = { recordName: 'www' };",
    '  expect(dnsRecord).not.toEqual(expected);',
    '}',
    '',
  ].join('\n'),
  'src/NewRecord.tsx': [
    "import { Controller, useForm } from 'react-hook-form';",
    "import type { NewRecord } from './api';",
    '',
    'export function NewRecordForm() {',
    '  const form = useForm<NewRecord>();',
    '  return <Controller control={form.control} name="recordName" />;',
    '}',
    '',
  ].join('\n'),
};

describe("look-alikes of this API's models (another service's zod schema, form and test; the app's own enum)", () => {
  it('leaves them', async () => {
    await expectLookAlikesUntouched(
      'neg-models-',
      files,
      ['src/dns.ts', 'src/settings.ts', 'src/DnsForm.tsx', 'src/dns.test.ts'],
      { from: 4, to: 6 },
      async (dir) => {
        const out = await readFile(join(dir, 'src/api.ts'), 'utf8');
        expect(out).toContain("z.enum(['CATEGORY_NAME', 'SUBCATEGORY_NAME', 'COMMENT'])");
        expect(await readFile(join(dir, 'src/NewRecord.tsx'), 'utf8')).toContain('name="categoryName"');
        expect(await readFile(join(dir, 'src/api.test.ts'), 'utf8')).toContain(
          "toMatchObject({ categoryId: 1, categoryName: 'Fire' })",
        );
      },
    );
  }, 60_000);
});
