import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { migrateSmallProject, rerunSmallProject } from '../helpers.js';

// A URL object built from a prefix and a path on an origin (`new URL(PREFIX + path, origin)`), written in another
// shape than the trial's undici CLI: fetch, a template prefix, `append` in the loop, the URL object returned whole,
// a versioned path written at a call, and the page's own URLs beside them.
const files: Record<string, string> = {
  'src/endpoint.ts': [
    "const PREFIX = '/compliance/api/v4';",
    'declare const settings: { origin: string };',
    '',
    'export function endpoint(path: string, params: Record<string, string> = {}): URL {',
    '  const target = new URL(`${PREFIX}${path}`, settings.origin);',
    '  for (const [name, v] of Object.entries(params)) target.searchParams.append(name, v);',
    '  return target;',
    '}',
    '',
    'export async function fetchJson<T>(path: string, params?: Record<string, string>): Promise<T> {',
    '  const r = await fetch(endpoint(path, params));',
    '  return (await r.json()) as T;',
    '}',
    '',
  ].join('\n'),
  'src/templates.ts': [
    "import { fetchJson } from './endpoint';",
    'declare const settings: { origin: string; webUrl: string };',
    '',
    'interface TemplateRow { templateId: number; recordName: string }',
    '',
    'export async function templatesOf(recordId: number) {',
    "  const page = await fetchJson<{ data: TemplateRow[] }>('/templates/search', { recordId: String(recordId) });",
    '  return page.data.map((t) => t.recordName);',
    '}',
    '',
    'export async function firstOfType(typeId: number) {',
    '  const res = await fetch(new URL(`/compliance/api/v4/items/search?typeId=${typeId}`, settings.origin));',
    '  return res.json();',
    '}',
    '',
    "// the page's own routes: not this API",
    "export const here = new URL('/records/7', window.location.origin);",
    'export const share = (id: number) => new URL(`/records/${id}`, settings.webUrl).href;',
    '// another service under the same version segment, its origin written',
    "export const crm = new URL('/api/v4/records?typeId=1', 'https://crm.example.org');",
    '',
  ].join('\n'),
  'tsconfig.json': JSON.stringify({
    compilerOptions: { strict: true, lib: ['ES2022', 'DOM'], noEmit: true },
    include: ['src'],
  }),
};

describe('a URL object built from a prefix and a path on an origin', () => {
  it("reads the builder as a wrapper, a versioned path as this API's, and leaves the page's own URLs", async () => {
    await migrateSmallProject('prefixed-url-', files, { from: 4, to: 6 }, async (dir, report) => {
      const templates = await readFile(join(dir, 'src/templates.ts'), 'utf8');
      expect(templates).toContain("('/templates/search', { categoryId: String(recordId) })");
      expect(templates).toContain('interface TemplateRow { templateId: number; categoryName: string }');
      expect(templates).toContain('page.data.map((t) => t.categoryName)');
      expect(templates).toContain('new URL(`/compliance/api/v4/items/search?subCategoryId=${typeId}`');
      expect(templates).toContain("new URL('/records/7', window.location.origin)");
      expect(templates).toContain('new URL(`/records/${id}`, settings.webUrl)');
      expect(templates).toContain("new URL('/api/v4/records?typeId=1', 'https://crm.example.org')");
      // the versioned path's segment is left, and listed
      expect(report.versionedUrls?.map((u) => u.text)).toContain(
        '/compliance/api/v4/items/search?subCategoryId=${typeId}',
      );
      const again = await rerunSmallProject(dir);
      expect(again.summary.changed).toBe(0);
    });
  }, 60_000);
});
