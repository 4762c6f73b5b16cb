import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { migrateSmallProject } from '../helpers.js';

/**
 * A Hono backend-for-frontend asks its own routes in its tests with `app.request(path)` (the app imported from the
 * module that made it with `new Hono()`): those paths are the app's, even where they repeat this API's (`/records`),
 * and are left; a `request(path)` method of anything else (a client object of the project's) is still a request,
 * and the app's own call of the API is rewritten.
 */
const files: Record<string, string> = {
  'tsconfig.json': JSON.stringify({
    compilerOptions: { strict: true, noEmit: true, types: [], lib: ['dom', 'esnext'] },
    include: ['src'],
  }),
  'src/stand-ins.d.ts': [
    "declare module 'hono' {",
    '  export class Hono {',
    '    get(path: string, handler: (c: unknown) => unknown): Hono;',
    '    request(path: string, init?: RequestInit): Promise<Response>;',
    '  }',
    '}',
    '',
  ].join('\n'),
  'src/server.ts': [
    "import { Hono } from 'hono';",
    '',
    'const server = new Hono();',
    "server.get('/records', async () => (await fetch('/api/v4/records')).json());",
    'export default server;',
    '',
  ].join('\n'),
  'src/server.spec.ts': [
    "import server from './server';",
    '',
    'export async function asksItsOwnRoutes(id: number): Promise<number[]> {',
    "  const list = await server.request('/records?recordId=2');",
    '  const one = await server.request(`/types/${id}`, { method: "PUT" });',
    '  return [list.status, one.status];',
    '}',
    '',
    'const upstream = { request: (path: string) => fetch(path) };',
    "export const viaClient = () => upstream.request('/api/v4/records');",
    '',
  ].join('\n'),
};

describe("Hono's app.request(path) in the app's own tests", () => {
  it("leaves the app's own routes and rewrites its calls of the API", async () => {
    await migrateSmallProject('app-request-', files, { from: 4, to: 6 }, async (dir) => {
      expect(await readFile(join(dir, 'src/server.ts'), 'utf8')).toContain(
        "server.get('/records', async () => (await fetch('/api/v4/categories')).json());",
      );
      const spec = await readFile(join(dir, 'src/server.spec.ts'), 'utf8');
      expect(spec).toContain("await server.request('/records?recordId=2');");
      expect(spec).toContain('await server.request(`/types/${id}`, { method: "PUT" });');
      expect(spec).toContain("upstream.request('/api/v4/categories')");
    });
  });
});
