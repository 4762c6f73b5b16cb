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
  '  export type UseFormRegister<T> = <K extends Path<T>>(name: K, options?: { required?: boolean }) => { name: K };',
  '  export type UseFormWatch<T> = { (): T; <K extends Path<T>>(name: K): T[K] };',
  '  export interface UseFormReturn<T> {',
  '    control: Control<T>;',
  '    register: UseFormRegister<T>;',
  '    watch: UseFormWatch<T>;',
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

/** The form's functions destructured (`const { register, watch } = useForm<T>()`), as most react-hook-form code has them. */
const destructured: Record<string, string> = {
  ...files,
  'src/api.ts': [
    "import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';",
    '',
    'export interface NewRecord { recordName: string; recordCode: string }',
    'export interface NewProfile { name: string; assignedUserId: number }',
    'export const api = createApi({',
    "  reducerPath: 'compliance',",
    "  baseQuery: fetchBaseQuery({ baseUrl: '/api/v4/' }),",
    '  endpoints: (build) => ({',
    "    create: build.mutation<void, NewRecord>({ query: (body) => ({ url: 'records', method: 'POST', body }) }),",
    "    schedule: build.mutation<void, NewProfile>({ query: (body) => ({ url: 'profiles/scheduled', method: 'POST', body }) }),",
    '  }),',
    '});',
    '',
  ].join('\n'),
  'src/NewRecord.tsx': [
    "import { useForm } from 'react-hook-form';",
    "import type { NewProfile, NewRecord } from './api';",
    '',
    '// the app’s own settings form, whose field has the same name and is never sent',
    'interface Settings { recordName: string; compact: boolean }',
    '// an event bus of the app’s own, whose `register` takes a key of its own events',
    'interface Events { recordName: string }',
    'declare function register<K extends keyof Events>(name: K, handler: (value: Events[K]) => void): void;',
    '// a draft whose code the form holds as a number of its own: the intersection re-declares it',
    "type Draft = Omit<NewRecord, 'recordCode'> & { recordCode: number };",
    '',
    'export function NewRecordForm() {',
    '  const { register: field, watch } = useForm<NewRecord>();',
    '  const { register: settingsField } = useForm<Settings>();',
    '  const profile = useForm<NewProfile>();',
    '  const { register: draftField } = useForm<Draft>();',
    "  register('recordName', () => undefined);",
    "  const code = watch('recordCode');",
    "  const one = profile.register('assignedUserId');",
    "  const draft = [draftField('recordName'), draftField('recordCode')];",
    "  return [field('recordName', { required: true }), settingsField('recordName'), code, one, draft];",
    '}',
    '',
  ].join('\n'),
};

describe('react-hook-form’s register and watch destructured from the form', () => {
  it('follows the form’s renamed fields; another form’s, the app’s own register and a to-many field are left', async () => {
    await migrateSmallProject(
      'generic-keys-destructured-',
      destructured,
      { from: 4, to: 6 },
      async (dir, report) => {
        const out = await readFile(join(dir, 'src/NewRecord.tsx'), 'utf8');
        expect(out).toContain("field('categoryName', { required: true })");
        expect(out).toContain("const code = watch('categoryCode');");
        expect(out).toContain("settingsField('recordName')");
        // the form's values an intersection: the picked field follows, the one it re-declares is its own
        expect(out).toContain("[draftField('categoryName'), draftField('recordCode')]");
        expect(out).toContain("register('recordName', () => undefined);");
        // one value became a list: the key alone is not the migration, so the compiler's error is left for a person
        expect(out).toContain("profile.register('assignedUserId')");
        expect(report.typeErrors.map((e) => e.message)).toEqual([
          expect.stringContaining('"assignedUserId"'),
        ]);
      },
    );
  }, 60_000);
});
