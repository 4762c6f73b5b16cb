import { describe, expect, it } from 'vitest';
import { withErrorTodos } from '../../src/types/typecheck.js';
import { migrateSmallProject } from '../helpers.js';

/**
 * The check of the result compares the migrated project with its input built the same way: a service worker's
 * `/// <reference lib="webworker" />` beside a `lib` holding DOM must not make a page's `location.reload()` or
 * `new FormData(form)` an error "the migration leaves": the input compiles, and so does its migration (the page's
 * read of a field that became a list is rewritten, with its TODO).
 */
const files: Record<string, string> = {
  'tsconfig.json': JSON.stringify({
    compilerOptions: {
      strict: true,
      noEmit: true,
      types: [],
      lib: ['ES2022', 'DOM', 'DOM.Iterable', 'WebWorker'],
      module: 'esnext',
      moduleResolution: 'bundler',
      skipLibCheck: true,
    },
    include: ['src'],
  }),
  'src/api.ts': [
    'export interface ProfileRow { profileId: number; assignedUserId: number | null }',
    'export async function searchProfiles(): Promise<ProfileRow[]> {',
    "  const res = await fetch('/api/v4/profiles/search');",
    '  return ((await res.json()) as { data: ProfileRow[] }).data;',
    '}',
    '',
  ].join('\n'),
  'src/page.ts': [
    "import { searchProfiles } from './api';",
    'export async function render(form: HTMLFormElement): Promise<number> {',
    '  const data = new FormData(form);',
    "  if (data.get('reload')) location.reload();",
    '  const [first] = await searchProfiles();',
    '  return (first?.assignedUserId ?? 0) + 1;',
    '}',
    '',
  ].join('\n'),
  'src/sw.ts': [
    '/// <reference lib="webworker" />',
    'declare let self: ServiceWorkerGlobalScope;',
    "self.addEventListener('install', () => void self.skipWaiting());",
    'export {};',
    '',
  ].join('\n'),
};

describe('the type-check of the result', () => {
  it('does not report the libs’ order as errors the migration leaves', async () => {
    await migrateSmallProject('typecheck-libs-', files, { from: 4, to: 6 }, async (_dir, report) => {
      const messages = report.typeErrors.map((e) => `${e.file.split('/').pop()}:${e.line} ${e.message}`);
      expect(messages.filter((m) => /WorkerLocation|Expected 0 arguments/.test(m))).toEqual([]);
      expect(report.typeChecked).toBeDefined();
      expect(messages).toEqual([]);
      expect(report.todos.some((t) => /assignedUserIds/.test(t.message))).toBe(true);
    });
  }, 60_000);
});

describe('the TODOs of the compiler errors a migration leaves (withErrorTodos)', () => {
  const text = ['const p = load();', 'show(p.assignedUserIds.length, p.assignedUserIds[0]);', ''].join('\n');
  const anchor = text.indexOf('show(');
  const error = (column: number) => ({
    file: 'src/a.ts',
    line: 2,
    column,
    message: "'p.assignedUserIds' is possibly 'undefined'.",
    anchor,
  });

  it('writes one TODO for the same message twice on a statement, counted once, and a rerun finds it once', () => {
    const once = withErrorTodos(text, [error(6), error(32)]);
    expect(once.text.match(/TODO\(compliance-migrate\)/g)).toHaveLength(1);
    expect(once.inserted).toEqual([true, false]);
    expect(once.first).toEqual([true, false]);
    const again = withErrorTodos(
      once.text,
      [error(6), error(32)].map((e) => ({ ...e, anchor: once.text.indexOf('show(') })),
    );
    expect(again.text).toBe(once.text);
    expect(again.inserted).toEqual([false, false]);
    expect(again.first).toEqual([true, false]);
  });
});
