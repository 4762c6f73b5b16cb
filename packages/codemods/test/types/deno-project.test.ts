import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { migrateSmallProject, rerunSmallProject } from '../helpers.js';

/**
 * A Deno project (deno.json with an import map, no tsconfig): the type-aware pass loads it as `deno check` resolves
 * it, so the models a wrapper's calls are typed with are renamed in every module importing them through `@/…` with
 * a `.ts` extension; another service's model with the same field names, imported the same way, is left. The result
 * is type-checked against the input, whose errors about Deno's globals and `jsr:` packages are not the run's.
 */
const files = {
  'deno.json': JSON.stringify({
    imports: { '@/': './src/', '@std/assert': 'jsr:@std/assert@^1' },
    compilerOptions: { strict: true },
  }),
  'src/config.ts': [
    'import { assert } from "@std/assert";',
    'export const base: string = Deno.env.get("COMPLIANCE_API") ?? "http://localhost:5080/api/v4";',
    'assert(base.length > 0);',
    '',
  ].join('\n'),
  'src/api/client.ts': [
    'import { base } from "@/config.ts";',
    'export async function api<T>(path: string, init: RequestInit = {}): Promise<T> {',
    '  const res = await fetch(new URL(base + path), init);',
    '  return await res.json() as T;',
    '}',
    '',
  ].join('\n'),
  'src/api/types.ts': [
    'export interface ComplianceRecord {',
    '  recordId: number;',
    '  recordName: string;',
    '}',
    '',
  ].join('\n'),
  'src/api/records.ts': [
    'import { api } from "@/api/client.ts";',
    'import type { ComplianceRecord } from "@/api/types.ts";',
    'export async function listRecords(): Promise<ComplianceRecord[]> {',
    '  return (await api<{ data: ComplianceRecord[] }>("/records")).data;',
    '}',
    '',
  ].join('\n'),
  'src/audit/audit.ts': [
    '/** Our audit service: its own records, with the same field names. */',
    'export interface AuditRecord {',
    '  recordId: number;',
    '  recordName: string;',
    '}',
    'export async function audited(): Promise<AuditRecord[]> {',
    '  return await (await fetch("https://audit.example.org/v2/entries")).json() as AuditRecord[];',
    '}',
    '',
  ].join('\n'),
  'src/sync/sync.ts': [
    'import { listRecords } from "@/api/records.ts";',
    'import { audited } from "@/audit/audit.ts";',
    'export async function names(): Promise<string[]> {',
    '  const records = await listRecords();',
    '  const audit = await audited();',
    '  return [...records.map((r) => `${r.recordId} ${r.recordName}`), ...audit.map((a) => a.recordName)];',
    '}',
    '',
  ].join('\n'),
};

describe('a Deno project', () => {
  it("renames the API's models through the import map in every module; another service's are left", () =>
    migrateSmallProject('deno-project-', files, { from: 4, to: 6 }, async (dir, report) => {
      const read = (f: string): Promise<string> => readFile(join(dir, f), 'utf8');
      expect(await read('src/api/records.ts')).toContain('api<{ data: ComplianceRecord[] }>("/categories")');
      expect(await read('src/api/types.ts')).toBe(
        'export interface ComplianceRecord {\n  categoryId: number;\n  categoryName: string;\n}\n',
      );
      expect(await read('src/sync/sync.ts')).toContain(
        '...records.map((r) => `${r.categoryId} ${r.categoryName}`), ...audit.map((a) => a.recordName)]',
      );
      expect(await read('src/audit/audit.ts')).toBe(files['src/audit/audit.ts']);
      // checked against the input: `Deno.env` and the unresolved `jsr:` import are the input's errors too
      expect(report.typeChecked).toBe('deno.json');
      expect(report.typeErrors).toEqual([]);
      expect(
        report.notes.some((n) => n.startsWith('a Deno project: modules and types read through deno.json')),
      ).toBe(true);
      expect((await rerunSmallProject(dir)).summary.changed).toBe(0);
    }));

  it('reports a compiler error the run leaves in a Deno module', () =>
    migrateSmallProject(
      'deno-project-error-',
      {
        ...files,
        'src/legacy.ts': [
          'import type { ComplianceRecord } from "@/api/types.ts";',
          'export const legacy: { recordId: number } = JSON.parse("{}") as ComplianceRecord;',
          '',
        ].join('\n'),
      },
      { from: 4, to: 6 },
      async (_dir, report) => {
        expect(report.typeErrors.map((e) => [e.file.replace(/^.*\/src\//, 'src/'), e.line])).toEqual([
          ['src/legacy.ts', 2],
        ]);
      },
    ));
});
