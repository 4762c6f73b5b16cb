import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { migrateSmallProject } from '../helpers.js';

/**
 * An id the new version moves from the body into the path: an openapi-fetch call keeps its path a key of the
 * schema's `paths` (`'/notificationProfiles/{id}'`) and passes the id in `params.path`; a mock whose body writes
 * the id as a literal gets it written in its path (`/notificationProfiles/7`), not as `${7}`.
 */
const files: Record<string, string> = {
  'tsconfig.json': JSON.stringify({
    compilerOptions: { strict: true, noEmit: true, types: [], lib: ['dom', 'esnext'] },
    include: ['src'],
  }),
  'src/stand-ins.d.ts': [
    "declare module 'openapi-fetch' {",
    '  export interface Client {',
    '    PUT(path: string, init: { params?: object; body?: object }): Promise<unknown>;',
    '  }',
    '  export default function createClient(options: { baseUrl: string }): Client;',
    '}',
    "declare module 'nock' {",
    '  interface Scope { put(path: string, body?: unknown): Scope; reply(status: number, body?: unknown): Scope }',
    '  function nock(base: string): Scope;',
    '  export default nock;',
    '}',
    '',
  ].join('\n'),
  'src/profiles.ts': [
    "import createClient from 'openapi-fetch';",
    '',
    "const api = createClient({ baseUrl: '/api/v4' });",
    'interface Profile { id: number; name: string }',
    '',
    'export function rename(profile: Profile, name: string): Promise<unknown> {',
    "  return api.PUT('/notificationProfiles/update', {",
    '    body: { id: profile.id, name },',
    '  });',
    '}',
    '',
    'export function renameTraced(profile: Profile): Promise<unknown> {',
    "  return api.PUT('/notificationProfiles/update', { params: { header: {} }, body: { id: profile.id } });",
    '}',
    '',
    'export function save(profile: Profile): Promise<unknown> {',
    "  return api.PUT('/notificationProfiles/update', { body: profile });",
    '}',
    '',
  ].join('\n'),
  'src/profiles.test.ts': [
    "import nock from 'nock';",
    '',
    'export function mocks(): void {',
    "  nock('http://localhost').put('/api/v4/notificationProfiles/update', { id: 7, name: 'x' }).reply(200, {});",
    '}',
    '',
  ].join('\n'),
};

describe('an id moved into the path', () => {
  it("goes into openapi-fetch's params.path, and into a mock's path as written", async () => {
    await migrateSmallProject('openapi-path-params-', files, { from: 4, to: 6 }, async (dir) => {
      const profiles = await readFile(join(dir, 'src/profiles.ts'), 'utf8');
      expect(profiles).toContain(
        [
          "  return api.PUT('/notificationProfiles/{id}', {",
          '    params: { path: { id: profile.id } },',
          '    body: { name },',
          '  });',
        ].join('\n'),
      );
      expect(profiles).toContain(
        "  return api.PUT('/notificationProfiles/{id}', { params: { header: {}, path: { id: profile.id } }, body: {  } });",
      );
      expect(profiles).toContain(
        "  return api.PUT('/notificationProfiles/{id}', { params: { path: { id: profile.id } }, body: profile });",
      );
      expect(profiles).not.toMatch(/PUT\(`/);
      expect(await readFile(join(dir, 'src/profiles.test.ts'), 'utf8')).toContain(
        "nock('http://localhost').put('/api/v4/notificationProfiles/7', { name: 'x' }).reply(200, {});",
      );
    });
  }, 60_000);
});
