import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { migrateSmallProject } from '../helpers.js';

const tsconfig = JSON.stringify({
  compilerOptions: { strict: true, noEmit: true, types: [], lib: ['esnext'] },
  include: ['src'],
});

/** Stand-ins for Koa, @koa/router and supertest, so the type-aware pass reads them. */
const standIns = [
  "declare module 'koa' {",
  '  export default class Koa { use(m: unknown): this; callback(): unknown; listen(): unknown }',
  '}',
  "declare module '@koa/router' {",
  '  export default class Router {',
  '    constructor(options?: { prefix?: string });',
  '    get(path: string, handler: unknown): this;',
  '    put(path: string, handler: unknown): this;',
  '    routes(): unknown;',
  '  }',
  '}',
  "declare module 'supertest' {",
  '  interface Test { get(path: string): Promise<unknown>; put(path: string): Promise<unknown> }',
  '  export default function supertest(app: unknown): Test;',
  '}',
  '',
].join('\n');

const app = [
  "import Koa from 'koa';",
  "import Router from '@koa/router';",
  '',
  'export function createApp(): Koa {',
  '  const app = new Koa();',
  "  const router = new Router({ prefix: '/records' });",
  "  router.get('/', () => undefined);",
  '  app.use(router.routes());',
  '  return app;',
  '}',
  '',
].join('\n');

/** A Koa app's spec: supertest over the app reached through the test's helpers, beside a call of this API. */
const spec = (path: string) =>
  [
    "import supertest from 'supertest';",
    "import { createApp } from './app';",
    '',
    "const BASE = '/api/v4';",
    '',
    'function app() {',
    '  return { request: supertest(createApp().callback()) };',
    '}',
    'const listening = () => supertest(createApp().listen());',
    '',
    'export async function run(): Promise<void> {',
    "  await app().request.get('/records');",
    '  const { request } = app();',
    "  await request.put('/records/2/archive');",
    "  await listening().get('/types');",
    `  await fetch(\`\${BASE}/${path}\`);`,
    '}',
    '',
  ].join('\n');

describe("supertest over the project's own app, reached through a test's helpers", () => {
  it("leaves the app's own routes asked by supertest and migrates this API's call beside them", async () => {
    const files = {
      'tsconfig.json': tsconfig,
      'src/stand-ins.d.ts': standIns,
      'src/app.ts': app,
      'src/app.spec.ts': spec('records'),
    };
    await migrateSmallProject('test-agents-', files, { from: 4, to: 6 }, async (dir, report) => {
      expect(await readFile(join(dir, 'src/app.spec.ts'), 'utf8')).toBe(spec('categories'));
      expect(report.edits.map((e) => e.file.replace(/.*\/src\//, 'src/'))).toEqual(['src/app.spec.ts']);
      expect(report.todos).toEqual([]);
    });
  });

  it("migrates this API's call through a helper of the same shape over superagent, not supertest", async () => {
    // the look-alike: `function api() { return { request: … } }` read the same way, but the agent is superagent's
    const client = (path: string) =>
      [
        "import superagent from 'superagent';",
        '',
        "const BASE = '/api/v4';",
        '',
        'function api() {',
        '  return { request: superagent.agent() };',
        '}',
        '',
        'export async function run(): Promise<void> {',
        `  await api().request.get(\`\${BASE}/${path}\`);`,
        '  const { request } = api();',
        `  await request.get(\`\${BASE}/${path}\`);`,
        '}',
        '',
      ].join('\n');
    const superagentStandIn = [
      "declare module 'superagent' {",
      '  interface Agent { get(url: string): Promise<unknown> }',
      '  const superagent: { agent(): Agent };',
      '  export default superagent;',
      '}',
      '',
    ].join('\n');
    const files = {
      'tsconfig.json': tsconfig,
      'src/stand-ins.d.ts': standIns + superagentStandIn,
      'src/client.spec.ts': client('records'),
    };
    await migrateSmallProject('test-agents-superagent-', files, { from: 4, to: 6 }, async (dir) => {
      expect(await readFile(join(dir, 'src/client.spec.ts'), 'utf8')).toBe(client('categories'));
    });
  });
});
