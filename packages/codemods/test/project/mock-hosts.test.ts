import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { expectLookAlikesUntouched } from '../helpers.js';

/**
 * Tests whose nock scopes are made from `const`s holding hosts: a host on which some test mocks a path only this API
 * has (`/items/exportToExcel`, also under `/api/v4`) is this API's, so its other interceptors (`/records`) are too; a
 * scope on another host (the audit service's `/records`) mocks another service and stays.
 */
const files: Record<string, string> = {
  'src/client.ts': [
    'declare const wreck: { get(path: string): Promise<unknown>; post(path: string, options: object): Promise<unknown> };',
    "export const exportItems = () => wreck.get('/items/exportToExcel?recordId=1');",
    "export const listRecords = () => wreck.get('/records');",
    '',
  ].join('\n'),
  'src/export.test.ts': [
    "import nock from 'nock';",
    "const COMPLIANCE = 'https://compliance.example.com';",
    "nock(COMPLIANCE).get('/items/exportToExcel').query({ recordId: 1 }).reply(200, 'sheet');",
    '',
  ].join('\n'),
  'src/records.test.ts': [
    "import nock from 'nock';",
    "const COMPLIANCE = 'https://compliance.example.com';",
    "const AUDIT = 'https://audit.internal.example.com';",
    "nock(COMPLIANCE).get('/records').reply(200, { data: [] });",
    "nock(AUDIT).post('/records', (body: { recordId: number }) => body.recordId === 9).reply(200, {});",
    '',
  ].join('\n'),
  'src/audit.test.ts': [
    "import nock from 'nock';",
    "const AUDIT = 'https://audit.internal.example.com';",
    "nock(AUDIT).get('/records/9/history').reply(200, { records: [] });",
    '',
  ].join('\n'),
  'src/nock.d.ts': [
    "declare module 'nock' {",
    '  interface Scope {',
    '    get(path: string): Scope;',
    '    post(path: string, body?: unknown): Scope;',
    '    query(q: object): Scope;',
    '    reply(status: number, body?: unknown): Scope;',
    '  }',
    '  export default function nock(host: string): Scope;',
    '}',
    '',
  ].join('\n'),
};

describe('nock scopes held in consts', () => {
  it("on a host shown to be this API's by a path only it has are rewritten; another service's host stays", async () => {
    await expectLookAlikesUntouched(
      'mock-hosts-',
      files,
      ['src/audit.test.ts'],
      { from: 4, to: 6 },
      async (dir) => {
        const records = await readFile(join(dir, 'src/records.test.ts'), 'utf8');
        expect(records).toContain("nock(COMPLIANCE).get('/categories').reply(200, { data: [] });");
        expect(records).toContain(
          "nock(AUDIT).post('/records', (body: { recordId: number }) => body.recordId === 9).reply(200, {});",
        );
        expect(await readFile(join(dir, 'src/export.test.ts'), 'utf8')).toContain(
          "nock(COMPLIANCE).get('/items/exporttoexcel').query({ categoryId: 1 })",
        );
      },
    );
  }, 60_000);
});
