import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loopbackPath } from '../../src/project/loopback-base.js';
import { migrateSmallProject } from '../helpers.js';

/**
 * A base URL on the machine itself (`http://localhost:5080/api/v4/`, a test's or dev server's) is judged by its path
 * as a relative base is: this API's under a base path of the rules (`/api/v4`), not under another service's
 * (`/audit/v2`), and a host that is not loopback still needs `--api-host`.
 */
describe('a base URL on a loopback host', () => {
  it('gives its path; any other URL gives nothing', () => {
    expect(loopbackPath('http://localhost:5080/api/v4/')).toBe('/api/v4/');
    expect(loopbackPath('http://127.0.0.1:8080/api')).toBe('/api');
    expect(loopbackPath('http://[::1]:3000')).toBe('/');
    expect(loopbackPath('https://localhost.example.com/api/v4')).toBeUndefined();
    expect(loopbackPath('https://api.example.com/api/v4')).toBeUndefined();
  });

  it("is this API's under its base path, and another service's under its own", () =>
    migrateSmallProject(
      'loopback-base-',
      {
        'package.json': '{ "name": "qa", "private": true }\n',
        'playwright.config.ts': [
          "import { defineConfig } from '@playwright/test';",
          "export default defineConfig({ use: { baseURL: 'http://localhost:5080/api/v4/' } });",
          '',
        ].join('\n'),
        'src/records.spec.ts': [
          "import { test, request } from '@playwright/test';",
          "test('lists', async ({ request: api }) => {",
          "  await api.get('records');",
          "  const audit = await request.newContext({ baseURL: 'http://127.0.0.1:4000/audit/v2/' });",
          "  await audit.get('records');",
          "  const remote = await request.newContext({ baseURL: 'https://staging.example.com/api/v4/' });",
          "  await remote.get('records');",
          '});',
          '',
        ].join('\n'),
      },
      { from: 4, to: 6 },
      async (dir, report) => {
        const spec = await readFile(join(dir, 'src/records.spec.ts'), 'utf8');
        expect(spec).toContain("await api.get('categories');");
        expect(spec).toContain("await audit.get('records');");
        expect(spec).toContain("await remote.get('records');");
        expect(report.possible.map((p) => p.line)).toEqual([5, 7]);
      },
    ));
});
