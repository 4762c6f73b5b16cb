import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { CodemodReport } from '../../src/index.js';
import { migrateSmallProject } from '../helpers.js';

/**
 * Look-alikes of the type-aware rules: code a real project has that names a v4 field, value or path of this API
 * but is the app's own data or another service's. Each project also holds one use of this API (the control), so
 * the rules run; the look-alike files must come out byte for byte, with no edit or TODO reported in them.
 */
async function expectUntouched(
  prefix: string,
  files: Readonly<Record<string, string>>,
  lookAlikes: readonly string[],
  steps: { from: number; to: number },
  control: (dir: string, report: CodemodReport) => Promise<void>,
): Promise<void> {
  await migrateSmallProject(prefix, files, steps, async (dir, report) => {
    for (const file of lookAlikes) {
      expect(await readFile(join(dir, file), 'utf8'), file).toBe(files[file]);
      const name = file.replace(/^src\//, '');
      expect(
        report.edits.filter((e) => e.file.endsWith(name)),
        `edits in ${file}`,
      ).toEqual([]);
      expect(
        report.todos.filter((t) => t.file.endsWith(name)),
        `TODOs in ${file}`,
      ).toEqual([]);
    }
    await control(dir, report);
  });
}

const tsconfig = (extra: Record<string, unknown> = {}): string =>
  JSON.stringify({
    compilerOptions: { strict: true, noEmit: true, types: [], lib: ['dom', 'esnext'], ...extra },
    include: ['src'],
  });

describe('look-alikes of the form-field rule (a server action spreading its form)', () => {
  const files: Record<string, string> = {
    'tsconfig.json': tsconfig({ jsx: 'preserve' }),
    'src/stand-ins.d.ts': [
      'declare namespace JSX {',
      '  type Element = unknown;',
      '  interface IntrinsicElements { [element: string]: { [attribute: string]: unknown } }',
      '}',
      "declare module 'ofetch' {",
      '  export function $fetch<T>(path: string, options?: { method?: string; body?: unknown }): Promise<T>;',
      '}',
      '',
    ].join('\n'),
    'src/actions.ts': [
      "'use server';",
      "import { $fetch } from 'ofetch';",
      '',
      'export async function reportHazard(formData: FormData) {',
      "  await $fetch('/api/v4/hazards/complianceItem', { method: 'POST', body: { ...Object.fromEntries(formData) } });",
      '}',
      '',
    ].join('\n'),
    'src/page.tsx': [
      "import { reportHazard } from './actions';",
      '',
      'export const HazardForm = () => (',
      '  <form action={reportHazard}>',
      '    <input name="hazardName" />',
      '  </form>',
      ');',
      '',
    ].join('\n'),
    // another service (an insurer's claims API), spreading a form with the same field names
    'src/insurer.ts': [
      "'use server';",
      "import { $fetch } from 'ofetch';",
      '',
      'export async function claim(formData: FormData) {',
      "  await $fetch('https://claims.insurer.example.net/v4/hazards', {",
      "    method: 'POST',",
      '    body: { ...Object.fromEntries(formData) },',
      '  });',
      '}',
      '',
      'export async function saveDraft(formData: FormData) {',
      "  await $fetch('/drafts', { method: 'POST', body: { ...Object.fromEntries(formData), kind: 'hazard' } });",
      '}',
      '',
      'export async function remember(formData: FormData) {',
      '  const { hazardName, riskLevel } = Object.fromEntries(formData);',
      '  return { hazardName, riskLevel };',
      '}',
      '',
    ].join('\n'),
    'src/insurer-page.tsx': [
      "import { claim, remember, saveDraft } from './insurer';",
      '',
      'export const Claims = () => (',
      '  <div>',
      '    <form action={claim}>',
      '      <input name="hazardName" />',
      '      <select name="riskLevel" />',
      '    </form>',
      '    <form action={saveDraft}>',
      '      <input name="hazardName" />',
      '    </form>',
      '    <form action={remember}>',
      '      <input name="riskLevel" />',
      '    </form>',
      '  </div>',
      ');',
      '',
    ].join('\n'),
  };
  it("leaves forms posting to actions that call another service, the app's own routes or no one", async () => {
    await expectUntouched(
      'neg-forms-',
      files,
      ['src/insurer.ts', 'src/insurer-page.tsx'],
      { from: 4, to: 6 },
      async (dir) => {
        expect(await readFile(join(dir, 'src/page.tsx'), 'utf8')).toContain('<input name="title" />');
      },
    );
  }, 60_000);
});

// the control for the rules below: a typed call of this API whose body is renamed
const control = [
  'export interface RecordRow { recordId: number; recordName: string }',
  'export async function records(): Promise<string[]> {',
  "  const res = await fetch('/api/v4/records');",
  '  const page: { data: RecordRow[] } = await res.json();',
  '  return page.data.map((r) => r.recordName);',
  '}',
  '',
].join('\n');
const controlled = async (dir: string): Promise<void> => {
  expect(await readFile(join(dir, 'src/api.ts'), 'utf8')).toContain('r.categoryName');
};

describe("look-alikes of the union-value rules (the app's own unions, another service's schema)", () => {
  const files: Record<string, string> = {
    'tsconfig.json': tsconfig(),
    'src/api.ts': control,
    'src/columns.ts': [
      "type Column = 'REC_NAME' | 'OTHER';",
      'interface Settings { sort: { column: Column; dir: "asc" | "desc" } }',
      "type SortColumn = Settings['sort']['column'];",
      "const LABELS: Record<SortColumn, string> = { REC_NAME: 'Name', OTHER: 'Other' };",
      'export function label(settings: Settings): string {',
      "  if (settings.sort.column === 'REC_NAME') return LABELS.REC_NAME;",
      '  return LABELS[settings.sort.column];',
      '}',
      "export const initial: Settings = { sort: { column: 'REC_NAME', dir: 'asc' } };",
      '',
    ].join('\n'),
    // another service's openapi-typescript schema, written with the same entry and value names
    'src/billing-schema.d.ts': [
      'export interface paths {',
      "  '/invoices': {",
      '    get: {',
      "      responses: { 200: { content: { 'application/json': components['schemas']['InvoiceList'] } } };",
      '    };',
      '  };',
      '}',
      'export interface components {',
      '  schemas: {',
      '    Record: { recordId: number; recordName: string };',
      "    HeaderId: 'REC_NAME' | 'TYPE_NAME';",
      "    Line: { headerId: components['schemas']['HeaderId']; value: string };",
      "    InvoiceList: { data: components['schemas']['Record'][]; lines: components['schemas']['Line'][] };",
      '  };',
      '}',
      '',
    ].join('\n'),
    'src/billing.ts': [
      "import type { components } from './billing-schema';",
      '',
      "export type BillingRecord = components['schemas']['Record'];",
      "type HeaderId = components['schemas']['Line']['headerId'];",
      "const NAMES: Partial<Record<HeaderId, string>> = { REC_NAME: 'Record' };",
      'export async function invoices(): Promise<string[]> {',
      "  const res = await fetch('https://billing.example.net/invoices');",
      "  const page: components['schemas']['InvoiceList'] = await res.json();",
      "  const shown = page.lines.filter((l) => l.headerId !== 'TYPE_NAME');",
      '  return [...page.data.map((r) => r.recordName), NAMES.REC_NAME ?? "", String(shown.length)];',
      '}',
      '',
    ].join('\n'),
  };
  it('leaves them', async () => {
    await expectUntouched(
      'neg-unions-',
      files,
      ['src/columns.ts', 'src/billing-schema.d.ts', 'src/billing.ts'],
      { from: 4, to: 5 },
      controlled,
    );
  }, 60_000);
});

describe("look-alikes of the lodash path rule (the app's own config, another service's body)", () => {
  const files: Record<string, string> = {
    'tsconfig.json': tsconfig(),
    'src/lodash.d.ts': [
      "declare module 'lodash' {",
      '  export function get(object: unknown, path: string | (string | number)[], defaultValue?: unknown): any;',
      '  export function set<T extends object>(object: T, path: string | (string | number)[], value: unknown): T;',
      '  export function pick<T extends object, K extends keyof T>(object: T, paths: K[]): Pick<T, K>;',
      '}',
      '',
    ].join('\n'),
    'src/api.ts': control,
    'src/config.ts': [
      "import { get, pick, set } from 'lodash';",
      '',
      'interface AppConfig { record: { recordName: string; recordId: number }; data: { recordName: string }[] }',
      'declare const config: AppConfig;',
      "export const title: string = get(config, ['record', 'recordName']);",
      "export const first: string = get(config, 'data[0].recordName');",
      "export const picked = pick(config.record, ['recordId', 'recordName']);",
      "set(config, ['record', 'recordName'], 'x');",
      'interface Mine { recordId: number; recordName: string }',
      "export const columns: [keyof Mine, string][] = [['recordId', 'Id'], ['recordName', 'Name']];",
      '',
      'export async function mirror(): Promise<string> {',
      "  const res = await fetch('https://mirror.example.org/records');",
      '  const body: { data: { recordName: string }[] } = await res.json();',
      "  return get(body, ['data', 0, 'recordName'], '');",
      '}',
      '',
    ].join('\n'),
  };
  it('leaves them', async () => {
    await expectUntouched('neg-paths-', files, ['src/config.ts'], { from: 4, to: 5 }, controlled);
  }, 60_000);
});

describe("look-alikes of the HTML content rule (the app's own rows, another service's rows)", () => {
  const files: Record<string, string> = {
    'tsconfig.json': tsconfig(),
    'src/api.ts': [
      'interface ProfileRow { profileId: number; assignedUserId: number | null }',
      'export async function owners(): Promise<string[]> {',
      "  const res = await fetch('/api/v5/profiles/search');",
      '  const page: { data: ProfileRow[] } = await res.json();',
      '  return page.data.map((p) => `<td>${p.assignedUserId}</td>`);',
      '}',
      '',
    ].join('\n'),
    'src/tasks.ts': [
      "// the app's own task rows, and a ticketing service's, with the same field name",
      'export interface TaskRow { taskId: number; assignedUserId: number | null }',
      'declare const tasks: TaskRow[];',
      'declare function nameOf(id: number | null): string;',
      'export const table = tasks.map((t) => `<tr><td>${nameOf(t.assignedUserId)}</td><td>${t.assignedUserId}</td></tr>`);',
      '',
      'export async function tickets(): Promise<string[]> {',
      "  const res = await fetch('https://tickets.example.org/profiles/search');",
      '  const page: { data: TaskRow[] } = await res.json();',
      '  return page.data.map((t) => `<li>${t.assignedUserId}</li>`);',
      '}',
      '',
    ].join('\n'),
  };
  it('leaves them', async () => {
    await expectUntouched('neg-html-', files, ['src/tasks.ts'], { from: 5, to: 6 }, async (dir) => {
      expect(await readFile(join(dir, 'src/api.ts'), 'utf8')).toContain("p.assignedUserIds.join(', ')");
    });
  }, 60_000);
});
