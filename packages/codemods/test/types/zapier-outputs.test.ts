import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { migrateSmallProject, rerunSmallProject } from '../helpers.js';

/**
 * A Zapier app's `sample`, `outputFields` and `dynamic` dropdown strings (`types/zapier-outputs.ts`): the keys naming a
 * field `perform` returns follow that field's rename (a list gets `list: true` and its sample value wrapped, a removed
 * field goes). Look-alikes left: the app's own output keys (`name: row.recordName`), the input fields' keys and the
 * curlies naming them, a dropdown naming a trigger whose results are the app's own, `id`.
 */
const files: Record<string, string> = {
  'tsconfig.json': JSON.stringify({
    compilerOptions: { strict: true, noEmit: true, types: [], lib: ['esnext'] },
    include: ['src'],
  }),
  'src/zapier.d.ts': [
    "declare module 'zapier-platform-core' {",
    '  export interface Bundle<I = Record<string, any>> { inputData: I; meta: { page: number } }',
    '  export interface ZObject {',
    '    request<T = any>(o: { url: string; method?: string; params?: Record<string, unknown>; body?: unknown }): Promise<{ data: T }>;',
    '  }',
    '}',
    '',
  ].join('\n'),
  'src/models.ts': [
    'export interface Paged<T> { data: T[] }',
    'export interface RecordRow { recordId: number; recordName: string; recordCode: string }',
    'export interface ProfileDetail { profileId: number; recordId: number; assignedUserId: number | null; isDeleted: boolean }',
    '',
  ].join('\n'),
  'src/triggers.ts': [
    "import type { Bundle, ZObject } from 'zapier-platform-core';",
    "import type { Paged, ProfileDetail, RecordRow } from './models';",
    '',
    "const API = 'https://api.example.com/api/v4';",
    '',
    'const listRecords = async (z: ZObject, bundle: Bundle) => {',
    '  const response = await z.request<Paged<RecordRow>>({ url: `${API}/records`, params: { page: bundle.meta.page } });',
    '  return response.data.data.map((record) => ({ id: record.recordId, ...record }));',
    '};',
    '',
    'const listNames = async (z: ZObject) => {',
    '  const response = await z.request<Paged<RecordRow>>({ url: `${API}/records` });',
    '  return response.data.data.map((row) => ({ id: row.recordId, name: row.recordName, recordCode: row.recordCode.trim() }));',
    '};',
    '',
    'const findProfile = async (z: ZObject, bundle: Bundle<{ profile_id: number }>) => {',
    '  const response = await z.request<ProfileDetail>({ url: `${API}/profiles/${bundle.inputData.profile_id}` });',
    '  return [{ ...response.data, id: response.data.profileId }];',
    '};',
    '',
    'export const RecordList = {',
    "  key: 'record_list',",
    "  noun: 'Record',",
    '  operation: {',
    '    perform: listRecords,',
    "    sample: { id: 1, recordId: 1, recordName: 'Fire Safety', 'recordCode': 'FS' },",
    "    outputFields: [{ key: 'recordName', label: 'Record Name' }, { key: 'id', label: 'ID' }],",
    '  },',
    '} as const;',
    '',
    'export const RecordNames = {',
    "  key: 'record_names',",
    '  operation: {',
    '    perform: listNames,',
    "    sample: { id: 1, name: 'Fire Safety', recordCode: 'FS' },",
    "    outputFields: [{ key: 'name', label: 'Name' }, { key: 'recordCode', label: 'Code' }],",
    '  },',
    '} as const;',
    '',
    'export const FindProfile = {',
    "  key: 'find_profile',",
    '  operation: {',
    "    inputFields: [{ key: 'recordId', label: 'Record', dynamic: 'record_list.recordId.recordName' }, { key: 'other', dynamic: 'record_names.id.name' }],",
    '    perform: findProfile,',
    '    sample: {',
    '      id: 4,',
    '      profileId: 4,',
    '      recordId: 1,',
    '      assignedUserId: 7,',
    '      isDeleted: false,',
    '    },',
    "    outputFields: [{ key: 'assignedUserId', label: 'Assignee', type: 'integer' }],",
    '  },',
    '} as const;',
    '',
  ].join('\n'),
};

describe("a Zapier operation's sample, outputFields and dynamic dropdowns", () => {
  it(
    'follow the fields perform returns; the app’s own keys and the input fields are left',
    () =>
      migrateSmallProject(
        'zapier-outputs-',
        files,
        { from: 4, to: 6, apiHosts: ['api.example.com'] },
        async (dir) => {
          const out = await readFile(join(dir, 'src/triggers.ts'), 'utf8');
          expect(out).toContain(
            "sample: { id: 1, categoryId: 1, categoryName: 'Fire Safety', 'categoryCode': 'FS' },",
          );
          expect(out).toContain(
            "outputFields: [{ key: 'categoryName', label: 'Record Name' }, { key: 'id', label: 'ID' }],",
          );
          // the app's own output: `name` and the `recordCode` it builds itself
          expect(out).toContain("sample: { id: 1, name: 'Fire Safety', recordCode: 'FS' },");
          expect(out).toContain(
            "outputFields: [{ key: 'name', label: 'Name' }, { key: 'recordCode', label: 'Code' }],",
          );
          // a dropdown names its trigger's results: this API's row, or the app's own
          expect(out).toContain(
            "inputFields: [{ key: 'recordId', label: 'Record', dynamic: 'record_list.categoryId.categoryName' }, { key: 'other', dynamic: 'record_names.id.name' }],",
          );
          // one user became a list, a field always false is gone
          expect(out).toContain('      categoryId: 1,\n      assignedUserIds: [7],\n    },');
          expect(out).not.toContain('isDeleted');
          expect(out).toContain(
            "outputFields: [{ key: 'assignedUserIds', label: 'Assignee', type: 'integer', list: true }],",
          );
          const again = await rerunSmallProject(dir);
          expect(again.summary.changed).toBe(0);
        },
      ),
    60_000,
  );
});
