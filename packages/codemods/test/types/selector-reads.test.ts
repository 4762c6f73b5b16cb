import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { migrateSmallProject } from '../helpers.js';

/**
 * k6 reads a response's fields by gjson selectors, strings naming them: `res.json('data.0.recordName')`,
 * `r.json('answers.#(headerId=="REC_NAME").value')` in the checks `check(res, sets)` of `k6` hands the response;
 * the value a selector picks, typed where it lands (`res.json('data') as unknown as Row[]`), types those rows.
 * The selectors read on a response of this API follow the endpoint's renames (names, a query's field and value); the
 * look-alikes keep theirs: another service's response read with the same selector (also through another library's
 * `check`), its own check set, and a removed field.
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
    "declare module 'k6' {",
    '  export function check<T>(value: T, sets: Record<string, (v: T) => boolean>): boolean;',
    '}',
    "declare module 'chai-checks' {",
    '  export function check<T>(value: T, sets: Record<string, (v: T) => boolean>): boolean;',
    '}',
    'declare const __ENV: Record<string, string>;',
    '',
  ].join('\n'),
  'src/api.ts': [
    "import http from 'k6/http';",
    'const API = `${__ENV.BASE_URL}/api/v4`;',
    'const AUDIT = `${__ENV.AUDIT_URL}/audit/v2`;',
    'export const listRecords = () => http.get(`${API}/records`);',
    'export const itemAnswer = (id: number) => http.get(`${API}/items/${id}/answer`);',
    'export const profile = (id: number) => http.get(`${API}/profiles/${id}`);',
    'export const audit = () => http.get(`${AUDIT}/records`);',
    '',
  ].join('\n'),
  'src/checks.ts': [
    "import type { Response } from 'k6/http';",
    'export const rowChecks = {',
    "  'has recordName': (r: Response) => r.json('data.0.recordName') !== undefined,",
    "  'counted': (r: Response) => Number(r.json('data.#')) >= 0,",
    '};',
    'export const auditChecks = {',
    "  'names its record': (r: Response) => r.json('data.0.recordName') !== undefined,",
    '};',
    '',
  ].join('\n'),
  'src/smoke.ts': [
    "import { check } from 'k6';",
    "import { check as assertAll } from 'chai-checks';",
    "import { audit, itemAnswer, listRecords, profile } from './api';",
    "import { auditChecks, rowChecks } from './checks';",
    'interface Row { recordId: number; recordName: string }',
    'interface AuditRow { recordName: string }',
    'export default function (): unknown[] {',
    '  const res = listRecords();',
    '  check(res, rowChecks);',
    '  check(audit(), auditChecks);',
    "  assertAll(audit(), { 'audited': (r) => r.json('data.0.recordName') !== null });",
    "  check(itemAnswer(1), { 'named': (r) => r.json('answers.#(headerId==\"REC_NAME\").value') !== undefined });",
    "  check(profile(1), { 'live': (r) => r.json('isDeleted') === false });",
    "  const rows = res.json('data') as unknown as Row[];",
    "  const logged = audit().json('data') as unknown as AuditRow[];",
    "  return [res.json('data.0.recordId'), audit().json('data.0.recordId'), rows[0]?.recordName, logged[0]?.recordName];",
    '}',
    '',
  ].join('\n'),
};

describe('gjson selectors read on a response of this API', () => {
  it("follow the endpoint's renames; another service's and a removed field's stay", () =>
    migrateSmallProject('selector-reads-', files, { from: 4, to: 6 }, async (dir) => {
      const checks = await readFile(join(dir, 'src/checks.ts'), 'utf8');
      expect(checks).toContain(
        "'has recordName': (r: Response) => r.json('data.0.categoryName') !== undefined",
      );
      expect(checks).toContain("r.json('data.#')");
      expect(checks).toContain(
        "'names its record': (r: Response) => r.json('data.0.recordName') !== undefined",
      );
      const smoke = await readFile(join(dir, 'src/smoke.ts'), 'utf8');
      expect(smoke).toContain('r.json(\'answers.#(headerId=="CATEGORY_NAME").value\')');
      expect(smoke).toContain(
        "return [res.json('data.0.categoryId'), audit().json('data.0.recordId'), rows[0]?.categoryName, logged[0]?.recordName]",
      );
      expect(smoke).toContain('interface Row { categoryId: number; categoryName: string }');
      expect(smoke).toContain('interface AuditRow { recordName: string }');
      expect(smoke).toContain(
        "assertAll(audit(), { 'audited': (r) => r.json('data.0.recordName') !== null })",
      );
      expect(smoke).toContain("r.json('isDeleted') === false");
    }));
});
