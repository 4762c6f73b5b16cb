import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { migrateSmallProject } from '../helpers.js';

/**
 * undici's MockAgent interceptors of this API (`pool.intercept({ path, method }).reply(status, body)`), written in
 * another shape than the trial's CLI tests: the reply a `const`, the method after the path, a `.times(2)` before
 * nothing, a body matcher; another `intercept({ path })` with no `.reply` (the app's own router) is left.
 */
const source = [
  "import { MockAgent } from 'undici';",
  'declare const router: { intercept(o: { path: string }): void };',
  '',
  'const agent = new MockAgent();',
  "const upstream = agent.get('https://compliance.test');",
  "const rows = { data: [{ templateId: 4, recordId: 2, recordName: 'Lifts' }] };",
  '',
  'export function arrange(): void {',
  "  upstream.intercept({ path: '/api/v4/templates/search?recordId=2' }).reply(200, rows);",
  '  upstream',
  "    .intercept({ path: '/api/v4/templates', method: 'POST', body: (b: string) => b.includes('recordId') })",
  "    .reply(200, { templateId: 5, recordId: 2, recordName: 'Lifts' });",
  "  router.intercept({ path: '/records' });",
  '}',
  '',
].join('\n');

describe("undici MockAgent's interceptors of this API", () => {
  it('migrate the path and the body they reply with; a body matcher gets a TODO; a look-alike is left', () =>
    migrateSmallProject(
      'undici-intercepts-',
      { 'src/mocks.ts': source },
      { from: 4, to: 6 },
      async (dir, report) => {
        const out = await readFile(join(dir, 'src/mocks.ts'), 'utf8');
        expect(out).toContain(
          "const rows = { data: [{ templateId: 4, categoryId: 2, categoryName: 'Lifts' }] };",
        );
        expect(out).toContain("path: '/api/v4/templates/search?categoryId=2'");
        expect(out).toContain(".reply(200, { templateId: 5, categoryId: 2, categoryName: 'Lifts' });");
        expect(out).toContain("router.intercept({ path: '/records' });");
        expect(report.todos.map((t) => t.message)).toContainEqual(
          expect.stringContaining(
            "this mock reads the request's body, whose fields are renamed (recordId → categoryId",
          ),
        );
      },
    ));
});
