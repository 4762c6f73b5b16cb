import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { CodemodReport } from '../../src/index.js';
import { migrateSmallProject } from '../helpers.js';

/**
 * Look-alikes of a relative path: a project that calls this API under a relative base (an axios instance with
 * `baseURL: '/api'`, a fetch wrapper `request('/records')`) and also writes its own pages, routes, links and
 * server routes at the same paths (`/records`, `/records/:id`, `/types`, `/notificationProfiles/add`). The API
 * files must come out exactly as expected; the look-alike files byte for byte, with nothing reported in them
 * (no edit, TODO, or "possibly this API").
 */
async function expectOnlyApiMigrated(
  prefix: string,
  files: Readonly<Record<string, string>>,
  migrated: Readonly<Record<string, string>>,
  todoLines: Readonly<Record<string, number>> = {},
  /** A look-alike file whose old paths the run's closing scan still lists, for a person to glance at. */
  scanned?: string,
): Promise<void> {
  await migrateSmallProject(prefix, files, { from: 4, to: 6 }, async (dir, report: CodemodReport) => {
    const wrong: string[] = [];
    for (const file of Object.keys(files).filter((f) => f.startsWith('src/'))) {
      const written = await readFile(join(dir, file), 'utf8');
      // the TODOs a file is expected to hold (the calls the codemod cannot read), counted, not spelled out
      const todos = written.split('\n').filter((l) => l.trim().startsWith('// TODO(compliance-migrate)'));
      expect(todos, `TODO lines in ${file}`).toHaveLength(todoLines[file] ?? 0);
      const text = written.replace(/^ *\/\/ TODO\(compliance-migrate\).*\n/gm, '');
      const expected = migrated[file] ?? files[file];
      if (text !== expected) wrong.push(`${file}:\n${text}`);
    }
    expect(wrong).toEqual([]);
    const lookAlike = (file: string): boolean =>
      !Object.keys(migrated).some((f) => file.endsWith(f.replace(/^src\//, '')));
    expect(report.edits.filter((e) => lookAlike(e.file))).toEqual([]);
    expect(report.todos.filter((t) => lookAlike(t.file))).toEqual([]);
    expect(report.possible.filter((p) => lookAlike(p.file))).toEqual([]);
    if (scanned) expect(report.remaining.map((r) => r.file)).toContain(scanned);
  });
}

const tsconfig = JSON.stringify({
  compilerOptions: { strict: true, noEmit: true, types: [], lib: ['dom', 'esnext'], jsx: 'preserve' },
  include: ['src'],
});

/** Stand-ins for the libraries the projects import, so the type-aware pass reads them. */
const standIns = [
  'declare namespace JSX {',
  '  type Element = unknown;',
  '  interface IntrinsicElements { [element: string]: { [attribute: string]: unknown } }',
  '}',
  "declare module 'axios' {",
  '  interface Instance {',
  '    get<T>(url: string, config?: { params?: object }): Promise<{ data: T }>;',
  '    post<T>(url: string, body?: unknown): Promise<{ data: T }>;',
  '    put<T>(url: string, body?: unknown): Promise<{ data: T }>;',
  '  }',
  '  const axios: { create(options: { baseURL: string }): Instance };',
  '  export default axios;',
  '}',
  '',
].join('\n');

/** This API under `/api`: an axios instance and a fetch wrapper, the control every project holds. */
const apiFiles: Record<string, string> = {
  'src/api/client.ts': [
    "import axios from 'axios';",
    "export const api = axios.create({ baseURL: '/api' });",
    '',
    'export async function apiFetch<T>(path: string, init?: RequestInit): Promise<T> {',
    '  const res = await fetch(`/api${path}`, init);',
    '  return (await res.json()) as T;',
    '}',
    '',
  ].join('\n'),
  'src/api/records.ts': [
    "import { api, apiFetch } from './client';",
    '',
    'export interface RecordRow {',
    '  recordId: number;',
    '  recordName: string;',
    '}',
    '',
    'export async function recordNames(): Promise<string[]> {',
    "  const { data: page } = await api.get<{ data: RecordRow[] }>('/records');",
    '  return page.data.map((r) => r.recordName);',
    '}',
    'export async function rename(id: number, name: string): Promise<number> {',
    '  const { data } = await api.put<RecordRow>(`/records/${id}`, { recordName: name });',
    '  return data.recordId;',
    '}',
    'export const archiveType = (id: number) => apiFetch<unknown>(`/types/${id}/archive`, { method: "PUT" });',
    '',
  ].join('\n'),
};

const apiMigrated: Record<string, string> = {
  'src/api/records.ts': [
    "import { api, apiFetch } from './client';",
    '',
    'export interface CategoryRow {',
    '  categoryId: number;',
    '  categoryName: string;',
    '}',
    '',
    'export async function recordNames(): Promise<string[]> {',
    "  const { data: page } = await api.get<{ data: CategoryRow[] }>('/categories');",
    '  return page.data.map((r) => r.categoryName);',
    '}',
    'export async function rename(id: number, name: string): Promise<number> {',
    '  const { data } = await api.put<CategoryRow>(`/categories/${id}`, { categoryName: name });',
    '  return data.categoryId;',
    '}',
    'export const archiveType = (id: number) => apiFetch<unknown>(`/subcategories/${id}/archive`, { method: "PUT" });',
    '',
  ].join('\n'),
};

describe('relative look-alikes: a React app (react-router) beside this API under /api', () => {
  it("leaves the app's own routes, links and page URLs", async () => {
    const files: Record<string, string> = {
      'tsconfig.json': tsconfig,
      'src/stand-ins.d.ts': [
        standIns,
        "declare module 'react-router-dom' {",
        '  export function createBrowserRouter(routes: object[]): unknown;',
        '  export function useNavigate(): (to: string | number) => void;',
        '  export const Route: (props: { path: string; element: unknown }) => JSX.Element;',
        '  export const Link: (props: { to: string; children?: unknown }) => JSX.Element;',
        '}',
        '',
      ].join('\n'),
      ...apiFiles,
      'src/router.tsx': [
        "import { createBrowserRouter, Route } from 'react-router-dom';",
        'const RecordsPage = () => <div />;',
        'const RecordPage = () => <div />;',
        '',
        'export const router = createBrowserRouter([',
        "  { path: '/records', element: <RecordsPage /> },",
        "  { path: '/records/:recordId', element: <RecordPage /> },",
        "  { path: '/types/:typeId/edit', element: <RecordPage /> },",
        ']);',
        '',
        'export const legacy = (',
        '  <>',
        '    <Route path="/records/:recordId" element={<RecordPage />} />',
        "    <Route path={'/types'} element={<RecordsPage />} />",
        '  </>',
        ');',
        '',
      ].join('\n'),
      'src/record-row.tsx': [
        "import { Link, useNavigate } from 'react-router-dom';",
        '',
        'export function RecordRow({ id }: { id: number }) {',
        '  const navigate = useNavigate();',
        '  const share = new URL(`/records/${id}`, location.origin).toString();',
        '  const open = () => {',
        '    window.location.href = `/records/${id}`;',
        '  };',
        '  return (',
        '    <div onClick={() => navigate(`/records/${id}`)} data-share={share} onDoubleClick={open}>',
        '      <Link to={`/records/${id}`}>open</Link>',
        '      <a href={`/types/${id}`}>type</a>',
        '    </div>',
        '  );',
        '}',
        '',
      ].join('\n'),
      'src/pages.ts': [
        'export function withQuery(path: string, query: Record<string, string>): string {',
        '  const text = new URLSearchParams(query).toString();',
        '  return text ? `${path}?${text}` : path;',
        '}',
        '',
        "export const crumbs = [{ href: '/records', label: 'Records' }, { href: '/types', label: 'Types' }];",
        '// menu items keyed `url`: a page, though `url` is also a request option',
        "export const menu = [{ url: '/records', title: 'Records', icon: 'list' }];",
        "export const help = { url: '/types', title: 'Types' };",
        "export const sitemap = ['/records', '/types', '/records/new', '/notificationprofiles/new'];",
        'export const recordPage = (id: number) => `/records/${id}`;',
        "export const searchPage = (q: string) => withQuery('/records', { q });",
        "export const pageNames: Record<string, string> = { '/records': 'Records list', '/types': 'Types list' };",
        "export const i18nKeys = ['records.title', 'types.title'];",
        "export default { title: 'Records/RecordRow' };",
        '',
      ].join('\n'),
      // end-to-end tests visiting the app's pages
      'src/e2e/records.spec.ts': [
        'declare const cy: { visit(path: string): void; location(): { should(a: string, b: string): void } };',
        'declare const page: { goto(path: string): Promise<void> };',
        'declare function expectUrl(page: unknown, url: string): Promise<void>;',
        '',
        'export async function opensRecord(id: number): Promise<void> {',
        "  cy.visit('/records');",
        "  cy.location().should('eq', `/records/${id}`);",
        '  await page.goto(`/records/${id}`);',
        "  await expectUrl(page, '/types');",
        '}',
        '',
      ].join('\n'),
      'src/analytics.ts': [
        'declare const mixpanel: { track(event: string, props?: object): void };',
        'declare function logPageView(page: string): void;',
        'declare function foo(path: string): void;',
        '',
        'export function viewed(id: number): void {',
        "  logPageView('/records');",
        "  mixpanel.track('page', { page: `/records/${id}` });",
        "  foo('/records');",
        '}',
        '',
      ].join('\n'),
    };
    await expectOnlyApiMigrated('neg-rel-react-', files, apiMigrated, {}, 'src/router.tsx');
  }, 60_000);
});

describe('relative look-alikes: a Vue app (vue-router) beside this API under /api', () => {
  it("leaves the app's route records and router.push({ path }) calls", async () => {
    const files: Record<string, string> = {
      'tsconfig.json': tsconfig,
      'src/stand-ins.d.ts': [
        standIns,
        "declare module 'vue-router' {",
        '  export interface Router {',
        '    push(to: string | { path: string; query?: object }): Promise<void>;',
        '    resolve(to: { path: string }): { href: string };',
        '  }',
        '  export function createRouter(options: { routes: object[] }): Router;',
        '  export function useRouter(): Router;',
        '}',
        '',
      ].join('\n'),
      ...apiFiles,
      'src/router.ts': [
        "import { createRouter } from 'vue-router';",
        'const RecordList = {};',
        'const RecordView = {};',
        '',
        'export const router = createRouter({',
        '  routes: [',
        "    { path: '/records', component: RecordList },",
        "    { path: '/records/:id', component: RecordView, name: 'record' },",
        "    { path: '/notificationProfiles/add', component: RecordView },",
        '  ],',
        '});',
        '',
      ].join('\n'),
      'src/record-list.ts': [
        "import { useRouter } from 'vue-router';",
        '',
        'export function useRecordLinks() {',
        '  const router = useRouter();',
        '  return {',
        '    open: (id: number) => router.push({ path: `/records/${id}` }),',
        "    back: () => router.push('/records/' + 0),",
        "    types: () => router.push({ path: '/types', query: { page: 1 } }),",
        "    href: router.resolve({ path: '/records' }).href,",
        '  };',
        '}',
        '',
      ].join('\n'),
    };
    await expectOnlyApiMigrated('neg-rel-vue-', files, apiMigrated);
  }, 60_000);
});

describe('relative look-alikes: an Angular app beside this API under /api', () => {
  it("leaves Routes, router.navigate(['/records', id]) and URL trees", async () => {
    const files: Record<string, string> = {
      'tsconfig.json': tsconfig,
      'src/stand-ins.d.ts': [
        standIns,
        "declare module '@angular/router' {",
        '  export type Routes = { path: string; component?: unknown; redirectTo?: string }[];',
        '  export class Router {',
        '    navigate(commands: unknown[]): Promise<boolean>;',
        '    navigateByUrl(url: string): Promise<boolean>;',
        '    createUrlTree(commands: unknown[]): unknown;',
        '  }',
        '}',
        '',
      ].join('\n'),
      ...apiFiles,
      'src/app.routes.ts': [
        "import type { Routes } from '@angular/router';",
        'class RecordsComponent {}',
        '',
        'export const routes: Routes = [',
        "  { path: 'records', component: RecordsComponent },",
        "  { path: 'records/:id', component: RecordsComponent },",
        "  { path: '', redirectTo: '/records' },",
        '];',
        '',
      ].join('\n'),
      'src/record.component.ts': [
        "import { Router } from '@angular/router';",
        '',
        'export class RecordComponent {',
        '  constructor(private readonly router: Router) {}',
        '  open(id: number) {',
        "    return this.router.navigate(['/records', id]);",
        '  }',
        '  edit(id: number) {',
        '    return this.router.navigateByUrl(`/records/${id}/edit`);',
        '  }',
        '  tree(id: number) {',
        "    return this.router.createUrlTree(['/types', id]);",
        '  }',
        '}',
        '',
      ].join('\n'),
    };
    await expectOnlyApiMigrated('neg-rel-angular-', files, apiMigrated);
  }, 60_000);
});

describe("relative look-alikes: a Next.js app and the repo's own server beside this API under /api", () => {
  it("leaves href objects, middleware matchers and redirects, and Express/Fastify routes of the app's own", async () => {
    const files: Record<string, string> = {
      'tsconfig.json': tsconfig,
      'src/stand-ins.d.ts': [
        standIns,
        "declare module 'next/link' {",
        '  const Link: (props: { href: string | { pathname: string; query?: object } }) => JSX.Element;',
        '  export default Link;',
        '}',
        "declare module 'next/server' {",
        '  export const NextResponse: { redirect(url: URL): unknown; next(): unknown };',
        '}',
        "declare module 'express' {",
        '  type Handler = (req: unknown, res: unknown) => void;',
        '  interface App { get(path: string, ...handlers: Handler[]): void; use(path: string, router: App): void }',
        '  function express(): App;',
        '  namespace express { function Router(): App }',
        '  export default express;',
        '}',
        "declare module 'supertest' {",
        '  export default function request(app: unknown): { get(path: string): Promise<unknown> };',
        '}',
        "declare module 'fastify' {",
        '  export default function fastify(): {',
        '    get(path: string, handler: unknown): void;',
        '    route(options: { method: string; url: string; handler: unknown }): void;',
        '  };',
        '}',
        '',
      ].join('\n'),
      ...apiFiles,
      'src/app/records/[id]/page.tsx': [
        "import Link from 'next/link';",
        '',
        'export default function RecordPage({ params }: { params: { id: string } }) {',
        '  return (',
        '    <nav>',
        "      <Link href={{ pathname: '/records/[id]', query: { id: params.id } }}>this record</Link>",
        "      <Link href={'/types'}>types</Link>",
        '    </nav>',
        '  );',
        '}',
        '',
      ].join('\n'),
      // the app's own route handler, which calls this API (migrated), and a page fetching that handler (left)
      // the server's own test, asking its routes through supertest
      'src/server/app.test.ts': [
        "import request from 'supertest';",
        "import { app } from './app';",
        '',
        "export const served = () => request(app).get('/types');",
        '',
      ].join('\n'),
      'src/app/api/records/route.ts': [
        "import { api } from '../../../api/client';",
        '',
        'export async function GET(): Promise<Response> {',
        "  const { data } = await api.get<unknown>('/records');",
        '  return Response.json(data);',
        '}',
        '',
      ].join('\n'),
      'src/app/records/list.ts': [
        "export const load = (): Promise<unknown> => fetch('/api/records').then((r) => r.json());",
        'export const loadPage = (page: number): Promise<Response> => fetch(`/api/records?page=${page}`);',
        '',
      ].join('\n'),
      'src/middleware.ts': [
        "import { NextResponse } from 'next/server';",
        '',
        'export function middleware(request: Request) {',
        "  if (!request.headers.get('cookie')) return NextResponse.redirect(new URL('/records', request.url));",
        '  return NextResponse.next();',
        '}',
        "export const config = { matcher: ['/records/:path*', '/types/:path*'] };",
        '',
      ].join('\n'),
      'src/server/app.ts': [
        "import express from 'express';",
        "import fastify from 'fastify';",
        '',
        'const getRecord = (_req: unknown, _res: unknown): void => undefined;',
        'export const app = express();',
        'const records = express.Router();',
        "records.get('/records/:id', getRecord);",
        "app.use('/records', records);",
        "app.get('/types', getRecord);",
        '',
        'const server = fastify();',
        "server.get('/records/:id', getRecord);",
        "server.route({ method: 'GET', url: '/types/:id', handler: getRecord });",
        '',
      ].join('\n'),
    };
    const handler = files['src/app/api/records/route.ts'] ?? '';
    await expectOnlyApiMigrated(
      'neg-rel-next-',
      files,
      { ...apiMigrated, 'src/app/api/records/route.ts': handler.replace("'/records'", "'/categories'") },
      { 'src/app/api/records/route.ts': 1 },
    );
  }, 60_000);
});

describe('a relative path written alone that does reach a request', () => {
  it('is still migrated: through a variable, { url } options, xhr.open, SWR keys, new URL(…, location.origin), a path helper, query keys, an endpoint table', async () => {
    const calls = [
      "import { api } from './api/client';",
      "import { withQuery } from './query';",
      "import { apiFetch } from './api/client';",
      "import { TYPE_LIST } from './paths';",
      'declare function useSWR(key: string, fetcher: (url: string) => unknown): unknown;',
      'declare function mutate(key: string): void;',
      'declare function useQuery(options: { queryKey: unknown[]; queryFn: () => unknown }): unknown;',
      'declare const $: { ajax(options: { url: string; method: string }): unknown };',
      '',
      'export function rename(id: number) {',
      '  const url = `/records/${id}`;',
      "  return $.ajax({ url, method: 'PUT' });",
      '}',
      'export function listTypes(xhr: XMLHttpRequest) {',
      "  xhr.open('GET', '/types');",
      '}',
      'export const useRecords = () => useSWR(`/records`, (url) => fetch(url));',
      "export const refresh = () => mutate('/records');",
      'export const share = (id: number) => fetch(new URL(`/records/${id}`, location.origin));',
      "export const search = (q: string) => api.get<unknown>(withQuery('/records', { q }));",
      "export const useTypes = () => useQuery({ queryKey: ['/types'], queryFn: () => null });",
      "export const listRequest = { url: '/records', method: 'GET' }; // a request described, held for a sender",
      'export const types = () => apiFetch<unknown>(TYPE_LIST);',
      '',
    ];
    const files: Record<string, string> = {
      'tsconfig.json': tsconfig,
      'src/stand-ins.d.ts': standIns,
      ...apiFiles,
      'src/query.ts': [
        'export function withQuery(path: string, query: Record<string, string>): string {',
        '  const text = new URLSearchParams(query).toString();',
        '  return text ? `${path}?${text}` : path;',
        '}',
        '',
      ].join('\n'),
      'src/calls.ts': calls.join('\n'),
      // a constant of another module, given to a function of the project that fetches it
      'src/paths.ts': "export const TYPE_LIST = '/types';\n",
      'src/endpoints.ts': [
        "// a table of this API's paths, one entry with no caller in the run",
        "export const API_PATHS = { records: '/records', type: (id: number) => `/types/${id}` } as const;",
        "export class RecordsService { protected readonly endpoint = '/records'; }",
        '',
      ].join('\n'),
    };
    const migrated = (text: string): string =>
      text.replace(/\/records/g, '/categories').replace(/\/types/g, '/subcategories');
    await expectOnlyApiMigrated(
      'neg-rel-flow-',
      files,
      {
        ...apiMigrated,
        'src/calls.ts': migrated(calls.join('\n')),
        'src/endpoints.ts': migrated(files['src/endpoints.ts'] ?? ''),
        'src/paths.ts': migrated(files['src/paths.ts'] ?? ''),
      },
      { 'src/calls.ts': 3 },
    );
  }, 60_000);
});
