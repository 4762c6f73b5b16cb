import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { expectLookAlikesUntouched, rerunSmallProject } from '../helpers.js';

/**
 * An object literal copied by `Object.assign(form, { … })` into a value typed by a body of this API (a form filled
 * from an answer): its keys are the target's fields and follow their renames. The look-alike copies the same keys
 * into a settings object of the app's own type: nothing changes.
 */
const files: Record<string, string> = {
  'tsconfig.json': JSON.stringify({
    compilerOptions: { strict: true, noEmit: true, types: [], lib: ['dom', 'esnext'] },
    include: ['src'],
  }),
  'src/api.ts': [
    'declare const http: { post<T>(path: string, body: unknown): Promise<T> };',
    'export interface Draft { name: string; recordIds: number[]; recipientEmails: string[] }',
    "export const add = (draft: Draft) => http.post<Draft>('/api/v4/notificationProfiles/add', draft);",
    '',
  ].join('\n'),
  'src/form.ts': [
    "import { add, type Draft } from './api';",
    "const form: Draft = { name: '', recordIds: [], recipientEmails: [] };",
    'export function fill(p: Draft) {',
    '  Object.assign(form, { name: p.name, recordIds: [...p.recordIds], recipientEmails: [] });',
    '  return add(form);',
    '}',
    '',
  ].join('\n'),
  'src/settings.ts': [
    'interface Settings { recordIds: number[]; recipientEmails: string[] }',
    'const settings: Settings = { recordIds: [], recipientEmails: [] };',
    'export const reset = () => Object.assign(settings, { recordIds: [1], recipientEmails: [] });',
    '',
  ].join('\n'),
};

describe('an object literal copied by Object.assign into a body-typed value', () => {
  it("renames its keys as the target's fields; the same keys copied into the app's own settings are left", () =>
    expectLookAlikesUntouched(
      'assign-target-',
      files,
      ['src/settings.ts'],
      { from: 4, to: 6 },
      async (dir) => {
        const form = await readFile(join(dir, 'src/form.ts'), 'utf8');
        expect(form).toContain(
          'Object.assign(form, { name: p.name, categoryIds: [...p.categoryIds], recipients: [] });',
        );
        expect((await rerunSmallProject(dir)).summary.changed).toBe(0);
      },
    ));
});
