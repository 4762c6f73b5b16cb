import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { expectLookAlikesUntouched, migrateSmallProject } from '../helpers.js';

/**
 * Apollo's `RESTDataSource`: a subclass sends `this.get(path, { params })`, `this.post(path, { body })`, … under its
 * `baseURL`, with paths written without a leading slash. Its calls are this API's when that base is; a data source
 * of another service, a class with a `get` of its own and a `Map` subclass's `this.get('records')` are not.
 */
const tsconfig = JSON.stringify({
  compilerOptions: { strict: true, noEmit: true, types: [], lib: ['esnext'] },
  include: ['src'],
});
const standIn = [
  "declare module '@apollo/datasource-rest' {",
  '  export interface RequestOptions { params?: Record<string, string>; body?: unknown }',
  '  export class RESTDataSource {',
  '    baseURL?: string;',
  '    protected get<T>(path: string, options?: RequestOptions): Promise<T>;',
  '    protected post<T>(path: string, options?: RequestOptions): Promise<T>;',
  '    protected put<T>(path: string, options?: RequestOptions): Promise<T>;',
  '  }',
  '}',
  '',
].join('\n');

const files: Record<string, string> = {
  'tsconfig.json': tsconfig,
  'src/stand-ins.d.ts': standIn,
  'src/base-api.ts': [
    "import { RESTDataSource } from '@apollo/datasource-rest';",
    '',
    'export class BaseAPI extends RESTDataSource {',
    "  override baseURL = process.env.COMPLIANCE_URL + '/api/v4/';",
    '}',
    '',
  ].join('\n'),
  'src/compliance-api.ts': [
    "import { BaseAPI } from './base-api';",
    '',
    'export interface Profile { id: number; name: string }',
    '',
    'export class ComplianceAPI extends BaseAPI {',
    '  listTypes(recordId: number) {',
    "    return this.get<{ data: { typeId: number }[] }>('types', { params: { recordId: String(recordId) } });",
    '  }',
    '  createRecord(name: string) {',
    "    return this.post('records', { body: { recordName: name } });",
    '  }',
    '  updateProfile(profile: Profile) {',
    "    return this.put('notificationProfiles/update', { body: profile });",
    '  }',
    '}',
    '',
  ].join('\n'),
};

describe("a RESTDataSource's calls", () => {
  it('are requests under its baseURL, also through a base class of the project', async () => {
    await migrateSmallProject('rest-datasource-', files, { from: 4, to: 6 }, async (dir, report) => {
      const text = await readFile(join(dir, 'src/compliance-api.ts'), 'utf8');
      expect(text).toContain(
        "this.get<{ data: { subCategoryId: number }[] }>('subcategories', { params: { categoryId: String(recordId) } })",
      );
      expect(text).toContain("this.post('categories', { body: { categoryName: name } })");
      expect(text).toContain('const { id, ...body } = profile;');
      expect(text).toContain('this.put(`notificationProfiles/${id}`, { body })');
      expect(report.summary.failed).toBe(0);
    });
  }, 60_000);

  it('of another service, a class with a get of its own and a Map subclass are left', async () => {
    const lookAlikes = {
      ...files,
      'src/weather-api.ts': [
        "import { RESTDataSource } from '@apollo/datasource-rest';",
        '',
        'export class WeatherAPI extends RESTDataSource {',
        "  override baseURL = 'https://weather.example.org/v2/';",
        '  listRecords(station: string) {',
        "    return this.get('records', { params: { recordId: station } });",
        '  }',
        '}',
        '',
      ].join('\n'),
      'src/own-get.ts': [
        "import { RESTDataSource } from '@apollo/datasource-rest';",
        '',
        'export class CachedAPI extends RESTDataSource {',
        "  override baseURL = process.env.COMPLIANCE_URL + '/api/v4/';",
        '  private cache = new Map<string, unknown>();',
        '  // the class own get: a cache read, not the data source request',
        '  override get<T>(key: string): Promise<T> {',
        '    return Promise.resolve(this.cache.get(key) as T);',
        '  }',
        '  records() {',
        "    return this.get('records', { params: { recordId: '1' } });",
        '  }',
        '}',
        '',
      ].join('\n'),
      'src/record-cache.ts': [
        'export class RecordCache extends Map<string, { recordName: string }> {',
        '  first() {',
        "    return this.get('records');",
        '  }',
        '}',
        '',
      ].join('\n'),
    };
    await expectLookAlikesUntouched(
      'rest-datasource-lookalikes-',
      lookAlikes,
      ['src/weather-api.ts', 'src/own-get.ts', 'src/record-cache.ts'],
      { from: 4, to: 6 },
      async (dir) => {
        const text = await readFile(join(dir, 'src/compliance-api.ts'), 'utf8');
        expect(text).toContain("this.post('categories', { body: { categoryName: name } })");
      },
    );
  }, 60_000);
});
