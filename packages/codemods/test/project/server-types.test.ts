import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { migrateSmallProject } from '../helpers.js';

/**
 * A backend-for-frontend serves routes of its own that repeat this API's paths (`/records`), in plugins whose app
 * is made in another module (`recordRoutes(app: FastifyInstance)`, registered by `app.register`), and asks them in
 * its tests with `app.inject({ url })`: neither is a request to this API, while its own calls of the API are.
 */
const files: Record<string, string> = {
  'tsconfig.json': JSON.stringify({
    compilerOptions: { strict: true, noEmit: true, types: [], lib: ['dom', 'esnext'] },
    include: ['src'],
  }),
  'src/stand-ins.d.ts': [
    "declare module 'fastify' {",
    '  export interface FastifyInstance {',
    '    get(path: string, handler: (request: unknown) => unknown): FastifyInstance;',
    '    inject(options: { method: string; url: string }): Promise<{ json(): unknown }>;',
    '  }',
    '  export default function fastify(): FastifyInstance;',
    '}',
    "declare module 'express' {",
    '  export interface Router { get(path: string, handler: (request: unknown) => unknown): Router }',
    '}',
    '',
  ].join('\n'),
  'src/api.ts': [
    'export async function listRecords(): Promise<{ recordId: number }[]> {',
    "  const res = await fetch('/api/v4/records');",
    '  const page = (await res.json()) as { data: { recordId: number }[] };',
    '  return page.data;',
    '}',
    '',
  ].join('\n'),
  'src/routes.ts': [
    "import type { FastifyInstance } from 'fastify';",
    "import type { Router } from 'express';",
    "import { listRecords } from './api';",
    '',
    'export async function recordRoutes(app: FastifyInstance): Promise<void> {',
    "  app.get('/records', async () => listRecords());",
    "  app.get('/records/:id/types', async () => []);",
    '}',
    '',
    'export function legacyRoutes(router: Router): void {',
    "  router.get('/api/records', async () => listRecords());",
    '}',
    '',
  ].join('\n'),
  'src/routes.test.ts': [
    "import fastify from 'fastify';",
    "import { recordRoutes } from './routes';",
    '',
    'export async function asksItsOwnRoute(): Promise<unknown> {',
    '  const app = fastify();',
    '  await recordRoutes(app);',
    "  return (await app.inject({ method: 'GET', url: '/api/records' })).json();",
    '}',
    '',
  ].join('\n'),
};

describe("a server's own routes in plugins and its inject tests", () => {
  it('are left, with no TODO, while its own call of this API is migrated', async () => {
    await migrateSmallProject('server-types-', files, { from: 4, to: 6 }, async (dir, report) => {
      expect(await readFile(join(dir, 'src/api.ts'), 'utf8')).toContain("fetch('/api/v4/categories')");
      expect(await readFile(join(dir, 'src/routes.ts'), 'utf8')).toBe(files['src/routes.ts']);
      expect(await readFile(join(dir, 'src/routes.test.ts'), 'utf8')).toBe(files['src/routes.test.ts']);
      expect(report.todos.filter((t) => /routes/.test(t.file))).toEqual([]);
    });
  }, 60_000);

  it('a parameter typed with a type of the same name from another module is not a server', async () => {
    const lookalike = {
      ...files,
      'src/http.ts': 'export interface FastifyInstance { get(path: string): Promise<unknown> }\n',
      'src/routes.ts': [
        "import type { FastifyInstance } from './http';",
        '',
        'export async function load(app: FastifyInstance): Promise<unknown> {',
        "  return app.get('/api/v4/records');",
        '}',
        '',
      ].join('\n'),
    };
    await migrateSmallProject('server-types-lookalike-', lookalike, { from: 4, to: 6 }, async (dir) => {
      expect(await readFile(join(dir, 'src/routes.ts'), 'utf8')).toContain("app.get('/api/v4/categories')");
    });
  }, 60_000);
});
