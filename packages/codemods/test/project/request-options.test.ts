import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { migrateSmallProject } from '../helpers.js';

/**
 * The request library's options given to an instance made with a base (`request.defaults({ baseUrl })`,
 * `project/request-options.ts`): the `uri` is judged under that base, so this API's instance is migrated and another
 * service's, on a base whose version this API never had, is left (listed as possibly this API).
 */
const client = [
  "'use strict';",
  '',
  "var request = require('request');",
  '',
  "var api = request.defaults({ baseUrl: 'http://localhost:5080/api/v4', json: true });",
  "var incidents = request.defaults({ baseUrl: 'https://incidents.example.org/api/v2', json: true });",
  '',
  'exports.types = function (recordId, cb) {',
  "  api({ uri: '/types', qs: { recordId: recordId } }, cb);",
  '};',
  '',
  'exports.rename = function (id, name, cb) {',
  "  api.put({ uri: '/records/' + id, body: { recordName: name } }, cb);",
  '};',
  '',
  'exports.openIncidents = function (typeId, cb) {',
  "  incidents.get({ uri: '/records', qs: { typeId: typeId } }, cb);",
  '};',
  '',
].join('\n');

describe('request library instances with a base (project/request-options.ts)', () => {
  it("migrates this API's instance's options; another service's stay", async () => {
    await migrateSmallProject(
      'request-options-',
      { 'src/client.js': client },
      { from: 4, to: 6 },
      async (dir, report) => {
        const out = await readFile(join(dir, 'src/client.js'), 'utf8');
        expect(out).toContain("api({ uri: '/subcategories', qs: { categoryId: recordId } }, cb);");
        expect(out).toContain("api.put({ uri: '/categories/' + id, body: { categoryName: name } }, cb);");
        expect(out).toContain("incidents.get({ uri: '/records', qs: { typeId: typeId } }, cb);");
        expect(report.possible.map((p) => p.text)).toEqual(["'/records'"]);
      },
    );
  }, 60_000);
});
