import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { migrateSmallProject, rerunSmallProject } from '../helpers.js';

// Wrappers that take a context first and hand their path on to one raw sender, written in another shape than the
// trial's (plain JavaScript, a template literal gluing the query on, the verb a parameter of the inner call).
const files: Record<string, string> = {
  'src/api/raw.js': [
    "const BASE = process.env.SERVICE_URL + '/api/v4';",
    '',
    'export function raw(ctx, url, opts) {',
    '  return fetch(`${BASE}${url}`, { ...opts, headers: { Authorization: `Bearer ${ctx.token}` } });',
    '}',
    '',
    'const qs = (params) => new URLSearchParams(params).toString();',
    '',
    'export async function getJson(ctx, url, params) {',
    '  const res = await raw(ctx, `${url}?${qs(params)}`);',
    '  return res.json();',
    '}',
    '',
    'export async function sendJson(ctx, verb, url, payload) {',
    '  const res = await raw(ctx, url, { method: verb, body: JSON.stringify(payload) });',
    '  return res.json();',
    '}',
    '',
    'export function stream(ctx, url, opts) {',
    '  return raw(ctx, url, { ...opts, cache: "no-store" });',
    '}',
    '',
  ].join('\n'),
  'src/pages/profiles.js': [
    "import { getJson, sendJson, stream } from '../api/raw.js';",
    '',
    'export const findProfiles = (ctx, text) => getJson(ctx, "/profiles/search", { searchText: text, recordId: 4 });',
    '',
    'export const createProfile = (ctx, name, userId) =>',
    "  sendJson(ctx, 'POST', '/profiles/scheduled', { name, typeId: 2, assignedUserId: userId ? Number(userId) : undefined });",
    '',
    "export const download = (ctx, opts) => stream(ctx, '/items/exportToExcel?status=open', opts);",
    '',
  ].join('\n'),
};

describe('a wrapper handing its path on with the query glued on, or with the options written at the call', () => {
  it("reads the query after the path, and the method and body of the inner call's options", async () => {
    await migrateSmallProject('forwarded-request-', files, { from: 4, to: 6 }, async (dir) => {
      const pages = await readFile(join(dir, 'src/pages/profiles.js'), 'utf8');
      expect(pages).toContain('getJson(ctx, "/profiles/search", { keyword: text, categoryId: 4 })');
      // one user became a list; the absent branch stays absent rather than `[undefined]`
      expect(pages).toContain(
        "sendJson(ctx, 'POST', '/profiles/scheduled', { name, subCategoryId: 2, assignedUserIds: userId ? [Number(userId)] : undefined })",
      );
      // options spread from the caller: the method is not known, the path still is this API's
      expect(pages).toContain("stream(ctx, '/items/exporttoexcel?itemStatus=open', opts)");
      const again = await rerunSmallProject(dir);
      expect(again.summary.changed).toBe(0);
    });
  }, 60_000);
});
