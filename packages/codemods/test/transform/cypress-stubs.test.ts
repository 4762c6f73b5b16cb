import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { migrateSmallProject, rerunSmallProject } from '../helpers.js';

/**
 * Cypress end-to-end specs stubbing this API: a glob URL (`'**\/api/v4/records*'`) and a route matcher
 * (`{ method, pathname }`) are read as the path they match; the `fixture:` file a stub of this API answers with is
 * migrated as that endpoint's response, keeping its formatting; the reads of `cy.fixture(…).then((x) => …)` and of
 * the stubbed request through its alias follow. Another service's stub, and a fixture no stub of this API names, are
 * left byte for byte.
 */
const records = [
  'declare const cy: any;',
  "describe('records', () => {",
  "  it('lists', () => {",
  "    cy.intercept('GET', '**/api/v4/records*', { fixture: 'records.json' }).as('records');",
  "    cy.wait('@records').its('response.body.data.0.recordName').should('eq', 'A');",
  "    cy.wait('@records').then(({ response }) => expect(response.body.data[0].recordId).to.eq(1));",
  "    cy.intercept('GET', '**/api/v4/types*', { body: { data: [{ typeId: 1, recordId: 2 }] } }).as('types');",
  "    cy.wait('@types').its('request.query.recordId').should('eq', '2');",
  "    cy.intercept('POST', '**/api/v4/records', { statusCode: 200, body: { recordId: 9 } }).as('create');",
  "    cy.wait('@create').its('request.body').should('deep.equal', { recordName: 'E', recordCode: 'EL' });",
  '  });',
  "  it('searches', () => {",
  "    cy.intercept({ method: 'GET', pathname: '/api/v4/items/search' }, { fixture: 'search' }).as('search');",
  "    cy.wait('@search').then(({ request }) => {",
  "      expect(request.query.searchText).to.eq('x');",
  '    });',
  '  });',
  "  it('opens', () => {",
  "    cy.fixture('item.json').then((item) => {",
  '      cy.intercept(`**/api/v4/items/${item.itemId}`, item);',
  '      cy.contains(item.versionCount);',
  '    });',
  '  });',
  "  it('audits', () => {",
  "    cy.intercept('GET', '**/audit/v2/records*', { fixture: 'audit.json' });",
  "    cy.fixture('unused.json');",
  '  });',
  '});',
  '',
].join('\n');
const recordsJson =
  '{\n    "data": [{ "recordId": 1, "recordName": "A", "recordCode": "FS" }],\n    "totalCount": 1\n}\n';
const searchJson = '{ "data": [ { "itemId": 1, "recordId": 2, "score": 80 } ] }';
const itemJson = '{\n  "itemId": 12,\n  "versionCount": 2\n}\n';
const auditJson = '{\n  "records": [{ "recordId": "item-12" }]\n}\n';
const unusedJson = '{ "recordId": 3 }\n';

describe('Cypress stubs of this API', () => {
  it('migrate glob and matcher URLs, the fixture files they answer with and the reads of them', () =>
    migrateSmallProject(
      'cypress-stubs-',
      {
        'package.json': '{ "name": "e2e", "private": true }\n',
        'cypress.config.ts': "export default { fixturesFolder: 'src/fixtures', e2e: {} };\n",
        'src/e2e/records.cy.ts': records,
        'src/fixtures/records.json': recordsJson,
        'src/fixtures/search.json': searchJson,
        'src/fixtures/item.json': itemJson,
        'src/fixtures/audit.json': auditJson,
        'src/fixtures/unused.json': unusedJson,
      },
      { from: 4, to: 6 },
      async (dir, report) => {
        const read = (f: string): Promise<string> => readFile(join(dir, 'src', f), 'utf8');
        const spec = await read('e2e/records.cy.ts');
        expect(spec).toContain("cy.intercept('GET', '**/api/v4/categories*', { fixture: 'records.json' })");
        expect(spec).toContain(
          "cy.intercept('GET', '**/api/v4/subcategories*', { body: { data: [{ subCategoryId: 1, categoryId: 2 }] } })",
        );
        expect(spec).toContain("its('request.query.categoryId')");
        // the stub's answer, migrated, read back through its alias
        expect(spec).toContain("its('response.body.data.0.categoryName')");
        expect(spec).toContain('expect(response.body.data[0].categoryId).to.eq(1)');
        expect(spec).toContain(
          "cy.intercept('POST', '**/api/v4/categories', { statusCode: 200, body: { categoryId: 9 } })",
        );
        expect(spec).toContain("should('deep.equal', { categoryName: 'E', categoryCode: 'EL' })");
        expect(spec).toContain('expect(request.query.keyword)');
        expect(spec).toContain('cy.contains(item.historyCount)');
        expect(spec).toContain("cy.intercept('GET', '**/audit/v2/records*', { fixture: 'audit.json' })");
        // only the renamed keys change: indent, key order and the last newline (or its absence) stay
        expect(await read('fixtures/records.json')).toBe(
          '{\n    "data": [{ "categoryId": 1, "categoryName": "A", "categoryCode": "FS" }],\n    "totalCount": 1\n}\n',
        );
        expect(await read('fixtures/search.json')).toBe(
          '{ "data": [ { "itemId": 1, "categoryId": 2, "complianceScore": 80 } ] }',
        );
        expect(await read('fixtures/item.json')).toBe('{\n  "itemId": 12,\n  "historyCount": 2\n}\n');
        expect(await read('fixtures/audit.json')).toBe(auditJson);
        expect(await read('fixtures/unused.json')).toBe(unusedJson);
        expect(report.todos).toEqual([]);
        // `**/audit/v2/records*` names a version this run (4 → 6) does not have: another service's, not even possibly
        // this API's (`api/url.ts`)
        expect(report.possible.map((p) => p.text)).toEqual([]);
        // the stubs' version segment is left (the spec does not say how a version is selected), and listed
        expect(report.versionBases.map((b) => b.text)).toEqual([
          '**/api/v4/categories*',
          '**/api/v4/subcategories*',
          '**/api/v4/categories',
          '**/api/v4/items/${item.itemId}',
        ]);
        const again = await rerunSmallProject(dir);
        expect(again.summary.changed).toBe(0);
      },
    ));

  it('leave a TODO where a fixture’s reader or an alias’s reads cannot be followed', () =>
    migrateSmallProject(
      'cypress-stub-todos-',
      {
        'package.json': '{ "name": "e2e", "private": true }\n',
        'cypress.config.ts': "export default { fixturesFolder: 'src/fixtures', e2e: {} };\n",
        'src/e2e/items.cy.ts': [
          'declare const cy: any;',
          'declare function check(x: unknown): void;',
          "it('opens', () => {",
          "  cy.fixture('item.json').then((item) => {",
          "    cy.intercept('GET', '/api/v4/items/12', item);",
          '    check(item);',
          '  });',
          "  cy.intercept('GET', '/api/v4/items/search', { body: { data: [] } }).as('search');",
          "  cy.wait('@search').its('request.query').then(check);",
          '});',
          '',
        ].join('\n'),
        'src/fixtures/item.json': itemJson,
      },
      { from: 4, to: 6 },
      async (_dir, report) => {
        expect(report.todos.map((t) => `${t.line}:${t.message.slice(0, 60)}`)).toEqual([
          "5:item.json is migrated to the new version's response, and thi",
          "8:this stub's request or response is read through @search, and",
        ]);
      },
    ));
});
