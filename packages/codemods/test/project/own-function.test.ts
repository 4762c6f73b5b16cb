import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { migrateSmallProject, rerunSmallProject } from '../helpers.js';

// The project's own function named like a request library (`request`), over fetch, with verbs on it; written in
// another shape than the trial's (function declarations with declared results, `API + url`, a `got` of the
// project's own too, whose calls are not the got library's).
const files: Record<string, string> = {
  'src/http.ts': [
    "const API = (window as unknown as { ENV: { complianceUrl: string } }).ENV.complianceUrl + '/api/v4';",
    '',
    'export async function request<R>(url: string, options?: RequestInit): Promise<R> {',
    '  const res = await fetch(API + url, { credentials: "include", ...options });',
    '  return (await res.json()) as R;',
    '}',
    '',
    'export function send<R>(url: string, payload: object): Promise<R> {',
    "  return request<R>(url, { method: 'POST', body: JSON.stringify(payload) });",
    '}',
    '',
    'export function got<R>(url: string): Promise<R> {',
    '  return request<R>(url, { cache: "no-store" });',
    '}',
    '',
  ].join('\n'),
  'src/hazards.ts': [
    "import { got, send } from './http';",
    '',
    'interface Row { itemId: number; score: number }',
    '',
    'export async function flag(itemId: number, label: string, level: string) {',
    "  const made = await send<{ hazardId: number }>('/hazards/complianceItem', { itemId, hazardName: label, riskLevel: level });",
    '  return made.hazardId;',
    '}',
    '',
    'export async function scores(text: string) {',
    '  const page = await got<{ data: Row[] }>(`/items/search?searchText=${encodeURIComponent(text)}`);',
    '  return page.data.map((row) => row.score);',
    '}',
    '',
  ].join('\n'),
  'tsconfig.json': JSON.stringify({
    compilerOptions: { strict: true, lib: ['ES2022', 'DOM'], noEmit: true },
    include: ['src'],
  }),
};

describe("the project's own function named like a request library", () => {
  it('is read as a wrapper over fetch, with the method and body its callers give', async () => {
    await migrateSmallProject('own-function-', files, { from: 4, to: 6 }, async (dir, report) => {
      const hazards = await readFile(join(dir, 'src/hazards.ts'), 'utf8');
      expect(hazards).toContain(
        "send<{ hazardId: number }>('/hazards/complianceItem', { itemId, title: label, severity: level })",
      );
      expect(hazards).toContain('got<{ data: Row[] }>(`/items/search?keyword=${encodeURIComponent(text)}`)');
      // read as GET: the rows it answers are renamed through their type
      expect(hazards).toContain('interface Row { itemId: number; complianceScore: number }');
      expect(hazards).toContain('page.data.map((row) => row.complianceScore)');
      expect(report.todos.filter((t) => t.message.includes('is not a request the codemod can read'))).toEqual(
        [],
      );
      const again = await rerunSmallProject(dir);
      expect(again.summary.changed).toBe(0);
    });
  }, 60_000);
});
