import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { migrateSmallProject } from '../helpers.js';

/**
 * A nock scope on an absolute host is this API's when the project shows that host's base to be this API's (a client
 * made on it sends this API's paths), even from another file; a scope on another service's host stays, even when
 * that service's base is versioned too and its mock's path looks like one of this API's.
 */
const files: Record<string, string> = {
  'src/http.js': [
    "const axios = require('axios');",
    "exports.compliance = axios.create({ baseURL: 'https://grc.acme-corp.io/api/v4' });",
    "exports.directory = axios.create({ baseURL: 'https://directory.acme-corp.io/v4' });",
    '',
  ].join('\n'),
  'src/records.js': [
    "const { compliance, directory } = require('./http');",
    '',
    'exports.listRecords = async () => (await compliance.get(`/records`)).data;',
    'exports.staffOf = async (team) => (await directory.get(`/teams/${team}/members`)).data;',
    '',
  ].join('\n'),
  'src/records.spec.js': [
    "const nock = require('nock');",
    "const { listRecords } = require('./records');",
    '',
    "test('lists the records', async () => {",
    "  nock('https://grc.acme-corp.io').get('/api/v4/records').reply(200, []);",
    "  nock('https://directory.acme-corp.io').get('/v4/records').reply(200, []);",
    '  expect(await listRecords()).toEqual([]);',
    '});',
    '',
  ].join('\n'),
};

describe("nock scopes on this API's host", () => {
  it("are rewritten when the project's client shows the host to be this API's; another service's stay", async () => {
    await migrateSmallProject('nock-api-hosts-', files, { from: 4, to: 6 }, async (dir, report) => {
      const spec = await readFile(join(dir, 'src/records.spec.js'), 'utf8');
      expect(spec).toContain("nock('https://grc.acme-corp.io').get('/api/v4/categories').reply(200, []);");
      expect(spec).toContain("nock('https://directory.acme-corp.io').get('/v4/records').reply(200, []);");
      // `require('./http')` is linked (`project/commonjs-modules.ts`): `compliance.get(`/records`)` is under the
      // client's absolute base, which no `--api-host` and no path only this API has shows to be this API's
      expect(report.possible.map((p) => p.text)).toEqual(['`/records`', "'/v4/records'"]);
    });
  });
});
