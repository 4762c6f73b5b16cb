import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { expectLookAlikesUntouched } from '../helpers.js';

/**
 * Look-alikes of the JSON fixture rule: JSON files with this API's v4 field names that mocks of ANOTHER service (a
 * DNS provider on nock, a CRM on msw) or of the app's own backend answer with. The fixture a mock of this API answers
 * with beside them is migrated (the control).
 */
const stand = [
  "declare module 'nock' {",
  '  interface Scope { get(path: string): Scope; post(path: string, body?: unknown): Scope; reply(status: number, body?: unknown): Scope }',
  '  function nock(base: string): Scope;',
  '  export default nock;',
  '}',
  "declare module 'msw' {",
  '  type Resolver = (info: { request: Request }) => unknown;',
  '  export const http: { get(path: string, r: Resolver): unknown };',
  '  export const HttpResponse: { json(body: unknown, init?: object): unknown };',
  '}',
  '',
].join('\n');

const records = '{\n  "data": [\n    { "recordId": 1, "recordName": "Fire", "recordCode": "F1" }\n  ]\n}\n';

const files: Record<string, string> = {
  'tsconfig.json': JSON.stringify({
    compilerOptions: {
      strict: true,
      noEmit: true,
      types: [],
      lib: ['dom', 'esnext'],
      resolveJsonModule: true,
      esModuleInterop: true,
    },
    include: ['src'],
  }),
  'src/stand-ins.d.ts': stand,
  // the control: a mock of this API answering with a fixture
  'src/fixtures/records.json': records,
  'src/records.test.ts': [
    "import nock from 'nock';",
    "import records from './fixtures/records.json';",
    '',
    'export function mocks(): void {',
    "  nock('http://localhost').get('/api/v4/records').reply(200, records);",
    '}',
    '',
  ].join('\n'),
  // the look-alikes: the same JSON answered by other services' mocks, or only compared
  'src/fixtures/dns-records.json': records,
  'src/fixtures/crm-records.json': records,
  'src/fixtures/bff-records.json': records,
  'src/fixtures/expected.json': records,
  'src/others.test.ts': [
    "import nock from 'nock';",
    "import { http, HttpResponse } from 'msw';",
    "import dnsRecords from './fixtures/dns-records.json';",
    "import crmRecords from './fixtures/crm-records.json';",
    "import bffRecords from './fixtures/bff-records.json';",
    "import expected from './fixtures/expected.json';",
    '',
    'export function mocks(): unknown[] {',
    "  nock('https://dns.provider.example.net').get('/v4/records').reply(200, dnsRecords);",
    "  nock('http://localhost').get('/bff/records').reply(200, bffRecords);",
    "  return [http.get('https://crm.example.org/api/v4/records', () => HttpResponse.json(crmRecords)), expected];",
    '}',
    '',
  ].join('\n'),
};

describe('look-alikes of the JSON fixtures (answered by mocks of other hosts or of the app’s own backend)', () => {
  it('leaves them', async () => {
    await expectLookAlikesUntouched(
      'neg-json-fixtures-',
      files,
      [
        'src/fixtures/dns-records.json',
        'src/fixtures/crm-records.json',
        'src/fixtures/bff-records.json',
        'src/fixtures/expected.json',
        'src/others.test.ts',
      ],
      { from: 4, to: 6 },
      async (dir) => {
        expect(await readFile(join(dir, 'src/fixtures/records.json'), 'utf8')).toBe(
          '{\n  "data": [\n    { "categoryId": 1, "categoryName": "Fire", "categoryCode": "F1" }\n  ]\n}\n',
        );
      },
    );
  }, 60_000);
});
