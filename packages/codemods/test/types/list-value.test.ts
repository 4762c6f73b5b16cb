import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { migrateSmallProject, rerunSmallProject } from '../helpers.js';

// A typed body whose one user became a list (the type-aware pass's path), written otherwise than the trial's: a
// public form profile, `null` as the absent branch and the value on the false side.
const files: Record<string, string> = {
  'tsconfig.json': JSON.stringify({
    compilerOptions: { strict: true, noEmit: true, types: [], lib: ['dom', 'esnext'] },
    include: ['src'],
  }),
  'src/stand-ins.d.ts': [
    "declare module 'http-client' {",
    '  export const http: { post<T>(path: string, body: unknown): Promise<T> };',
    '}',
    '',
  ].join('\n'),
  'src/public-form.ts': [
    "import { http } from 'http-client';",
    '',
    'interface PublicFormInput {',
    '  name: string;',
    '  assignedUserId: number | null;',
    '}',
    '',
    'export function createPublicForm(name: string, owner: string) {',
    '  const input: PublicFormInput = {',
    '    name,',
    "    assignedUserId: owner === '' ? null : Number(owner),",
    '  };',
    "  return http.post<{ id: number }>('/api/v4/profiles/publicform', input);",
    '}',
    '',
  ].join('\n'),
};

describe('a typed value sent under a field that became a list', () => {
  it('is wrapped in the branch that holds one, the null branch the empty list', async () => {
    await migrateSmallProject('list-value-', files, { from: 4, to: 6 }, async (dir) => {
      const source = await readFile(join(dir, 'src/public-form.ts'), 'utf8');
      // `number | null` became `number[]`: nobody is the empty list, so the result compiles
      expect(source).toContain("assignedUserIds: owner === '' ? [] : [Number(owner)],");
      const again = await rerunSmallProject(dir);
      expect(again.summary.changed).toBe(0);
    });
  }, 60_000);
});
