import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { migrateSmallProject } from '../helpers.js';

/**
 * Look-alikes of the project and syntax rules: path helpers, client classes, wrappers and forwarded queries of the
 * app's own routes or another service, beside a client of this API (the control, so the rules run). The look-alike
 * files must come out byte for byte, with no edit or TODO reported in them.
 */
const HTTP = [
  'export type Query = Record<string, string | number | undefined>;',
  '',
  'export function withQuery(path: string, query: Query = {}): string {',
  '  const params = new URLSearchParams();',
  '  for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, String(value));',
  '  const text = params.toString();',
  '  return text ? `${path}?${text}` : path;',
  '}',
  '',
  'export class HttpClient {',
  '  constructor(readonly baseUrl: string) {}',
  '  async get<T>(path: string, query?: Query): Promise<T> {',
  '    return (await fetch(`${this.baseUrl}${withQuery(path, query)}`)).json() as Promise<T>;',
  '  }',
  '}',
  '',
].join('\n');

const files: Record<string, string> = {
  'tsconfig.json': JSON.stringify({
    compilerOptions: { strict: true, noEmit: true, types: [], lib: ['dom', 'esnext'] },
    include: ['src'],
  }),
  'src/http.ts': HTTP,
  'src/items.ts': [
    "import type { HttpClient } from './http';",
    'export function findItems(http: HttpClient, text: string) {',
    "  return http.get<unknown>('/items/search', { searchText: text, pageSize: 20 });",
    '}',
    "export const myTestForms = (http: HttpClient) => http.get<unknown>('/items/mytestforms');",
    '',
  ].join('\n'),
  // path helpers building the app's own page routes and another service's URLs
  'src/links.ts': [
    "import { withQuery } from './http';",
    'declare const router: { push(to: string): void };',
    'export function openSearch(text: string) {',
    "  router.push(withQuery('/items/search', { searchText: text }));",
    '}',
    'export const mapLink = (text: string, status: string) =>',
    "  withQuery('https://maps.example.org/items/search', { searchText: text, status });",
    '',
  ].join('\n'),
  // another service's client class with the same get(path, query), and an express-like router of the app's own
  'src/health.ts': [
    "import type { Query } from './http';",
    'export class HealthClient {',
    '  constructor(readonly baseUrl: string) {}',
    '  async get<T>(path: string, query?: Query): Promise<T> {',
    '    const qs = new URLSearchParams(Object.entries(query ?? {}).map(([k, v]) => [k, String(v)]));',
    '    return (await fetch(`${this.baseUrl}${path}?${qs}`)).json() as Promise<T>;',
    '  }',
    '}',
    "export const health = new HealthClient('https://health.example.org/api');",
    'export function openRecords(client: HealthClient, recordId: number) {',
    "  return client.get<unknown>('/records', { recordId, status: 'open', searchText: 'flu' });",
    '}',
    "export const profiles = (client: HealthClient) => client.get<unknown>('/profiles/search', { searchText: 'x' });",
    '',
  ].join('\n'),
  'src/server.ts': [
    'type Handler = (req: { query: Record<string, string> }, res: { json(body: unknown): void }) => void;',
    'class Router {',
    '  readonly routes: [string, Handler][] = [];',
    '  get(path: string, handler: Handler): void {',
    '    this.routes.push([path, handler]);',
    '  }',
    '}',
    'export const router = new Router();',
    "router.get('/records', (req, res) => res.json({ recordId: req.query.recordId }));",
    "router.get('/profiles/search', (req, res) => res.json({ searchText: req.query.searchText }));",
    '',
  ].join('\n'),
  // a wrapper of another service, its origin written in the URL it fetches
  'src/tickets.ts': [
    'async function getJson<T>(path: string): Promise<T> {',
    '  const res = await fetch(`https://tickets.example.org${path}`);',
    '  return (await res.json()) as T;',
    '}',
    "export const open = (): Promise<unknown> => getJson('/profiles/search?searchText=fire');",
    '',
  ].join('\n'),
  // a path written as a log message, a translation key or an analytics event: text about the API, not a request
  'src/messages.ts': [
    'declare function track(event: string, props?: Record<string, unknown>): void;',
    'declare function t(key: string): string;',
    'export function opened(text: string): string {',
    "  track('/items/search', { searchText: text });",
    "  console.info('/records', { recordId: 1 });",
    "  return t('/profiles/search');",
    '}',
    '',
  ].join('\n'),
  // a Next.js server action revalidating and redirecting to the app's own pages, whose paths are the API's
  'src/actions.ts': [
    'declare function revalidatePath(path: string): void;',
    'declare function redirect(path: string): never;',
    'declare function permanentRedirect(path: string): never;',
    'export async function saved(itemId: number, recordId: number): Promise<never> {',
    '  revalidatePath(`/items/${itemId}`);',
    "  revalidatePath('/profiles/search');",
    '  if (recordId < 0) permanentRedirect(`/records/${recordId}`);',
    '  redirect(`/items/${itemId}`);',
    '}',
    '',
  ].join('\n'),
  // another service's export, its query forwarded as it came
  'src/route.ts': [
    'export async function GET(req: { url: string }) {',
    "  const url = new URL('https://reports.example.net/items/exportToExcel');",
    '  new URL(req.url).searchParams.forEach((value, name) => url.searchParams.set(name, value));',
    '  return fetch(url);',
    '}',
    '',
  ].join('\n'),
};

const lookAlikes = [
  'src/links.ts',
  'src/health.ts',
  'src/server.ts',
  'src/tickets.ts',
  'src/messages.ts',
  'src/actions.ts',
  'src/route.ts',
];

describe('look-alikes of the path-helper, typed-parameter, unread-call and forwarded-query rules', () => {
  it("leaves the app's own routes and another service's clients, wrappers and URLs", async () => {
    await migrateSmallProject('neg-project-', files, { from: 4, to: 6 }, async (dir, report) => {
      expect(await readFile(join(dir, 'src/items.ts'), 'utf8')).toContain('{ keyword: text, pageSize: 20 }');
      const changed: string[] = [];
      for (const file of lookAlikes) {
        const text = await readFile(join(dir, file), 'utf8');
        if (text !== files[file]) changed.push(`${file}:\n${text}`);
      }
      expect(changed).toEqual([]);
      const name = (f: string): string => f.replace(/^src\//, '');
      const inLookAlikes = (file: string): boolean => lookAlikes.some((f) => file.endsWith(name(f)));
      expect(report.edits.filter((e) => inLookAlikes(e.file))).toEqual([]);
      expect(report.todos.filter((t) => inLookAlikes(t.file))).toEqual([]);
    });
  }, 60_000);
});

describe('a wrapper whose URL writes an origin before the path', () => {
  it("is this API's when its calls show it (a path only this API has), and its calls are then migrated", async () => {
    const own: Record<string, string> = {
      'tsconfig.json': files['tsconfig.json'] ?? '',
      'src/portal.ts': [
        'async function getJson<T>(path: string): Promise<T> {',
        '  const res = await fetch(`https://compliance.example.com/api/v4${path}`);',
        '  return (await res.json()) as T;',
        '}',
        "export const forms = (): Promise<unknown> => getJson('/items/mytestforms');",
        "export const found = (): Promise<unknown> => getJson('/profiles/search?searchText=fire');",
        '',
      ].join('\n'),
    };
    await migrateSmallProject('written-origin-', own, { from: 4, to: 6 }, async (dir) => {
      expect(await readFile(join(dir, 'src/portal.ts'), 'utf8')).toContain(
        "getJson('/profiles/search?keyword=fire')",
      );
    });
  }, 60_000);
});
