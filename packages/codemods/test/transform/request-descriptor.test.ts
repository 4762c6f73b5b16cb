import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { migrateSmallProject, rerunSmallProject } from '../helpers.js';

/**
 * A request written as an object and sent by other code, an outbox's descriptor (`{ url: '/records', method: 'POST',
 * body: input }`, replayed later by a sync worker): its body's declared type is the request body's, so its fields
 * are renamed through the types with every object literal typed by it. Look-alikes left: a menu entry `{ url, label }`
 * (no body read), a descriptor of another service's base, an app type that only looks like the body.
 */
const files: Record<string, string> = {
  'tsconfig.json': JSON.stringify({
    compilerOptions: { strict: true, noEmit: true, types: [], module: 'esnext', moduleResolution: 'bundler' },
    include: ['src'],
  }),
  'src/requests.ts': [
    'export interface RecordInput { recordName: string; recordCode: string }',
    '/** Our own draft of a record, kept on the device: its names are ours. */',
    'export interface RecordDraft { recordName: string; savedAt: number }',
    "export type Queued = { url: string; method: 'POST' | 'PUT'; body?: unknown };",
    '',
    'export function createRecordRequest(input: RecordInput): Queued {',
    "  return { url: '/records', method: 'POST', body: input };",
    '}',
    'export const menu = [{ url: "/records", label: "Records" }];',
    '',
  ].join('\n'),
  'src/form.ts': [
    "import { createRecordRequest, type RecordDraft } from './requests';",
    'declare function send(q: unknown): void;',
    'export function submit(draft: RecordDraft, code: string) {',
    '  send(createRecordRequest({ recordName: draft.recordName, recordCode: code }));',
    '}',
    '',
  ].join('\n'),
  'src/replay.ts': [
    "import type { Queued } from './requests';",
    "const API_BASE = '/api/v4';",
    'export function replay(q: Queued) {',
    '  return fetch(`${API_BASE}${q.url}`, { method: q.method, body: JSON.stringify(q.body) });',
    '}',
    '',
  ].join('\n'),
};

describe('a request descriptor’s body', () => {
  it('is typed by its declaration: the input type and the literals written for it are renamed; the app’s own are left', async () => {
    await migrateSmallProject('descriptor-', files, { from: 4, to: 6 }, async (dir, report) => {
      const requests = await readFile(join(dir, 'src/requests.ts'), 'utf8');
      expect(requests).toContain(
        'export interface CategoryInput { categoryName: string; categoryCode: string }',
      );
      expect(requests).toContain('export interface RecordDraft { recordName: string; savedAt: number }');
      expect(requests).toContain("return { url: '/categories', method: 'POST', body: input };");
      expect(requests).toContain('export const menu = [{ url: "/records", label: "Records" }];');
      const form = await readFile(join(dir, 'src/form.ts'), 'utf8');
      expect(form).toContain('createRecordRequest({ categoryName: draft.recordName, categoryCode: code })');
      // the body is typed: no TODO about its fields; its answer is read by other code, so that TODO stays
      const messages = report.todos.map((t) => t.message);
      expect(messages.filter((m) => /request fields of this endpoint/.test(m))).toEqual([]);
      expect(messages.filter((m) => /the response of this endpoint/.test(m))).toHaveLength(1);
      expect(report.typeErrors).toEqual([]);
      const again = await rerunSmallProject(dir);
      expect(again.summary.changed).toBe(0);
    });
  }, 60_000);
});
