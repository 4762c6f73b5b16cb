import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { migrateSmallProject, rerunSmallProject } from '../helpers.js';

/**
 * `fetch` answers typed where the parsed body lands (`types/landing-type.ts`): a cast of `await res.json()`, a
 * returned `res.json()` in a function declared `Promise<T>`. The control is a small profile service whose one
 * `Profile` type types two endpoints' answers (a search's rows and a single read), so a read of the field both
 * changed names both changes; the look-alike casts another service's answer into a type with the same names.
 */
const files: Record<string, string> = {
  'tsconfig.json': JSON.stringify({
    compilerOptions: { strict: true, noEmit: true, types: [], lib: ['es2022', 'dom'] },
    include: ['src'],
  }),
  'src/profiles.ts': [
    "const COMPLIANCE = 'https://compliance.example.com/api/v4';",
    '',
    'export type Profile = {',
    '  id: number;',
    '  name: string;',
    '  assignedUserId: number;',
    '};',
    '',
    'export class ProfileService {',
    '  constructor(private readonly token: string) {}',
    '',
    '  async search(): Promise<Profile[]> {',
    '    const response = await fetch(COMPLIANCE + "/profiles/search", { headers: this.headers() });',
    '    const page = (await response.json()) as { data: Profile[] };',
    '    return page.data;',
    '  }',
    '',
    '  async byId(id: number): Promise<Profile> {',
    '    const response = await fetch(`${COMPLIANCE}/profiles/${id}`, { headers: this.headers() });',
    '    if (!response.ok) throw new Error(`profile ${id}: ${response.status}`);',
    '    return response.json();',
    '  }',
    '',
    '  private headers(): Record<string, string> {',
    '    return { Authorization: `Bearer ${this.token}` };',
    '  }',
    '}',
    '',
  ].join('\n'),
  'src/owners.ts': [
    "import { ProfileService } from './profiles';",
    '',
    'export async function ownerOf(service: ProfileService, id: number): Promise<number> {',
    '  const profile = await service.byId(id);',
    '  return profile.assignedUserId;',
    '}',
    '',
  ].join('\n'),
  'src/rota.ts': [
    "const ROTA = 'https://rota.example.org/v1';",
    '',
    'interface Shift {',
    '  assignedUserId: number;',
    '}',
    '',
    'export async function shifts(): Promise<number[]> {',
    '  const res = await fetch(`${ROTA}/profiles/search`);',
    '  const rows = (await res.json()) as Shift[];',
    '  return rows.map((s) => s.assignedUserId);',
    '}',
    '',
  ].join('\n'),
};

describe('a fetch answer typed where its parsed body lands', () => {
  it('renames through a cast or a declared return type; a read names every change; another service is left', async () => {
    await migrateSmallProject(
      'landing-type-',
      files,
      { from: 4, to: 6, apiHosts: ['compliance.example.com'] },
      async (dir, report) => {
        const profiles = await readFile(join(dir, 'src/profiles.ts'), 'utf8');
        expect(profiles).toContain('  assignedUserIds: number[];');
        expect(profiles, 'both answers are typed, so neither needs a person').not.toContain('TODO');
        const owners = await readFile(join(dir, 'src/owners.ts'), 'utf8');
        expect(owners).toContain('return profile.assignedUserIds[0];');
        expect(owners).toMatch(
          /TODO\(compliance-migrate\): "assignedUserId" became the list "assignedUserIds".* — see sandbox\.yaml \(changes (v6\.sandbox\.profile\.assigned-users, v6\.sandbox\.profiles-search\.assigned-users|v6\.sandbox\.profiles-search\.assigned-users, v6\.sandbox\.profile\.assigned-users)\)/,
        );
        expect(await readFile(join(dir, 'src/rota.ts'), 'utf8')).toBe(files['src/rota.ts']);
        const todo = report.todos.find((t) => t.file.endsWith('owners.ts'));
        expect(todo && [todo.writtenLine ?? todo.line, todo.column]).toEqual([6, 10]);
        const again = await rerunSmallProject(dir);
        expect(again.summary.changed, 'a second run changes nothing').toBe(0);
        const standing = again.todos.find((t) => t.file.endsWith('owners.ts'));
        expect(standing && standing.line, 'a rerun names the same line').toBe(6);
      },
    );
  });
});
