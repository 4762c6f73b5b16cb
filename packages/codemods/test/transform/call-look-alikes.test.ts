import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { expectLookAlikesUntouched } from '../helpers.js';

/**
 * Look-alikes of the query-argument and jQuery rules: an object literal after a path that is a DNS provider's or a
 * CRM's search, and jQuery requests to another host or the app's own backend, all naming v4 fields
 * of this API. Each project also holds one call of this API whose query is renamed (the control).
 */
const tsconfig = JSON.stringify({
  compilerOptions: { strict: true, noEmit: true, types: [], lib: ['dom', 'esnext'] },
  include: ['src'],
});

describe('look-alikes of the query argument (an object literal after a path)', () => {
  const files: Record<string, string> = {
    'tsconfig.json': tsconfig,
    // the control: the app's wrapper of this API
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
    ].join('\n'),
    // another service's client: a DNS provider and a CRM search, with the same paths and names
    'src/dns.ts': [
      'interface DnsRecord { recordId: string; recordName: string; recordCode: string }',
      'const dns = {',
      '  get<T>(path: string, query: Record<string, unknown>): Promise<T> {',
      '    const qs = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));',
      '    return fetch(`https://dns.provider.example.net/v4${path}?${qs}`).then((r) => r.json());',
      '  },',
      '};',
      'const crm = {',
      '  get<T>(path: string, query: Record<string, unknown>): Promise<T> {',
      "    return fetch('https://crm.example.org/api' + path + '?' + new URLSearchParams(JSON.stringify(query))).then((r) => r.json());",
      '  },',
      '};',
      "export const zone = (recordName: string) => dns.get<DnsRecord[]>('/records', { recordName, recordCode: 'A' });",
      "export const leads = (recordName: string, q: string) => crm.get<unknown>('/records', { recordName, searchText: q });",
      "export const found = (q: string) => crm.get<unknown>('/items/search', { searchText: q });",
      "export const kinds = (recordId: number) => dns.get<unknown>('/types', { recordId });",
      '',
    ].join('\n'),
  };
  files['src/axios.d.ts'] = [
    "declare module 'axios' {",
    '  interface Instance { get<T>(url: string, config?: object): Promise<{ data: T }> }',
    '  const axios: { create(config: { baseURL: string }): Instance };',
    '  export default axios;',
    '}',
    '',
  ].join('\n');
  // an axios instance of another service, given a plain object after the path (axios would ignore its keys)
  files['src/crm-axios.ts'] = [
    "import axios from 'axios';",
    "const crm = axios.create({ baseURL: 'https://crm.example.org/api/v4' });",
    "export const kinds = (recordId: number) => crm.get<unknown>('/types', { recordId });",
    "export const found = (searchText: string) => crm.get<unknown>('/items/search', { searchText });",
    '',
  ].join('\n');
  it("leaves another service's search and a DNS client's query", async () => {
    await expectLookAlikesUntouched(
      'neg-query-arg-',
      files,
      ['src/dns.ts', 'src/crm-axios.ts'],
      { from: 4, to: 6 },
      async (dir) => {
        expect(await readFile(join(dir, 'src/api.ts'), 'utf8')).toContain(
          "api.get<unknown>('/subcategories', { categoryId: recordId })",
        );
      },
    );
  }, 60_000);
});

describe("look-alikes of jQuery's requests (another host, the app's own backend, another library's $)", () => {
  const files: Record<string, string> = {
    'tsconfig.json': JSON.stringify({
      compilerOptions: { allowJs: true, noEmit: true, types: [] },
      include: ['src'],
    }),
    // the control: a jQuery call of this API
    'src/api.js': [
      "var base = '/api/v4';",
      "$.getJSON(base + '/types', { recordId: id }, function (res) { show(res.data[0].typeName); });",
      '',
    ].join('\n'),
    'src/others.js': [
      "$.ajax({ url: 'https://dns.provider.example.net/v4/records', data: { recordId: id, recordName: n } });",
      "$.ajax({ url: 'https://crm.example.org/api/records', type: 'POST', data: JSON.stringify({ recordName: n }) })",
      '  .done(function (res) { show(res.recordName); });',
      "$.get('https://crm.example.org/api/items/search', { searchText: q }, function (res) { show(res.data[0].recordName); });",
      "$.post('/bff/records', { recordName: n, recordCode: c });",
      "jQuery.getJSON('/local/types.json', { recordId: id }, function (res) { show(res.typeName); });",
      '',
    ].join('\n'),
  };
  it('leaves them', async () => {
    await expectLookAlikesUntouched(
      'neg-jquery-',
      files,
      ['src/others.js'],
      { from: 4, to: 6 },
      async (dir) => {
        expect(await readFile(join(dir, 'src/api.js'), 'utf8')).toContain(
          "$.getJSON(base + '/subcategories', { categoryId: id }",
        );
      },
    );
  }, 60_000);
});
