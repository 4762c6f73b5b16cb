import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { migrateSmallProject } from '../helpers.js';

/**
 * A test's expected objects follow the value they are compared with: keys the compared model declares as renamed
 * fields are renamed (`toMatchObject`, `toEqual` of a list of rows), one that became a list expects a list
 * (`assignedUserId: 7` → `assignedUserIds: [7]`, one already written as a list kept), one the new version removed is
 * no longer expected (`isDeleted: false` goes); the app's own shape and an
 * `unknown` value keep theirs.
 */
const files: Record<string, string> = {
  'tsconfig.json': JSON.stringify({
    compilerOptions: { strict: true, noEmit: true, types: [], lib: ['dom', 'esnext'] },
    include: ['src'],
  }),
  'src/expect.d.ts': [
    'interface Matchers { toEqual(v: unknown): void; toMatchObject(v: object): void; not: Matchers }',
    'declare function expect(actual: unknown): Matchers;',
    '',
  ].join('\n'),
  'src/api.ts': [
    'export interface RecordRow { recordId: number; recordName: string }',
    'export interface Page { data: RecordRow[]; total: number }',
    'export async function listRecords(): Promise<Page> {',
    "  const res = await fetch('/api/v4/records');",
    '  const page: Page = await res.json();',
    '  return page;',
    '}',
    'export const toView = (r: RecordRow) => ({ id: r.recordId, recordName: r.recordName });',
    'export interface ProfileDetail { profileId: number; assignedUserId: number | null; isDeleted: boolean }',
    'export async function getProfile(id: number): Promise<ProfileDetail> {',
    '  const res = await fetch(`/api/v4/profiles/${id}`);',
    '  const profile: ProfileDetail = await res.json();',
    '  return profile;',
    '}',
    '',
  ].join('\n'),
  'src/api.test.ts': [
    "import { getProfile, listRecords, toView } from './api';",
    '',
    'export async function checks(raw: unknown): Promise<void> {',
    '  const page = await listRecords();',
    "  expect(page.data[0]).toMatchObject({ recordId: 1, recordName: 'Fire' });",
    "  expect(page).toEqual({ data: [{ recordId: 1, 'recordName': 'Fire' }], total: 1 });",
    "  expect(page.data).not.toEqual([{ recordName: 'Gone' }]);",
    "  expect(raw).toEqual({ recordName: 'Fire' });",
    "  expect(toView(page.data[0]!)).toEqual({ id: 1, recordName: 'Fire' });",
    '  expect(await getProfile(4)).toMatchObject({ profileId: 4, assignedUserId: 7, isDeleted: false });',
    '  expect(await getProfile(5)).toEqual({ profileId: 5, assignedUserId: [] });',
    '}',
    '',
  ].join('\n'),
};

describe("a test's expected objects", () => {
  it("are keyed as the compared value's model, and only there", async () => {
    await migrateSmallProject('expected-literals-', files, { from: 4, to: 6 }, async (dir) => {
      const test = await readFile(join(dir, 'src/api.test.ts'), 'utf8');
      expect(test).toContain("expect(page.data[0]).toMatchObject({ categoryId: 1, categoryName: 'Fire' });");
      expect(test).toContain(
        "expect(page).toEqual({ data: [{ categoryId: 1, 'categoryName': 'Fire' }], total: 1 });",
      );
      expect(test).toContain("expect(page.data).not.toEqual([{ categoryName: 'Gone' }]);");
      // nothing types `raw`; the view is the app's own shape, whatever its keys are called
      expect(test).toContain("expect(raw).toEqual({ recordName: 'Fire' });");
      expect(test).toContain("expect(toView(page.data[0]!)).toEqual({ id: 1, recordName: 'Fire' });");
      expect(test).toContain(
        'expect(await getProfile(4)).toMatchObject({ profileId: 4, assignedUserIds: [7] });',
      );
      expect(test).toContain('expect(await getProfile(5)).toEqual({ profileId: 5, assignedUserIds: [] });');
    });
  }, 60_000);

  it("key a typed mock's expected call arguments as the mocked function's parameters, and only those", async () => {
    await migrateSmallProject('expected-call-args-', callFiles, { from: 4, to: 6 }, async (dir) => {
      const test = await readFile(join(dir, 'src/records.test.ts'), 'utf8');
      expect(test).toContain(
        "expect(mocked(createRecord)).toHaveBeenCalledWith({ categoryName: 'Fire', categoryCode: 'F1' });",
      );
      expect(test).toContain(
        "expect(updateMock).toHaveBeenNthCalledWith(1, 12, { categoryName: 'Height' });",
      );
      // the app's own function of the same keys, an untyped double: left
      expect(test).toContain(
        "expect(mocked(saveDraft)).toHaveBeenCalledWith({ recordName: 'Fire', recordCode: 'F1' });",
      );
      expect(test).toContain("expect(spy).toHaveBeenCalledWith({ recordName: 'Fire' });");
    });
  }, 60_000);
});

const callFiles: Record<string, string> = {
  'tsconfig.json': files['tsconfig.json']!,
  'src/expect.d.ts': [
    'interface Matchers {',
    '  toHaveBeenCalledWith(...args: unknown[]): void;',
    '  toHaveBeenNthCalledWith(n: number, ...args: unknown[]): void;',
    '}',
    'declare function expect(actual: unknown): Matchers;',
    'declare function mocked<T>(fn: T): T & { mock: { calls: unknown[][] } };',
    '',
  ].join('\n'),
  'src/records.ts': [
    'export interface NewRecord { recordName: string; recordCode: string }',
    'export const createRecord = (record: NewRecord) =>',
    "  fetch('/api/v4/records', { method: 'POST', body: JSON.stringify(record) });",
    'export const updateRecord = (id: number, changes: Partial<NewRecord>) =>',
    "  fetch(`/api/v4/records/${id}`, { method: 'PUT', body: JSON.stringify(changes) });",
    "// the app's own drafts, kept under the same names",
    'export interface DraftInput { recordName: string; recordCode: string }',
    'export const saveDraft = (draft: DraftInput) => localStorage.setItem(draft.recordCode, draft.recordName);',
    '',
  ].join('\n'),
  'src/records.test.ts': [
    "import { createRecord, saveDraft, updateRecord } from './records';",
    '',
    'declare const spy: any;',
    'const updateMock = mocked(updateRecord);',
    'export function checks(): void {',
    "  expect(mocked(createRecord)).toHaveBeenCalledWith({ recordName: 'Fire', recordCode: 'F1' });",
    "  expect(updateMock).toHaveBeenNthCalledWith(1, 12, { recordName: 'Height' });",
    "  expect(mocked(saveDraft)).toHaveBeenCalledWith({ recordName: 'Fire', recordCode: 'F1' });",
    "  expect(spy).toHaveBeenCalledWith({ recordName: 'Fire' });",
    '}',
    '',
  ].join('\n'),
};
