import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { migrateSmallProject } from '../helpers.js';

/**
 * k6's `http.get` returns the response itself, read at once: `listRecords(token).json() as unknown as Page<Row>`
 * and `const res = getItem(token, id); res.json() as Item` type the body where it lands, through a function of the
 * project returning the request as it is, so the fields of `Row` and `Item` are renamed with every read of them. The
 * look-alike: another service's `audit()` read the same way keeps its `recordId`.
 */
const files: Record<string, string> = {
  'tsconfig.json': JSON.stringify({
    compilerOptions: { strict: true, noEmit: true, types: [], lib: ['esnext'] },
    include: ['src'],
  }),
  'src/k6.d.ts': [
    "declare module 'k6/http' {",
    '  interface Response { status: number; json(selector?: string): unknown }',
    '  const http: { get(url: string, params?: object): Response };',
    '  export default http;',
    '}',
    'declare const __ENV: Record<string, string>;',
    '',
  ].join('\n'),
  'src/models.ts': [
    'export interface Page<T> { data: T[] }',
    'export interface Row { recordId: number; recordName: string }',
    'export interface Item { itemId: number; score: number | null }',
    'export interface AuditRow { recordId: number; at: string }',
    '',
  ].join('\n'),
  'src/api.ts': [
    "import http from 'k6/http';",
    'const API = `${__ENV.BASE_URL}/api/v4`;',
    'const AUDIT = `${__ENV.AUDIT_URL}/audit/v2`;',
    'export function listRecords(token: string) {',
    '  return http.get(`${API}/records`, { headers: { Authorization: token } });',
    '}',
    'export const getItem = (token: string, id: number) => http.get(`${API}/items/${id}`, { headers: { Authorization: token } });',
    'export const audit = () => http.get(`${AUDIT}/records`);',
    '',
  ].join('\n'),
  'src/scenario.ts': [
    "import { audit, getItem, listRecords } from './api';",
    "import type { AuditRow, Item, Page, Row } from './models';",
    'export default function (): string[] {',
    "  const page = listRecords('t').json() as unknown as Page<Row>;",
    "  const res = getItem('t', page.data[0]!.recordId);",
    '  const item = res.json() as Item;',
    '  const logged = audit().json() as unknown as Page<AuditRow>;',
    '  return [...page.data.map((r) => r.recordName), String(item.score), String(logged.data[0]?.recordId)];',
    '}',
    '',
  ].join('\n'),
};

describe('a response read at once, typed where its parsed body lands', () => {
  it("renames the fields of the type it lands in; another service's rows keep theirs", () =>
    migrateSmallProject('sync-json-read-', files, { from: 4, to: 6 }, async (dir) => {
      const models = await readFile(join(dir, 'src/models.ts'), 'utf8');
      expect(models).toContain('export interface Row { categoryId: number; categoryName: string }');
      expect(models).toContain('export interface Item { itemId: number; complianceScore: number | null }');
      expect(models).toContain('export interface AuditRow { recordId: number; at: string }');
      const scenario = await readFile(join(dir, 'src/scenario.ts'), 'utf8');
      expect(scenario).toContain("getItem('t', page.data[0]!.categoryId)");
      expect(scenario).toContain('page.data.map((r) => r.categoryName), String(item.complianceScore)');
      expect(scenario).toContain('String(logged.data[0]?.recordId)');
    }));
});
