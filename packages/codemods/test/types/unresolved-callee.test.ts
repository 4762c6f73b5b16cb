import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { migrateSmallProject, rerunSmallProject } from '../helpers.js';

/**
 * A call whose callee the compiler cannot type (a Nuxt auto-import with `.nuxt/` not generated): its type argument
 * reaches none of the reads of its result, so the response keeps its TODO on the first run and on a rerun (which
 * finds the type already renamed). The control is the same call through a declared generic function, whose type
 * carries the rename to the reads with no TODO.
 */
const files: Record<string, string> = {
  'tsconfig.json': JSON.stringify({
    compilerOptions: { strict: true, noEmit: true, types: [], lib: ['esnext', 'dom'] },
    include: ['src'],
  }),
  // a Nuxt app whose `.nuxt/` was never generated: `$fetch` and `useApi` are auto-imports the compiler cannot see
  'src/nuxt.config.ts': 'export default {};\n',
  'src/composables/useApi.ts': [
    'export function useApi() {',
    "  return $fetch.create({ baseURL: 'https://compliance.example.com/api' });",
    '}',
    "export const addProfile = (body: object) => useApi()('/notificationProfiles/add', { method: 'POST', body });",
    '',
  ].join('\n'),
  'src/untyped.ts': [
    'const api = useApi();',
    'export async function load(id: number): Promise<number[]> {',
    '  const existing = await api<{ recordIds: number[] }>(`/notificationProfiles/${id}`);',
    '  return existing.recordIds;',
    '}',
    '',
  ].join('\n'),
  'src/typed.ts': [
    "const base = 'https://compliance.example.com/api';",
    'async function get<T>(path: string): Promise<T> {',
    '  return (await fetch(base + path)).json() as Promise<T>;',
    '}',
    'export async function load(id: number): Promise<number[]> {',
    '  const existing = await get<{ recordIds: number[] }>(`/notificationProfiles/${id}`);',
    '  return existing.recordIds;',
    '}',
    '',
  ].join('\n'),
};

describe('a call whose callee is untyped', () => {
  it('keeps its response TODO on every run; a typed call is renamed through its type', () =>
    migrateSmallProject('unresolved-callee-', files, { from: 4, to: 6 }, async (dir, report) => {
      const untypedTodos = report.todos.filter((t) => t.file.endsWith('untyped.ts'));
      expect(untypedTodos.map((t) => t.message)).toEqual([
        expect.stringContaining('the response of this endpoint has renamed fields'),
      ]);
      expect(report.todos.filter((t) => t.file.endsWith('/typed.ts') || t.file === 'src/typed.ts')).toEqual(
        [],
      );
      expect(await readFile(join(dir, 'src/typed.ts'), 'utf8')).toContain('return existing.categoryIds;');
      // (a rerun also adds a TODO to typed.ts, whose inline type literal it finds already renamed: not this rule's)
      const again = await rerunSmallProject(dir);
      const untypedAgain = again.todos.filter((t) => t.file.endsWith('untyped.ts'));
      expect(untypedAgain.map((t) => t.message)).toEqual(untypedTodos.map((t) => t.message));
    }));
});
