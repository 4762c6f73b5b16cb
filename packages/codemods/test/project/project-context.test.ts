import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { migrateSmallProject } from '../helpers.js';

/**
 * A base held as a host read at run time followed by this API's base path (`${__ENV.BASE_URL}/api/v4`,
 * `(process.env.BASE_URL || '…') + '/api/v4'`) is this API's: the path shows it, whatever the host. It was read as a
 * path under an unknown base (`/api/v4` + `/records`) and every URL built on it left as "possibly this API". Other
 * URLs on the same host variable (`/healthz`, a path with no base path before it) and another service's base path
 * (`/audit/v2`) stay another's.
 */
const files: Record<string, string> = {
  'src/env.ts': [
    'declare const __ENV: Record<string, string>;',
    'export const API = `${__ENV.BASE_URL}/api/v4`;',
    "export const LEGACY = (__ENV.BASE_URL || 'https://compliance.staging.example.com') + '/api/v4';",
    'export const AUDIT = `${__ENV.AUDIT_URL}/audit/v2`;',
    'export const HOST = __ENV.BASE_URL;',
    '',
  ].join('\n'),
  'src/calls.ts': [
    "import { API, AUDIT, HOST, LEGACY } from './env';",
    'export const list = () => fetch(`${API}/records`);',
    'export const search = (text: string) => fetch(`${API}/items/search?searchText=${text}`);',
    "export const types = (id: number) => fetch(LEGACY + '/types?recordId=' + id);",
    'export const audit = () => fetch(`${AUDIT}/records`);',
    'export const alive = () => fetch(`${HOST}/healthz`);',
    'export const page = () => fetch(`${HOST}/records`);',
    '',
  ].join('\n'),
};

describe('a base ending in this API base path after a host read at run time', () => {
  it("is this API's; the same host's other URLs and another service's base path are not", () =>
    migrateSmallProject('held-base-path-', files, { from: 4, to: 6, types: false }, async (dir, report) => {
      const out = await readFile(join(dir, 'src/calls.ts'), 'utf8');
      expect(out).toContain('fetch(`${API}/categories`)');
      expect(out).toContain('fetch(`${API}/items/search?keyword=${text}`)');
      expect(out).toContain("fetch(LEGACY + '/subcategories?categoryId=' + id)");
      // look-alikes: another service's base path, and the bare host's own URLs
      expect(out).toContain('fetch(`${AUDIT}/records`)');
      expect(out).toContain('fetch(`${HOST}/healthz`)');
      expect(out).toContain('fetch(`${HOST}/records`)');
      expect(report.possible.map((p) => p.line).sort()).toEqual([5, 7]);
    }));
});

/**
 * A base holding a path with a parameter of its own (`const itemUrl = `${API}/items/${itemId}``), then followed by a
 * tail (`${itemUrl}/answer`): the URL is that path's template with the tail (`GET /items/{itemid}/answer`), so its
 * answer's renamed values are said, and followed where the types show them. It was read as a path under an unknown
 * base and left with nothing said. A base whose path has no parameter is read as before.
 */
const heldPathFiles: Record<string, string> = {
  'tsconfig.json': JSON.stringify({
    compilerOptions: { strict: true, noEmit: true, types: [], lib: ['dom', 'esnext'] },
    include: ['src'],
  }),
  'src/answers.ts': [
    "const API = 'https://api.example.com/api/v4';",
    "type HeaderId = 'REC_NAME' | 'ITEM_NAME';",
    'interface Sheet { answers: { headerId: HeaderId; value: string }[] }',
    '',
    'export async function recordOf(itemId: number): Promise<string | undefined> {',
    '  const itemUrl = `${API}/items/${itemId}`;',
    '  const res = await fetch(`${itemUrl}/answer`);',
    '  const sheet: Sheet = await res.json();',
    "  return sheet.answers.find((a) => a.headerId === 'REC_NAME')?.value;",
    '}',
    '',
    'export async function history(id: number, version: number): Promise<unknown> {',
    '  const base = `${API}/itemHistories/${id}`;',
    '  return fetch(`${base}/answer?v=${version}`).then((r) => r.json());',
    '}',
    '',
  ].join('\n'),
};

describe('a base holding a path with a parameter, then a tail', () => {
  it(
    'is read as that path with the tail',
    () =>
      migrateSmallProject(
        'held-path-',
        heldPathFiles,
        { from: 4, to: 6, apiHosts: ['api.example.com'] },
        async (dir, report) => {
          const out = await readFile(join(dir, 'src/answers.ts'), 'utf8');
          expect(out).toContain("type HeaderId = 'CATEGORY_NAME' | 'ITEM_NAME';");
          expect(out).toContain("return sheet.answers.find((a) => a.headerId === 'CATEGORY_NAME')?.value;");
          // an answer returned untyped: its renamed values are said at the call
          expect(report.todos.filter((t) => t.line === 14).map((t) => t.changeId)).toEqual([
            'v5.sandbox.item-answer.header-ids',
          ]);
        },
      ),
    60_000,
  );
});
