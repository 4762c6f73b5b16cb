import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { migrateSmallProject } from '../helpers.js';
import { rtkStandIn } from './zod-stand-in.js';

/** react-hook-form's shapes: `name: K` with `K extends Path<T>`, `T` given by `control` or the form object. */
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
  '',
].join('\n');

const files: Record<string, string> = {
  'tsconfig.json': JSON.stringify({
    compilerOptions: {
      strict: true,
      noEmit: true,
      types: [],
      jsx: 'preserve',
      module: 'esnext',
      moduleResolution: 'bundler',
    },
    include: ['src'],
  }),
  'src/stand-ins.d.ts': [
    formStandIn,
    rtkStandIn,
    'declare namespace JSX { type Element = unknown; interface IntrinsicElements {} interface ElementChildrenAttribute { children: {} } }',
    '',
  ].join('\n'),
  'src/api.ts': [
    "import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';",
    '',
    'export interface NewRecord { recordName: string; recordCode: string }',
    'export const api = createApi({',
    "  reducerPath: 'compliance',",
    "  baseQuery: fetchBaseQuery({ baseUrl: '/api/v4/' }),",
    '  endpoints: (build) => ({',
    "    create: build.mutation<void, NewRecord>({ query: (body) => ({ url: 'records', method: 'POST', body }) }),",
    '  }),',
    '});',
    '',
  ].join('\n'),
  'src/NewRecord.tsx': [
    "import { Controller, useForm } from 'react-hook-form';",
    "import type { NewRecord } from './api';",
    '',
    '// the app’s own settings form, whose field has the same name and is never sent',
    'interface Settings { recordName: string; compact: boolean }',
    '',
    'export function NewRecordForm() {',
    "  const form = useForm<NewRecord>({ defaultValues: { recordName: '' } });",
    '  const settings = useForm<Settings>();',
    "  form.setValue('recordCode', 'FSX01');",
    "  settings.setValue('recordName', 'last used');",
    '  return (',
    '    <>',
    '      <Controller control={form.control} name="recordName" />',
    '      <Controller control={settings.control} name="recordName" />',
    '    </>',
    '  );',
    '}',
    '',
  ].join('\n'),
};

describe('a generic key of a form’s values (react-hook-form’s Controller name, setValue)', () => {
  it('follows the renamed fields of the form’s type; the same name in another form’s is left', async () => {
    await migrateSmallProject('generic-keys-', files, { from: 4, to: 6 }, async (dir, report) => {
      const out = await readFile(join(dir, 'src/NewRecord.tsx'), 'utf8');
      expect(out).toContain("defaultValues: { categoryName: '' }");
      expect(out).toContain("form.setValue('categoryCode', 'FSX01');");
      expect(out).toContain('<Controller control={form.control} name="categoryName" />');
      expect(out).toContain("settings.setValue('recordName', 'last used');");
      expect(out).toContain('<Controller control={settings.control} name="recordName" />');
      expect(report.typeErrors).toEqual([]);
    });
  }, 60_000);
});
