import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { migrateSmallProject } from '../helpers.js';
import { rtkStandIn } from './zod-stand-in.js';

/**
 * A test hands a `vi.fn()` to the code under test where a typed callback is expected (`<RecordForm onSubmit={onSubmit}
 * />`, `save(onSubmit)`) and then compares what it was called with: `expect(onSubmit.mock.calls[0][0]).toEqual({
 * recordName: 'Ladders' })`. The double is `any`; the argument is the callback's parameter, the API's body, whose
 * renamed keys follow. A double handed a callback of the app's own type, and one handed to nothing typed, are left.
 */
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
    rtkStandIn,
    'declare namespace JSX { type Element = unknown; interface IntrinsicElements {} interface ElementChildrenAttribute { children: {} } }',
    'declare const vi: { fn(): any };',
    'declare function expect(actual: unknown): { toEqual(expected: unknown): void };',
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
  'src/RecordForm.tsx': [
    "import type { NewRecord } from './api';",
    '',
    '// the app’s own preferences, whose field has the same name and is never sent',
    'export interface Preferences { recordName: string }',
    'export function RecordForm(props: { onSubmit: (values: NewRecord) => void }): JSX.Element {',
    "  props.onSubmit({ recordName: '', recordCode: '' });",
    '  return null;',
    '}',
    'export function save(callback: (values: NewRecord) => void): void {',
    "  callback({ recordName: '', recordCode: '' });",
    '}',
    'export function remember(callback: (prefs: Preferences) => void): void {',
    "  callback({ recordName: '' });",
    '}',
    '',
  ].join('\n'),
  'src/RecordForm.test.tsx': [
    "import { RecordForm, remember, save } from './RecordForm';",
    '',
    'const onSubmit = vi.fn();',
    'const onSave = vi.fn();',
    'const onPrefs = vi.fn();',
    'const unused = vi.fn();',
    'export const form = <RecordForm onSubmit={onSubmit} />;',
    'save(onSave);',
    'remember(onPrefs);',
    "expect(onSubmit.mock.calls[0][0]).toEqual({ recordName: 'Ladders', recordCode: 'LAD' });",
    "expect(onSave.mock.lastCall[0]).toEqual({ recordName: 'Ladders' });",
    "expect(onPrefs.mock.calls[0][0]).toEqual({ recordName: 'Ladders' });",
    "expect(unused.mock.calls[0][0]).toEqual({ recordName: 'Ladders' });",
    '',
  ].join('\n'),
};

describe('the arguments a test reads back from a vi.fn() it handed a typed callback', () => {
  it('are keyed as the callback’s parameter; the app’s own callback and an unhanded double are left', async () => {
    await migrateSmallProject('mock-call-args-', files, { from: 4, to: 6 }, async (dir, report) => {
      const out = await readFile(join(dir, 'src/RecordForm.test.tsx'), 'utf8');
      expect(out).toContain(
        "expect(onSubmit.mock.calls[0][0]).toEqual({ categoryName: 'Ladders', categoryCode: 'LAD' });",
      );
      expect(out).toContain("expect(onSave.mock.lastCall[0]).toEqual({ categoryName: 'Ladders' });");
      expect(out).toContain("expect(onPrefs.mock.calls[0][0]).toEqual({ recordName: 'Ladders' });");
      expect(out).toContain("expect(unused.mock.calls[0][0]).toEqual({ recordName: 'Ladders' });");
      expect(report.typeErrors).toEqual([]);
    });
  }, 60_000);
});
