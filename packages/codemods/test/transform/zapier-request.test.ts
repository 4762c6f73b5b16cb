import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { migrateSmallProject } from '../helpers.js';

/**
 * Zapier's `z.request({ url, method, params, body })` (zapier-platform-core) read as a request of this API
 * (`transform/zapier-request.ts`, hooked in `transform/call-site.ts` and `project/wrappers.ts`): a GET unless its
 * `method` says otherwise, `params` its query and `body` its body, `z` typed `ZObject` or named `z` beside `bundle`.
 * Look-alikes: a `request` of an object that is not the platform's `z` (a parameter `z` with no `bundle` beside it)
 * is read as before, its path rewritten and a TODO saying the call cannot be read.
 */
const source = [
  "const API = 'https://api.example.com/api/v4';",
  '',
  'export const listItems = async (z, bundle) => {',
  '  const response = await z.request({',
  '    url: `${API}/items/search`,',
  '    params: { recordId: bundle.inputData.record_id, searchText: bundle.inputData.keyword, status: bundle.inputData.status },',
  '  });',
  '  return response.data.data;',
  '};',
  '',
  'export const createRecord = async (z, bundle) => {',
  '  const response = await z.request({',
  '    url: `${API}/records`,',
  "    method: 'POST',",
  '    body: { recordName: bundle.inputData.name, recordCode: bundle.inputData.code },',
  '  });',
  '  return response.data;',
  '};',
  '',
  '/** A paging helper over z.request: its callers give the path and the query. */',
  'export const fetchPage = async (z, bundle, path, params) => {',
  '  const response = await z.request({ url: `${API}${path}`, params: { ...params, page: bundle.meta.page + 1 } });',
  '  return response.data.data;',
  '};',
  '',
  'export const listProfiles = (z, bundle) =>',
  "  fetchPage(z, bundle, '/profiles/search', { recordId: bundle.inputData.record_id, searchText: bundle.inputData.q });",
  '',
  '/** Not the platform: a `z` with no `bundle` beside it. */',
  'export const other = async (z, context) => {',
  '  return z.request({ url: `${API}/items/search`, params: { searchText: context.q } });',
  '};',
  '',
].join('\n');

describe("Zapier's z.request({ url, params, method, body })", () => {
  it('migrates its query and body as a GET or the method it names, also through a wrapper; leaves a look-alike with its TODO', () =>
    migrateSmallProject(
      'zapier-request-',
      { 'src/app.js': source },
      { from: 4, to: 6, types: false, apiHosts: ['api.example.com'] },
      async (dir, report) => {
        const out = await readFile(join(dir, 'src/app.js'), 'utf8');
        // a GET: the query's names, `status` kept (item search renames it only on the exports)
        expect(out).toContain(
          'params: { categoryId: bundle.inputData.record_id, keyword: bundle.inputData.keyword, status: bundle.inputData.status },',
        );
        expect(out).toContain('url: `${API}/categories`,');
        expect(out).toContain(
          'body: { categoryName: bundle.inputData.name, categoryCode: bundle.inputData.code },',
        );
        // the wrapper's callers: the path and the query they give
        expect(out).toContain(
          "fetchPage(z, bundle, '/profiles/search', { categoryId: bundle.inputData.record_id, keyword: bundle.inputData.q });",
        );
        // the input keys the Zap stores its values under are the app's own
        expect(out).toContain('bundle.inputData.record_id');
        const todos = report.todos.map((t) => t.message);
        expect(todos.filter((m) => m.includes('z.request(…) is not a request'))).toHaveLength(1);
        expect(report.todos.find((t) => t.message.includes('is not a request'))?.line).toBe(31);
      },
    ));
});
