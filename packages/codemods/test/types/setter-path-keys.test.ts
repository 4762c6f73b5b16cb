import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { migrateSmallProject } from '../helpers.js';

/** A store whose setter takes a path of keys, each typed by a constrained type parameter (Solid's shape, written small). */
const storeStandIn = [
  "declare module 'small-store' {",
  '  type KeyOf<T> = keyof T & string;',
  '  export type Part<T, K extends KeyOf<T>> = K | readonly K[];',
  '  export interface Setter<T> {',
  '    <K1 extends KeyOf<T>, K2 extends KeyOf<T[K1]>>(k1: Part<T, K1>, k2: Part<T[K1], K2>, value: T[K1][K2]): void;',
  '    <K1 extends KeyOf<T>>(k1: Part<T, K1>, value: T[K1]): void;',
  '  }',
  '  export function createStore<T extends object>(initial: T): [T, Setter<T>];',
  '}',
  '',
].join('\n');

const files: Record<string, string> = {
  'tsconfig.json': JSON.stringify({
    compilerOptions: { strict: true, noEmit: true, types: [], module: 'esnext', moduleResolution: 'bundler' },
    include: ['src'],
  }),
  'src/stand-ins.d.ts': storeStandIn,
  'src/api.ts': [
    'export interface NewRecord { recordName: string; recordCode: string }',
    '',
    'export async function addRecord(input: NewRecord): Promise<void> {',
    "  await fetch('/api/v4/records', { method: 'POST', body: JSON.stringify(input) });",
    '}',
    '',
  ].join('\n'),
  'src/editor.ts': [
    "import { createStore } from 'small-store';",
    "import { addRecord, type NewRecord } from './api';",
    '',
    '// the app’s own preferences, with a key of the same name, never sent',
    'interface Prefs { recordName: string; dense: boolean }',
    '',
    "const [state, setState] = createStore<{ draft: NewRecord; saving: boolean }>({ draft: { recordName: '', recordCode: '' }, saving: false });",
    "const [, setPrefs] = createStore<Prefs>({ recordName: 'Records', dense: false });",
    '',
    'export function rename(name: string) {',
    "  setState('draft', 'recordName', name);",
    "  setState('saving', true);",
    "  setPrefs('recordName', name);",
    '  return addRecord(state.draft);',
    '}',
    '',
  ].join('\n'),
};

describe("a store setter's path keys", () => {
  it('follow the renamed field through the path; the same key of the app’s own store is left', async () => {
    await migrateSmallProject('setter-path-keys-', files, { from: 4, to: 6 }, async (dir, report) => {
      const editor = await readFile(join(dir, 'src/editor.ts'), 'utf8');
      expect(editor).toContain("setState('draft', 'categoryName', name);");
      expect(editor).toContain("setState('saving', true);");
      expect(editor).toContain("setPrefs('recordName', name);");
      expect(editor).toContain("createStore<Prefs>({ recordName: 'Records', dense: false })");
      expect(report.typeErrors).toEqual([]);
    });
  });
});
