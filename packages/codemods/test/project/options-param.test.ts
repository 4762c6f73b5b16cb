import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { migrateSmallProject, rerunSmallProject } from '../helpers.js';

/** A wrapper `call(endpoint, options)` taking the method, query and body in one options object. */
const HTTP = `export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT';
  params?: Record<string, string | number | undefined>;
  json?: unknown;
}

const ROOT = 'https://grc.example.com/api/v4';

function urlFor(endpoint: string, params?: RequestOptions['params']): string {
  const u = new URL(ROOT.trim() + endpoint);
  for (const [name, value] of Object.entries(params ?? {})) u.searchParams.append(name, String(value));
  return String(u);
}

export async function call<T>(endpoint: string, options: RequestOptions = {}): Promise<T> {
  const res = await fetch(urlFor(endpoint, options.params), {
    method: options.method ?? 'GET',
    body: options.json === undefined ? undefined : JSON.stringify(options.json),
  });
  return (await res.json()) as T;
}

export function download(endpoint: string, params: RequestOptions['params']): Promise<Blob> {
  return call<Blob>(endpoint, { params });
}
`;

const CRM = `// another service's wrapper of the same shape: its paths and options stay
export async function crm<T>(endpoint: string, options: { method?: string; params?: Record<string, string>; json?: unknown } = {}): Promise<T> {
  const url = new URL('https://crm.example.org' + endpoint);
  for (const [k, v] of Object.entries(options.params ?? {})) url.searchParams.set(k, v);
  const res = await fetch(url.href, { method: options.method, body: JSON.stringify(options.json) });
  return (await res.json()) as T;
}
`;

describe('a wrapper taking its method, query and body in one options parameter (call(endpoint, { method, params, json }))', () => {
  it("reads each call's options literal: the query and body renamed, the method known, the options' own keys kept", async () => {
    const calls = `import { call, download } from './http';
export const findItems = (text: string) => call<unknown>('/items/search', { params: { searchText: text, pageSize: 20 } });
export const reportHazard = (itemId: number) =>
  call<{ hazardId: number }>('/hazards/complianceItem', {
    method: 'POST',
    json: { itemId, hazardName: 'Wet floor', riskLevel: 'high' },
  });
export const addProfile = (json: unknown) => call<unknown>('/notificationProfiles/add', { method: 'POST', json });
export const exportOpen = (recordId: number) => download('/items/exportToExcel', { status: 'open', recordId });
`;
    const other = `import { crm } from './crm';
export const contacts = () => crm<unknown>('/records', { params: { recordId: '7' }, method: 'GET' });
`;
    await migrateSmallProject(
      'options-param-',
      { 'src/http.ts': HTTP, 'src/crm.ts': CRM, 'src/calls.ts': calls, 'src/other.ts': other },
      { from: 4, to: 6, typecheck: false },
      async (dir) => {
        const out = await readFile(join(dir, 'src/calls.ts'), 'utf8');
        expect(out).toContain(`call<unknown>('/items/search', { params: { keyword: text, pageSize: 20 } })`);
        expect(out).toContain(`json: { itemId, title: 'Wet floor', severity: 'high' }`);
        expect(out).toContain(`method: 'POST',`);
        expect(out).toContain(`call<unknown>('/notificationProfiles', { method: 'POST', json })`);
        expect(out).toContain(
          `download('/items/exporttoexcel', { itemStatus: 'open', categoryId: recordId })`,
        );
        expect(await readFile(join(dir, 'src/http.ts'), 'utf8')).toBe(HTTP);
        expect(await readFile(join(dir, 'src/crm.ts'), 'utf8')).toBe(CRM);
        expect(await readFile(join(dir, 'src/other.ts'), 'utf8')).toBe(other);
        expect((await rerunSmallProject(dir)).summary.changed).toBe(0);
      },
    );
  });
});

/** A JavaScript wrapper destructuring its options in the parameter list, with defaults (JSDoc-typed). */
const FETCH_JSON = `const API = 'https://compliance.example.com/api/v4';

/** @param {string} path @param {Record<string, unknown> | undefined} query */
function buildUrl(path, query) {
  const url = new URL(API + path);
  for (const [key, value] of Object.entries(query ?? {})) url.searchParams.set(key, String(value));
  return url.toString();
}

/** @param {string} path @param {{ method?: string, query?: Record<string, unknown>, body?: unknown }} [options] */
export async function fetchJson(path, { method = 'GET', query, body } = {}) {
  const res = await fetch(buildUrl(path, query), {
    method,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return res.json();
}
`;

/** Another service's wrapper of the same shape, and an app helper destructuring a \`body\` it never sends. */
const LOOKALIKES = `/** @param {string} path @param {{ method?: string, query?: Record<string, unknown>, body?: unknown }} [options] */
export async function auditJson(path, { method = 'GET', query, body } = {}) {
  const url = new URL('https://audit.example.org' + path);
  for (const [key, value] of Object.entries(query ?? {})) url.searchParams.set(key, String(value));
  const res = await fetch(url.href, { method, body: JSON.stringify(body) });
  return res.json();
}

/** @param {string} route @param {{ body?: unknown }} [state] */
export function navigate(route, { body } = {}) {
  history.pushState(body, '', route);
}
`;

describe('a JavaScript wrapper destructuring its options in its parameters (fetchJson(path, { method, query, body } = {}))', () => {
  it("reads each call's options literal as the request's; another service's wrapper and an app helper stay", async () => {
    const calls = `import { fetchJson } from './http.js';
/** @param {string} searchText @param {number} recordId */
export const findItems = (searchText, recordId) => fetchJson('/items/search', { query: { searchText, recordId, pageSize: 20 } });
/** @param {number} itemId */
export const reportHazard = (itemId) =>
  fetchJson('/hazards/complianceItem', { method: 'POST', body: { itemId, hazardName: 'Wet floor', riskLevel: 'high' } });
/** @param {number[]} recordIds */
export const addProfile = (recordIds) => fetchJson('/notificationProfiles/add', { method: 'POST', body: { recordIds } });
`;
    const other = `import { auditJson, navigate } from './lookalikes.js';
export const trail = () => auditJson('/records', { query: { recordId: 7, searchText: 'x' } });
export const note = () => auditJson('/hazards/complianceItem', { method: 'POST', body: { hazardName: 'audit', riskLevel: 'low' } });
export const open = () => navigate('/records', { body: { recordId: 7 } });
`;
    await migrateSmallProject(
      'destructured-options-',
      {
        'src/http.js': FETCH_JSON,
        'src/lookalikes.js': LOOKALIKES,
        'src/calls.js': calls,
        'src/other.js': other,
      },
      { from: 4, to: 6, typecheck: false },
      async (dir) => {
        const out = await readFile(join(dir, 'src/calls.js'), 'utf8');
        expect(out).toContain(
          `fetchJson('/items/search', { query: { keyword: searchText, categoryId: recordId, pageSize: 20 } })`,
        );
        expect(out).toContain(`body: { itemId, title: 'Wet floor', severity: 'high' }`);
        expect(out).toContain(
          `fetchJson('/notificationProfiles', { method: 'POST', body: { categoryIds: recordIds } })`,
        );
        expect(await readFile(join(dir, 'src/http.js'), 'utf8')).toBe(FETCH_JSON);
        expect(await readFile(join(dir, 'src/lookalikes.js'), 'utf8')).toBe(LOOKALIKES);
        expect(await readFile(join(dir, 'src/other.js'), 'utf8')).toBe(other);
        expect((await rerunSmallProject(dir)).summary.changed).toBe(0);
      },
    );
  });
});
