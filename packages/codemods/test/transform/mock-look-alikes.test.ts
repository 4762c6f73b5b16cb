import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { expectLookAlikesUntouched } from '../helpers.js';

/**
 * Look-alikes of the mock rule: msw handlers and nock interceptors of ANOTHER service (a CRM, a DNS provider, the
 * app's own backend) answering with `recordId` fields, and a fetch init's `redirect` beside this API's path. The
 * mock of this API beside them is migrated (the control).
 */
const stand = [
  "declare module 'msw' {",
  '  type Resolver = (info: { request: Request }) => unknown;',
  '  export const http: { get(path: string, r: Resolver): unknown; post(path: string, r: Resolver): unknown };',
  '  export const HttpResponse: { json(body: unknown, init?: object): unknown };',
  '}',
  "declare module 'nock' {",
  '  interface Scope {',
  '    get(path: string): Scope;',
  '    put(path: string, body?: unknown): Scope;',
  '    reply(status: number, body?: unknown): Scope;',
  '  }',
  '  function nock(base: string): Scope;',
  '  export default nock;',
  '}',
  '',
].join('\n');

const files: Record<string, string> = {
  'tsconfig.json': JSON.stringify({
    compilerOptions: { strict: true, noEmit: true, types: [], lib: ['dom', 'esnext'] },
    include: ['src'],
  }),
  'src/stand-ins.d.ts': stand,
  // the control: a mock of this API
  'src/mocks/api.ts': [
    "import { http, HttpResponse } from 'msw';",
    'export const apiHandlers = [',
    "  http.get('/api/v4/records', () => HttpResponse.json({ data: [{ recordId: 1, recordName: 'Fire' }] })),",
    '];',
    '',
  ].join('\n'),
  'src/records.ts': [
    'export async function records(): Promise<unknown> {',
    "  const res = await fetch('/api/v4/records', { redirect: 'manual' });",
    '  return res.json();',
    '}',
    '',
  ].join('\n'),
  // the look-alikes
  'src/mocks/crm.ts': [
    "import { http, HttpResponse } from 'msw';",
    '',
    "const leads = { data: [{ recordId: 'L-1', recordName: 'ACME', recordCode: 'A' }] };",
    'export const crmHandlers = [',
    "  http.get('https://crm.example.net/v4/records', () => HttpResponse.json(leads)),",
    "  http.post('https://crm.example.net/v4/records', () => HttpResponse.json({ recordId: 'L-2' }, { status: 201 })),",
    "  // the app's own backend (this API is under /api): its records and redirects",
    "  http.get('/bff/records', () => HttpResponse.json([{ recordId: 1, recordName: 'mine', isDeleted: false }])),",
    "  http.get('/bff/profiles/search', () => HttpResponse.json({ data: [{ assignedUserId: 3, isDeleted: false }] })),",
    '];',
    '',
  ].join('\n'),
  'src/dns.test.ts': [
    "import nock from 'nock';",
    '',
    'export function interceptors(): void {',
    "  nock('https://dns.example.net')",
    "    .get('/v4/records')",
    "    .reply(200, { data: [{ recordId: 1, recordName: 'www', typeId: 5 }] });",
    "  nock('https://dns.example.net')",
    "    .put('/v4/records/1', { recordName: 'www2' })",
    "    .reply(200, { recordId: 1, recordName: 'www2' });",
    "  const zone = nock('https://dns.example.net');",
    "  zone.get('/v4/types').reply(200, { data: [{ typeId: 5, typeName: 'MX' }] });",
    '}',
    '',
  ].join('\n'),
  'src/auth.ts': [
    '/** Where the login page sends the user back to: not a route record, not a request. */',
    "export const login = { path: '/login', redirect: '/records', remember: true };",
    "export const oauth = { redirectUri: '/records', scope: 'openid' };",
    '',
  ].join('\n'),
};

describe("look-alikes of the mock rule (another service's msw handlers and nock interceptors)", () => {
  it('leaves them byte for byte while the mock of this API is migrated', async () => {
    await expectLookAlikesUntouched(
      'neg-mocks-',
      files,
      ['src/mocks/crm.ts', 'src/dns.test.ts', 'src/auth.ts'],
      { from: 4, to: 6 },
      async (dir) => {
        expect(await readFile(join(dir, 'src/mocks/api.ts'), 'utf8')).toContain(
          "  http.get('/api/v4/categories', () => HttpResponse.json({ data: [{ categoryId: 1, categoryName: 'Fire' }] })),",
        );
        expect(await readFile(join(dir, 'src/records.ts'), 'utf8')).toContain(
          "fetch('/api/v4/categories', { redirect: 'manual' })",
        );
      },
    );
  }, 90_000);
});
