import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { expectLookAlikesUntouched } from '../helpers.js';

/**
 * Look-alikes of a wrapper's verb method: the project's own caches and stores whose `get`/`put`/`delete` take a
 * path-like key and an object, but send nothing (a Map behind a class, an object literal over a Map, a class that
 * only calls its own such methods). Each names this API's v4 paths and fields; the control is a wrapper of this API
 * in the same project, and a memo in front of it (a Map too, but it sends through the wrapper), whose queries are
 * renamed.
 */
const tsconfig = JSON.stringify({
  compilerOptions: { strict: true, noEmit: true, types: [], lib: ['dom', 'esnext'] },
  include: ['src'],
});

const files: Record<string, string> = {
  'tsconfig.json': tsconfig,
  'src/api.ts': [
    "const base = '/api/v4';",
    'export const api = {',
    '  get<T>(path: string, query?: Record<string, unknown>): Promise<T> {',
    '    const qs = new URLSearchParams(Object.entries(query ?? {}).map(([k, v]) => [k, String(v)]));',
    '    return fetch(`${base}${path}?${qs}`).then((r) => r.json());',
    '  },',
    '};',
    "export const types = (recordId: number) => api.get<unknown>('/types', { recordId });",
    '',
    '// a memo in front of the wrapper: it keeps promises in a Map, and sends through the wrapper on a miss',
    'const memo = new Map<string, Promise<unknown>>();',
    'export const cached = {',
    '  get<T>(path: string, query: Record<string, unknown> = {}): Promise<T> {',
    '    const key = path + JSON.stringify(query);',
    '    if (!memo.has(key)) memo.set(key, api.get<T>(path, query));',
    '    return memo.get(key) as Promise<T>;',
    '  },',
    '};',
    "export const cachedTypes = (recordId: number) => cached.get<unknown>('/types', { recordId });",
    '',
  ].join('\n'),
  // a time-limited cache of the app's own, keyed by a path and its parameters, as dashboards keep one
  'src/ttl-cache.ts': [
    'export class TtlCache<V> {',
    '  private readonly entries = new Map<string, { value: V; at: number }>();',
    '  constructor(private readonly ttlMs: number, private readonly now: () => number = Date.now) {}',
    '',
    '  private key(path: string, params: Record<string, unknown>): string {',
    "    return path + '?' + JSON.stringify(params);",
    '  }',
    '',
    '  get(path: string, params: Record<string, unknown>): V | undefined {',
    '    const hit = this.entries.get(this.key(path, params));',
    '    return hit && this.now() - hit.at < this.ttlMs ? hit.value : undefined;',
    '  }',
    '',
    '  put(path: string, params: Record<string, unknown>, value: V): void {',
    '    this.entries.set(this.key(path, params), { value, at: this.now() });',
    '  }',
    '',
    '  delete(path: string, params: Record<string, unknown> = {}): boolean {',
    '    return this.entries.delete(this.key(path, params));',
    '  }',
    '}',
    '',
  ].join('\n'),
  'src/screens.ts': [
    "import { TtlCache } from './ttl-cache';",
    '',
    'const screens = new TtlCache<string>(60_000);',
    '',
    'export function remember(recordId: number, html: string): void {',
    "  screens.put('/records', { recordId }, html);",
    '}',
    '',
    'export function recall(recordId: number): string | undefined {',
    "  return screens.get('/records', { recordId }) ?? screens.get('/types', { recordId, recordName: '' });",
    '}',
    '',
    'const opened = new Map<string, number>();',
    '',
    'export function forget(recordId: number): void {',
    "  screens.delete('/records', { recordId });",
    "  opened.delete('/records');",
    '}',
    '',
  ].join('\n'),
  // an object literal over a Map: the app's draft store, keyed by the form's route
  'src/drafts.ts': [
    'const saved = new Map<string, Record<string, unknown>>();',
    '',
    'export const drafts = {',
    '  get(path: string, fallback: Record<string, unknown>): Record<string, unknown> {',
    '    return saved.get(path) ?? fallback;',
    '  },',
    '  post(path: string, draft: Record<string, unknown>): void {',
    '    saved.set(path, { ...draft });',
    '  },',
    '};',
    '',
    'export function keep(recordName: string): void {',
    "  drafts.post('/notificationProfiles/update', { recordName, headerId: 'REC_NAME' });",
    '}',
    '',
    'export function restore(): Record<string, unknown> {',
    "  return drafts.get('/records', { recordName: '' });",
    '}',
    '',
  ].join('\n'),
};

describe("look-alikes of a wrapper's verb method (the project's own stores, which send nothing)", () => {
  it('leaves a Map-backed cache and a draft store keyed by paths of this API', async () => {
    await expectLookAlikesUntouched(
      'neg-own-store-',
      files,
      ['src/ttl-cache.ts', 'src/screens.ts', 'src/drafts.ts'],
      { from: 4, to: 6 },
      async (dir) => {
        const api = await readFile(join(dir, 'src/api.ts'), 'utf8');
        expect(api).toContain("api.get<unknown>('/subcategories', { categoryId: recordId })");
        expect(api).toContain("cached.get<unknown>('/subcategories', { categoryId: recordId })");
      },
    );
  }, 60_000);
});
