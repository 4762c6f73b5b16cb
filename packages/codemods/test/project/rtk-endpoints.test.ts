import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { migrateSmallProject } from '../helpers.js';
import { rtkStandIn, zodStandIn } from '../types/zod-stand-in.js';

const files: Record<string, string> = {
  'tsconfig.json': JSON.stringify({
    compilerOptions: { strict: true, noEmit: true, types: [], module: 'esnext', moduleResolution: 'bundler' },
    include: ['src'],
  }),
  'src/stand-ins.d.ts': zodStandIn + rtkStandIn,
  'src/config.ts':
    "export const Config = { API_URL: process.env.API_URL ?? '', AUDIT_URL: 'https://audit.example.org/v1/' };\ndeclare const process: { env: { [k: string]: string | undefined } };\n",
  'src/api.ts': [
    "import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';",
    "import { Config } from './config';",
    '',
    'export const api = createApi({',
    "  reducerPath: 'compliance',",
    '  baseQuery: fetchBaseQuery({ baseUrl: Config.API_URL }),',
    '  endpoints: () => ({}),',
    '});',
    'export const audit = createApi({',
    "  reducerPath: 'audit',",
    '  baseQuery: fetchBaseQuery({ baseUrl: Config.AUDIT_URL }),',
    '  endpoints: () => ({}),',
    '});',
    '',
  ].join('\n'),
  'src/records.ts': [
    "import { z } from 'zod';",
    "import { api, audit } from './api';",
    '',
    'export const RowSchema = z.object({ recordId: z.number(), recordName: z.string() });',
    'export type Row = z.infer<typeof RowSchema>;',
    '',
    'export const recordsApi = api.injectEndpoints({',
    '  endpoints: (build) => ({',
    '    getRecord: build.query<Row, number>({',
    '      query: (id) => ({ url: `records/${id}`, method: "PUT", body: {} }),',
    '      transformResponse: (res: unknown) => RowSchema.parse(res),',
    '    }),',
    '    addProfile: build.mutation<void, { name: string }>({',
    "      query: (body) => ({ url: 'notificationProfiles/add', method: 'POST', body }),",
    '    }),',
    '  }),',
    '});',
    '// a second injection into the first: the same base',
    'export const moreApi = recordsApi.injectEndpoints({',
    "  endpoints: (build) => ({ types: build.query<void, number>({ query: (recordId) => 'types' }) }),",
    '});',
    '// another service reached through RTK Query too: its paths are its own',
    'export const auditApi = audit.injectEndpoints({',
    "  endpoints: (build) => ({ log: build.query<void, void>({ query: () => 'records' }) }),",
    '});',
    '',
    'export const label = (row: Row): string => `${row.recordId}: ${row.recordName}`;',
    '',
  ].join('\n'),
};

describe('RTK Query endpoints injected into a createApi (api.injectEndpoints)', () => {
  it('are read under the api’s base, its schema-parsed responses renamed; another service’s api is left', async () => {
    await migrateSmallProject('rtk-inject-', files, { from: 4, to: 6 }, async (dir, report) => {
      const out = await readFile(join(dir, 'src/records.ts'), 'utf8');
      // the base is this API's: it is used with a path only this API has (notificationProfiles/add)
      expect(out).toContain("url: 'notificationProfiles', method: 'POST'");
      expect(out).toContain('url: `categories/${id}`');
      expect(out).toContain("query: (recordId) => 'subcategories'");
      // `transformResponse: (res: unknown) => RowSchema.parse(res)`: the schema types the response
      expect(out).toContain('z.object({ categoryId: z.number(), categoryName: z.string() })');
      expect(out).toContain('`${row.categoryId}: ${row.categoryName}`');
      // the audit service's `records` stays, listed as possibly this API
      expect(out).toContain("log: build.query<void, void>({ query: () => 'records' })");
      expect(report.possible.map((p) => p.text)).toContain("'records'");
      expect(report.typeErrors).toEqual([]);
    });
  }, 60_000);
});
