import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { migrateSmallProject } from '../helpers.js';

/**
 * An msw handler of an endpoint whose body field moved into the path (`PUT /notificationProfiles/update` →
 * `PUT /notificationProfiles/{id}`): the handler's route is a pattern, so it matches any id as `:id`; a handler
 * that reads the request's body gets a TODO (the body no longer holds the id), one that does not needs none.
 */
const files: Record<string, string> = {
  'tsconfig.json': JSON.stringify({
    compilerOptions: { strict: true, noEmit: true, types: [], lib: ['dom', 'esnext'] },
    include: ['src'],
  }),
  'src/stand-ins.d.ts': [
    "declare module 'msw' {",
    '  type Resolver = (info: { request: Request; params: Record<string, string> }) => unknown;',
    '  export const http: { put(path: string, r: Resolver): unknown };',
    '  export const HttpResponse: { json(body: unknown, init?: object): unknown };',
    '}',
    '',
  ].join('\n'),
  'src/mocks.ts': [
    "import { http, HttpResponse } from 'msw';",
    '',
    "const API = '/api/v4';",
    'export const seen: unknown[] = [];',
    'export const profileHandlers = [',
    '  http.put(API + "/notificationProfiles/update", () => HttpResponse.json({ ok: true })),',
    '];',
    'export function recording() {',
    '  return http.put(`${API}/notificationProfiles/update`, async function ({ request }) {',
    '    seen.push(await request.json());',
    '    return HttpResponse.json({});',
    '  });',
    '}',
    '',
  ].join('\n'),
};

describe('an msw handler of an endpoint whose id moved into the path', () => {
  it('matches the id as :id, and a handler reading the body gets a TODO', async () => {
    await migrateSmallProject(
      'mock-moved-path-',
      files,
      { from: 4, to: 6, types: false },
      async (dir, report) => {
        const out = await readFile(join(dir, 'src/mocks.ts'), 'utf8');
        expect(out).toContain(
          'http.put(API + "/notificationProfiles/:id", () => HttpResponse.json({ ok: true })),',
        );
        expect(out).toContain(
          'return http.put(`${API}/notificationProfiles/:id`, async function ({ request }) {',
        );
        expect(report.todos.map((t) => `${t.line}: ${t.message}`)).toEqual([
          expect.stringMatching(
            /^9: PUT \/notificationProfiles\/update became .*this mock now matches the id in its path/,
          ),
          expect.stringMatching(
            /^9: this mock reads the request's body, whose fields are renamed \(recordIds/,
          ),
        ]);
      },
    );
  });
});
