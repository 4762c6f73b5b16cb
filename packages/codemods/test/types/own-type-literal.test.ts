import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { expectLookAlikesUntouched, rerunSmallProject } from '../helpers.js';

/**
 * A body typed by an object type written in place (`detail: { profileName: string; recordId: number }`): its keys are
 * renamed, and a rerun over the result, where the type holds only new names, adds no "check the body" TODO (the
 * type is the project's own, as a named interface is). The look-alike sends a body typed the same way to another
 * service: nothing changes.
 */
const files: Record<string, string> = {
  'tsconfig.json': JSON.stringify({
    compilerOptions: { strict: true, noEmit: true, types: [], lib: ['dom', 'esnext'] },
    include: ['src'],
  }),
  'src/profiles.ts': [
    'declare const http: { put<T>(path: string, body: unknown): Promise<T> };',
    'export function updateDetail(id: number, detail: { profileName: string; recordId: number }) {',
    '  return http.put<void>(`/api/v4/profiles/${id}/detail`, detail);',
    '}',
    '',
  ].join('\n'),
  'src/crm.ts': [
    'declare const crm: { put<T>(path: string, body: unknown): Promise<T> };',
    'export function updateLead(id: number, detail: { profileName: string; recordId: number }) {',
    '  return crm.put<void>(`https://crm.example.org/leads/${id}/detail`, detail);',
    '}',
    '',
  ].join('\n'),
};

describe('a body typed by an object type written in place', () => {
  it("renames its keys, and a rerun adds nothing; another service's body typed the same way is left", () =>
    expectLookAlikesUntouched('own-type-literal-', files, ['src/crm.ts'], { from: 4, to: 6 }, async (dir) => {
      const profiles = await readFile(join(dir, 'src/profiles.ts'), 'utf8');
      expect(profiles).toContain('detail: { profileName: string; categoryId: number }');
      expect(profiles).not.toContain('TODO(compliance-migrate)');
      const again = await rerunSmallProject(dir);
      expect(again.summary.changed).toBe(0);
      expect(again.todos).toEqual([]);
    }));
});
