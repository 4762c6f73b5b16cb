import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { expectLookAlikesUntouched } from '../helpers.js';

/**
 * Look-alikes of the object-literal and domain-name rules: untyped literals `{ recordName }` given to another
 * library's own `Record`, literals sent as a body to another service or the app's own route, the app's own
 * `RecordType` (DNS record types, a CRM's enum, an interface of a CRM's record types). This API's own `Record` and
 * `RecordType` beside them are migrated (the control).
 */
const files: Record<string, string> = {
  'tsconfig.json': JSON.stringify({
    compilerOptions: { strict: true, noEmit: true, types: [], lib: ['dom', 'esnext'] },
    include: ['src'],
  }),
  'src/stand-ins.d.ts': [
    "declare module 'crm-sdk' {",
    '  export interface Record { recordId: string; recordName: string; recordCode: string }',
    "  export type RecordType = 'lead' | 'account';",
    '  export function createRecord(record: Partial<Record>, type?: RecordType): Promise<Record>;',
    '}',
    '',
  ].join('\n'),
  // the control: this API's records and types, an untyped draft given to its create call
  'src/kinds.ts': "export type RecordType = 'audit' | 'incident';\n",
  'src/api.ts': [
    "import type { RecordType as Kind } from './kinds';",
    'export interface Record { recordId: number; recordName: string; recordCode: string; kind?: Kind }',
    'export interface RecordType { typeId: number; typeName: string; recordId: number }',
    "export async function createRecord(input: Pick<Record, 'recordName' | 'recordCode'>): Promise<Record> {",
    "  const res = await fetch('/api/records', { method: 'POST', body: JSON.stringify(input) });",
    '  const created: Record = await res.json();',
    '  return created;',
    '}',
    'export async function recordTypes(recordId: number): Promise<RecordType[]> {',
    '  const res = await fetch(`/api/types?recordId=${recordId}`);',
    '  const page: { data: RecordType[] } = await res.json();',
    '  return page.data;',
    '}',
    '',
  ].join('\n'),
  'src/new-record.ts': [
    "import { createRecord } from './api';",
    "const draft = { recordName: '', recordCode: '' };",
    'export const submit = (name: string) => createRecord({ ...draft, recordName: name });',
    'export const again = () => createRecord(draft);',
    '',
  ].join('\n'),
  // a value given both to this API and to another type declaring the same names: left, the API's call reported
  'src/both.ts': [
    "import { createRecord, type Record } from './api';",
    "import { saveLead } from './crm-lead';",
    "const draft = { recordName: '', recordCode: '' };",
    "const sample = { recordId: 1, recordName: 'x', recordCode: 'X' };",
    'export const show = (r: Record): string => r.recordName;',
    'export async function submit(): Promise<string> {',
    '  await createRecord(draft);',
    '  saveLead(draft);',
    '  saveLead(sample);',
    '  return show(sample);',
    '}',
    '',
  ].join('\n'),
  'src/crm-lead.ts': [
    'export function saveLead(lead: { recordName: string; recordCode: string }): void {',
    '  console.log(lead.recordName);',
    '}',
    '',
  ].join('\n'),
  // the look-alikes
  'src/crm.ts': [
    "import { createRecord, type RecordType } from 'crm-sdk';",
    '',
    "const lead = { recordName: 'ACME', recordCode: 'A-1' };",
    "export const saveLead = () => createRecord(lead, 'lead' satisfies RecordType);",
    "export const saveAccount = (recordName: string) => createRecord({ recordName, recordId: 'x' });",
    '',
    'export class CrmForm {',
    "  body = { recordName: '', recordCode: '' };",
    '  async send(): Promise<void> {',
    "    await fetch('https://crm.example.net/v4/records', { method: 'POST', body: JSON.stringify(this.body) });",
    "    await fetch('/internal/records', { method: 'PUT', body: JSON.stringify({ recordName: this.body.recordName }) });",
    '  }',
    '}',
    '',
  ].join('\n'),
  'src/dns.ts': [
    "export type RecordType = 'A' | 'AAAA' | 'CNAME';",
    'export interface DnsRecord { recordId: number; recordName: string; recordType: RecordType }',
    'export async function zone(name: string): Promise<DnsRecord[]> {',
    '  const res = await fetch(`https://dns.example.net/v4/zones/${name}/records`);',
    '  const rows: DnsRecord[] = await res.json();',
    "  return rows.filter((r) => r.recordType !== 'CNAME');",
    '}',
    '',
  ].join('\n'),
  'src/crm-types.ts': [
    "export enum RecordType { Lead = 'lead', Account = 'account' }",
    '/** The record types a CRM tenant has configured. */',
    'export interface RecordTypeOption { typeId: number; typeName: string; recordType: RecordType }',
    'export async function options(): Promise<RecordTypeOption[]> {',
    "  const res = await fetch('https://crm.example.net/v4/types');",
    '  const page: { data: RecordTypeOption[] } = await res.json();',
    '  return page.data;',
    '}',
    '',
  ].join('\n'),
};

describe("look-alikes of the literal and domain-name rules (another library's Record, the app's own RecordType)", () => {
  it('leaves them byte for byte while this API’s Record and RecordType are migrated', async () => {
    await expectLookAlikesUntouched(
      'neg-literals-',
      files,
      ['src/stand-ins.d.ts', 'src/crm.ts', 'src/dns.ts', 'src/crm-types.ts', 'src/crm-lead.ts'],
      { from: 4, to: 6 },
      async (dir, report) => {
        const api = await readFile(join(dir, 'src/api.ts'), 'utf8');
        expect(api).toContain(
          'export interface Category { categoryId: number; categoryName: string; categoryCode: string; kind?: Kind }',
        );
        // the app's own kinds of record typing a field of this API's record: named for one resource, not two
        expect(await readFile(join(dir, 'src/kinds.ts'), 'utf8')).toBe(
          "export type CategoryType = 'audit' | 'incident';\n",
        );
        expect(api).toContain(
          'export interface SubCategory { subCategoryId: number; subCategoryName: string; categoryId: number }',
        );
        expect(await readFile(join(dir, 'src/new-record.ts'), 'utf8')).toBe(
          [
            "import { createRecord } from './api';",
            "const draft = { categoryName: '', categoryCode: '' };",
            'export const submit = (name: string) => createRecord({ ...draft, categoryName: name });',
            'export const again = () => createRecord(draft);',
            '',
          ].join('\n'),
        );
        // the value given to both keeps the names the other type declares; the calls of this API are reported
        const both = await readFile(join(dir, 'src/both.ts'), 'utf8');
        expect(both).toContain("const draft = { recordName: '', recordCode: '' };");
        expect(both).toContain("const sample = { categoryId: 1, recordName: 'x', recordCode: 'X' };");
        expect(both).toContain('  saveLead(draft);\n  saveLead(sample);\n');
        expect(report.typeErrors.map((e) => `${e.file}:${e.line}`)).toEqual([
          'src/both.ts:7',
          'src/both.ts:10',
        ]);
      },
    );
  }, 90_000);
});
