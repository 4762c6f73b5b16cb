import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { migrateSmallProject, rerunSmallProject } from '../helpers.js';

// A mutator as orval's `customInstance` and as teams write their own `request(config)`: the config is handed whole to
// an axios instance (spread, or as it is), so the `{ url, method, params, data }` its callers write is a request.
const files: Record<string, string> = {
  'src/http.js': [
    "import Axios from 'axios';",
    '',
    "export const AXIOS_INSTANCE = Axios.create({ baseURL: '/api/v4' });",
    '',
    'export const customInstance = (config, options) =>',
    '  AXIOS_INSTANCE({ ...config, ...options }).then(({ data }) => data);',
    '',
    'export const request = (config) => Axios.request(config).then((r) => r.data);',
    '',
    "// the app's own: the config goes to the router, nothing is sent",
    'export const go = (config) => window.router.navigate({ ...config, replace: true });',
    '',
  ].join('\n'),
  'src/operations.js': [
    "import { customInstance, request, go } from './http.js';",
    '',
    'export const getRecords = (params, options) =>',
    "  customInstance({ url: `/records`, method: 'GET', params }, options);",
    '',
    'export const postTypes = (typeInput) =>',
    "  customInstance({ url: `/types`, method: 'POST', data: typeInput });",
    '',
    "export const findItems = (text) => request({ url: '/items/search', method: 'GET', params: { searchText: text } });",
    '',
    "export const openRecords = () => go({ url: '/records' });",
    '',
  ].join('\n'),
};

describe("a function handing its config whole to axios (orval's mutator)", () => {
  it('reads the config its callers write as a request, and leaves a config given to anything else', async () => {
    await migrateSmallProject('config-sender-', files, { from: 4, to: 6 }, async (dir) => {
      const ops = await readFile(join(dir, 'src/operations.js'), 'utf8');
      expect(ops).toContain("customInstance({ url: `/categories`, method: 'GET', params }, options)");
      expect(ops).toContain("customInstance({ url: `/subcategories`, method: 'POST', data: typeInput })");
      expect(ops).toContain("request({ url: '/items/search', method: 'GET', params: { keyword: text } })");
      // the router's config is the app's own page
      expect(ops).toContain("go({ url: '/records' })");
      const again = await rerunSmallProject(dir);
      expect(again.summary.changed).toBe(0);
    });
  }, 60_000);
});
