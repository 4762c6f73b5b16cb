import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { migrateSmallProject } from '../helpers.js';

/**
 * The request library's one options object (`request({ uri, qs, json: true }, cb)`, request-promise's `rp({ method,
 * uri, body, json: true })`, `request.get({ uri, qs })`; `transform/request-library.ts`, read in
 * `transform/call-site.ts`): a GET unless `method` or the verb says otherwise, `qs` its query (also inside lodash's
 * `_.omitBy({ … }, _.isNil)`, `transform/lodash-key-filter.ts`), `json: true` no body. Look-alikes left: the app's own
 * function given the same options, and lodash's `_.pick` of a literal.
 */
const api = [
  "'use strict';",
  '',
  "var request = require('request');",
  "var rp = require('request-promise');",
  "var _ = require('lodash');",
  '',
  "var API = 'http://localhost:5080/api/v4';",
  '',
  'exports.listTypes = function (recordId, callback) {',
  "  request({ uri: API + '/types', qs: { recordId: recordId, pageSize: 50 }, json: true }, function (err, res, body) {",
  '    callback(err, body);',
  '  });',
  '};',
  '',
  'exports.createRecord = function (name) {',
  "  return rp({ method: 'POST', uri: API + '/records', body: { recordName: name }, json: true });",
  '};',
  '',
  'exports.searchItems = function (text, status) {',
  "  return rp({ uri: API + '/items/search', qs: _.omitBy({ searchText: text, status: status }, _.isNil), json: true });",
  '};',
  '',
  'exports.exportItems = function (status) {',
  "  return request.get({ uri: API + '/items/exportToExcel', qs: { status: status } });",
  '};',
  '',
].join('\n');
const lookAlikes = [
  "'use strict';",
  '',
  "var _ = require('lodash');",
  '',
  'function remember(options) {',
  '  return options;',
  '}',
  '',
  'exports.own = function (recordId) {',
  "  return remember({ uri: '/records', qs: { recordId: recordId }, json: true });",
  '};',
  '',
  'exports.picked = function (row) {',
  "  return _.pick({ recordId: row.id, other: 1 }, ['recordId']);",
  '};',
  '',
].join('\n');

describe('the request library (transform/request-library.ts)', () => {
  it('reads its options object as a request: the method, `qs` as the query, `json: true` as no body', async () => {
    await migrateSmallProject(
      'request-library-',
      { 'src/api.js': api, 'src/look-alikes.js': lookAlikes },
      { from: 4, to: 6 },
      async (dir) => {
        const out = await readFile(join(dir, 'src/api.js'), 'utf8');
        expect(out).toContain(
          "request({ uri: API + '/subcategories', qs: { categoryId: recordId, pageSize: 50 }, json: true }",
        );
        expect(out).toContain(
          "rp({ method: 'POST', uri: API + '/categories', body: { categoryName: name }, json: true })",
        );
        // `status` is no renamed query of the item search; it is of the export
        expect(out).toContain('qs: _.omitBy({ keyword: text, status: status }, _.isNil)');
        expect(out).toContain(
          "request.get({ uri: API + '/items/exporttoexcel', qs: { itemStatus: status } })",
        );
        expect(await readFile(join(dir, 'src/look-alikes.js'), 'utf8')).toBe(lookAlikes);
      },
    );
  }, 60_000);
});
