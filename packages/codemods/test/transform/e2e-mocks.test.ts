import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { migrateSmallProject } from '../helpers.js';

/**
 * End-to-end tests' mocks of this API (Cypress's `cy.intercept`, Playwright's `page.route`): the body they answer
 * with is migrated as an msw handler's is, a fixture file they name gets a TODO, and another service's mocks with the
 * same paths and fields are left byte for byte.
 */
const cypress = [
  'declare const cy: { intercept(...args: unknown[]): void };',
  'export function stubs(): void {',
  "  cy.intercept('GET', '/api/v4/records', { statusCode: 200, body: { data: [{ recordId: 1, recordName: 'A' }] } });",
  "  cy.intercept('/api/v4/records', { data: [{ recordId: 2, recordName: 'B' }] });",
  "  cy.intercept('GET', '/api/v4/records', (req) => req.reply(200, { data: [{ recordId: 3 }] }));",
  "  cy.intercept('GET', '/api/v4/records', { fixture: 'records.json' });",
  "  cy.intercept('GET', 'https://crm.example.org/api/v4/records', { body: { data: [{ recordId: 1, recordName: 'A' }] } });",
  '}',
  '',
].join('\n');
const playwright = [
  'type Route = { fulfill(options: object): Promise<void> };',
  'declare const page: { route(url: string, handler: (route: Route) => unknown): Promise<void> };',
  'export async function routes(): Promise<void> {',
  "  await page.route('/api/v4/records', (route) => route.fulfill({ json: { data: [{ recordId: 4 }] } }));",
  "  await page.route('/api/v4/records', (r) => r.fulfill({ body: JSON.stringify({ data: [{ recordName: 'E' }] }) }));",
  "  await page.route('https://crm.example.org/records', (r) => r.fulfill({ json: { data: [{ recordId: 5 }] } }));",
  '}',
  '',
].join('\n');

describe("end-to-end tests' mocks of this API", () => {
  it('migrate the body cy.intercept and route.fulfill answer with; a fixture gets a TODO; another service is left', () =>
    migrateSmallProject(
      'e2e-mocks-',
      { 'src/e2e/records.cy.ts': cypress, 'src/e2e/records.spec.ts': playwright },
      { from: 4, to: 6 },
      async (dir, report) => {
        const cy = await readFile(join(dir, 'src/e2e/records.cy.ts'), 'utf8');
        const pw = await readFile(join(dir, 'src/e2e/records.spec.ts'), 'utf8');
        expect(cy.split('\n').filter((l) => l.includes('cy.intercept('))).toEqual([
          "  cy.intercept('GET', '/api/v4/categories', { statusCode: 200, body: { data: [{ categoryId: 1, categoryName: 'A' }] } });",
          "  cy.intercept('/api/v4/categories', { data: [{ categoryId: 2, categoryName: 'B' }] });",
          "  cy.intercept('GET', '/api/v4/categories', (req) => req.reply(200, { data: [{ categoryId: 3 }] }));",
          "  cy.intercept('GET', '/api/v4/categories', { fixture: 'records.json' });",
          "  cy.intercept('GET', 'https://crm.example.org/api/v4/records', { body: { data: [{ recordId: 1, recordName: 'A' }] } });",
        ]);
        expect(pw.split('\n').filter((l) => l.includes('page.route('))).toEqual([
          "  await page.route('/api/v4/categories', (route) => route.fulfill({ json: { data: [{ categoryId: 4 }] } }));",
          "  await page.route('/api/v4/categories', (r) => r.fulfill({ body: JSON.stringify({ data: [{ categoryName: 'E' }] }) }));",
          "  await page.route('https://crm.example.org/records', (r) => r.fulfill({ json: { data: [{ recordId: 5 }] } }));",
        ]);
        // the fixture it names: the only TODO
        expect(report.todos.map((t) => `${t.file}:${t.line}`)).toEqual(['src/e2e/records.cy.ts:6']);
        expect(report.todos[0]?.message).toContain(
          "this mock answers with this endpoint's response in the old version's shape",
        );
      },
    ));
});
