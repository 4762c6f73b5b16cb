import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { migrateSmallProject } from '../helpers.js';

/**
 * A segment builder's call as a request's path (`project/segment-builder.ts`, `transform/segment-call-rewrite.ts`,
 * `transform/segment-query.ts`). Written unlike the fp-ts trial: a plain async wrapper `call(method, url, body)`, the
 * builder a function declaration filtering its parts, the query glued by a helper of the app's. A builder's call that
 * goes to no request (`navigate(route('records', id))`) or to another service's wrapper is left.
 */
const files: Record<string, string> = {
  'src/http.ts': [
    "const BASE = 'https://compliance.example.com/api/v4';",
    "const AUDIT = 'https://audit.example.org/v2';",
    'export function route(...parts: Array<string | number | undefined>): string {',
    "  return '/' + parts.filter((p) => p !== undefined).join('/');",
    '}',
    'export const qs = (q: Record<string, string>) => `?${new URLSearchParams(q)}`;',
    'export async function call<T>(method: string, url: string, body?: unknown): Promise<T> {',
    '  const res = await fetch(`${BASE}${url}`, { method, body: body === undefined ? undefined : JSON.stringify(body) });',
    '  return (await res.json()) as T;',
    '}',
    'export const audit = (url: string) => fetch(`${AUDIT}${url}`);',
    '',
  ].join('\n'),
  'src/use.ts': [
    "import { audit, call, qs, route } from './http';",
    'declare function navigate(to: string): void;',
    "export const archive = (id: number) => call('PUT', route('types', id, 'archive'));",
    "export const add = (name: string) => call('POST', route('notificationProfiles', 'add'), { name });",
    "export const find = (text: string) => call('GET', route('items', 'search') + qs({ searchText: text }));",
    "export const open = (id: number) => navigate(route('records', id));",
    "export const audited = () => audit(route('records'));",
    '',
  ].join('\n'),
};

describe("a segment builder's call as a request's path", () => {
  it('has its renamed segments rewritten, a dropped one taken out, its glued query renamed', () =>
    migrateSmallProject('segment-builder-', files, { from: 4, to: 6, typecheck: false }, async (dir) => {
      const out = await readFile(join(dir, 'src/use.ts'), 'utf8');
      expect(out).toContain("call('PUT', route('subcategories', id, 'archive'))");
      expect(out).toContain("call('POST', route('notificationProfiles'), { name })");
      expect(out).toContain("route('items', 'search') + qs({ keyword: text })");
      expect(out).toContain("navigate(route('records', id))");
      expect(out).toContain("audit(route('records'))");
    }));
});
