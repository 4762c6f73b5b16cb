import { execFileSync } from 'node:child_process';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { loadChangeMap } from '@compliance-migrate/rename-map';
import { describe, expect, it } from 'vitest';
import { findTsconfig, runCodemod } from '../../src/index.js';
import { migrateSmallProject, repoRoot, rerunSmallProject, tempDir, writeFiles } from '../helpers.js';

const files: Record<string, string> = {
  'tsconfig.json':
    '{\n  // a solution config: the app is a referenced project\n  "files": [],\n  "references": [{ "path": "./app" }],\n}\n',
  'app/tsconfig.json': JSON.stringify({
    compilerOptions: { strict: true, noEmit: true, baseUrl: '.', paths: { '@/*': ['src/*'] }, types: [] },
    include: ['src'],
  }),
  'app/src/models.ts': [
    'export interface Record {',
    '  recordId: number;',
    '  recordName: string;',
    '}',
    'export interface RecordListResponse {',
    '  data: Record[];',
    '}',
    '',
  ].join('\n'),
  'app/src/client.ts': [
    'export const api = {',
    '  async get<T>(url: string): Promise<{ data: T }> {',
    '    return { data: (await (await fetch(url)).json()) as T };',
    '  },',
    '};',
    '',
  ].join('\n'),
  'app/src/records.ts': [
    "import { api } from '@/client';",
    "import type { RecordListResponse } from '@/models';",
    '',
    "export const list = () => api.get<RecordListResponse>('/records').then((res) => res.data.data);",
    '',
  ].join('\n'),
  'app/src/view.ts': [
    "import type { Record as Row } from '@/models';",
    '',
    '// the builtin Record stays',
    'export const seen: Record<string, boolean> = {};',
    'export const label = (row: Row) => `${row.recordId}: ${row.recordName}`;',
    '',
  ].join('\n'),
};

describe('the type-aware pass', () => {
  it('loads the referenced project of a solution tsconfig, with its path aliases, and renames through them', async () => {
    const { dir, cleanup } = await tempDir('types-');
    try {
      await writeFiles(dir, files);
      expect(findTsconfig(join(dir, 'app/src'))).toBe(join(dir, 'app/tsconfig.json'));
      const report = await runCodemod({
        paths: [join(dir, 'app/src')],
        from: 4,
        to: 5,
        map: await loadChangeMap([join(repoRoot, 'fixtures/maps/sandbox.yaml')]),
        allowDirty: true,
        cwd: dir,
      });
      const read = (f: string): Promise<string> => readFile(join(dir, 'app/src', f), 'utf8');
      expect(await read('models.ts')).toBe(
        [
          'export interface Category {',
          '  categoryId: number;',
          '  categoryName: string;',
          '}',
          'export interface CategoryListResponse {',
          '  data: Category[];',
          '}',
          '',
        ].join('\n'),
      );
      expect(await read('records.ts')).toContain(
        "import type { CategoryListResponse } from '@/models';\n\nexport const list = () => api.get<CategoryListResponse>('/categories')",
      );
      const view = await read('view.ts');
      expect(view).toContain("import type { Category as Row } from '@/models';");
      expect(view).toContain('export const seen: Record<string, boolean> = {};');
      expect(view).toContain('`${row.categoryId}: ${row.categoryName}`');
      expect(report.typeErrors).toEqual([]);
      expect(report.todos).toEqual([]);
    } finally {
      await cleanup();
    }
  });

  it('a tsconfig the compiler cannot use: the syntax pass still migrates, and a note says why types were not', async () => {
    const { dir, cleanup } = await tempDir('types-broken-');
    try {
      // cut off mid-way, as an editor's crash or a bad merge leaves it
      await writeFile(join(dir, 'tsconfig.json'), '{ "compilerOptions": { "strict": tru');
      await mkdir(join(dir, 'src'));
      await writeFile(
        join(dir, 'src/a.ts'),
        "export async function ping() {\n  await fetch('/records');\n}\n",
      );
      const report = await runCodemod({
        paths: [join(dir, 'src')],
        from: 4,
        to: 5,
        map: await loadChangeMap([join(repoRoot, 'fixtures/maps/sandbox.yaml')]),
        allowDirty: true,
        cwd: dir,
      });
      expect(await readFile(join(dir, 'src/a.ts'), 'utf8')).toBe(
        "export async function ping() {\n  await fetch('/categories');\n}\n",
      );
      expect(report.summary.failed).toBe(0);
      expect(report.notes.join('\n')).toMatch(
        /the type-aware pass stopped \(.*tsconfig\.json: '\}' expected\.\); the syntax pass's edits stand/,
      );
    } finally {
      await cleanup();
    }
  });

  it('a file outside the given paths is written when a rename reaches it, and left when it has uncommitted changes', async () => {
    const { dir, cleanup } = await tempDir('types-outside-');
    const git = (...args: string[]): void => {
      execFileSync('git', ['-c', 'user.email=t@example.com', '-c', 'user.name=t', ...args], { cwd: dir });
    };
    try {
      await mkdir(join(dir, 'models'));
      await mkdir(join(dir, 'src'));
      await writeFile(
        join(dir, 'tsconfig.json'),
        JSON.stringify({ compilerOptions: { strict: true, types: [] } }),
      );
      const model = 'export interface RecordListResponse {\n  data: { recordId: number }[];\n}\n';
      await writeFile(join(dir, 'models/records.ts'), model);
      await writeFile(
        join(dir, 'src/api.ts'),
        [
          "import type { RecordListResponse } from '../models/records';",
          'export const api = { get: async <T>(url: string): Promise<T> => (await fetch(url)).json() as Promise<T> };',
          "export const ids = async () => (await api.get<RecordListResponse>('/records')).data.map((r) => r.recordId);",
          '',
        ].join('\n'),
      );
      git('init', '-q');
      git('add', '-A');
      git('commit', '-qm', 'v4');
      const migrate = async () =>
        runCodemod({
          paths: ['src'],
          from: 4,
          to: 5,
          map: await loadChangeMap([join(repoRoot, 'fixtures/maps/sandbox.yaml')]),
          cwd: dir,
        });
      // uncommitted work in the model: the codemod does not write over it
      await writeFile(join(dir, 'models/records.ts'), model + '// work in progress\n');
      const refused = await migrate();
      expect(await readFile(join(dir, 'models/records.ts'), 'utf8')).toBe(model + '// work in progress\n');
      expect(refused.notes.join('\n')).toContain(
        'models/records.ts, outside the given paths, which has uncommitted changes',
      );
      git('checkout', '--', '.');
      const report = await migrate();
      expect(await readFile(join(dir, 'models/records.ts'), 'utf8')).toBe(
        'export interface CategoryListResponse {\n  data: { categoryId: number }[];\n}\n',
      );
      expect(report.notes.join('\n')).toContain(
        'renames reached 1 file(s) outside the given paths, changed too: models/records.ts',
      );
    } finally {
      await cleanup();
    }
  });
  it('a composite project that references another: the referenced sources are read for types and renamed', async () => {
    const { dir, cleanup } = await tempDir('types-composite-');
    try {
      const json = (value: unknown): string => JSON.stringify(value, null, 2);
      const files: Record<string, string> = {
        'tsconfig.json': json({
          files: [],
          references: [{ path: './packages/models' }, { path: './packages/web' }],
        }),
        'packages/models/tsconfig.json': json({
          compilerOptions: { composite: true, strict: true, rootDir: 'src', outDir: 'dist', types: [] },
          include: ['src'],
        }),
        'packages/models/src/records.ts':
          'export interface RecordRow {\n  recordId: number;\n  recordName: string;\n}\n',
        'packages/web/tsconfig.json': json({
          compilerOptions: { composite: true, strict: true, rootDir: 'src', outDir: 'dist', types: [] },
          include: ['src'],
          references: [{ path: '../models' }],
        }),
        'packages/web/src/api.ts': [
          "import type { RecordRow } from '../../models/src/records';",
          '',
          'const api = {',
          '  async get<T>(url: string): Promise<{ data: T }> {',
          '    return { data: (await (await fetch(url)).json()) as T };',
          '  },',
          '};',
          '',
          "export const names = () => api.get<{ data: RecordRow[] }>('/records').then((res) => res.data.data);",
          '',
          'export const label = (row: RecordRow) => `${row.recordId}: ${row.recordName}`;',
          '',
        ].join('\n'),
      };
      await writeFiles(dir, files);
      const report = await runCodemod({
        paths: [join(dir, 'packages/web/src')],
        from: 4,
        to: 5,
        map: await loadChangeMap([join(repoRoot, 'fixtures/maps/sandbox.yaml')]),
        allowDirty: true,
        cwd: dir,
      });
      // never built: the referenced project's sources stand in for its declarations, as in the editor
      expect(await readFile(join(dir, 'packages/models/src/records.ts'), 'utf8')).toBe(
        'export interface CategoryRow {\n  categoryId: number;\n  categoryName: string;\n}\n',
      );
      expect(await readFile(join(dir, 'packages/web/src/api.ts'), 'utf8')).toContain(
        '`${row.categoryId}: ${row.categoryName}`',
      );
      expect(report.typeErrors).toEqual([]);
    } finally {
      await cleanup();
    }
  });
});

describe('the keys of Pick and Omit written after extends', () => {
  it("renames `extends Omit<ItemRow, 'score'>`'s keys with the fields; the app's own type's keys stay", async () => {
    const model = [
      'export interface ItemRow { itemId: number; recordName: string; score: number }',
      "export interface ItemCard extends Omit<ItemRow, 'score' | 'itemId'> { badge: string }",
      'interface Draft { recordName: string; score: number }',
      "export interface DraftView extends Pick<Draft, 'score'> { shown: boolean }",
      '',
    ].join('\n');
    const use = [
      "import type { ItemRow } from './model';",
      '',
      'export async function rows(): Promise<ItemRow[]> {',
      "  const res = await fetch('/api/v4/items/search');",
      '  const page: { data: ItemRow[] } = await res.json();',
      '  return page.data;',
      '}',
      '',
    ].join('\n');
    await migrateSmallProject(
      'heritage-pick-',
      {
        'tsconfig.json': JSON.stringify({
          compilerOptions: { strict: true, noEmit: true, types: [] },
          include: ['src'],
        }),
        'src/model.ts': model,
        'src/use.ts': use,
      },
      { from: 4, to: 6 },
      async (dir) => {
        const out = await readFile(join(dir, 'src/model.ts'), 'utf8');
        expect(out).toContain(
          "export interface ItemCard extends Omit<ItemRow, 'complianceScore' | 'itemId'>",
        );
        expect(out).toContain("export interface DraftView extends Pick<Draft, 'score'>");
      },
    );
  }, 60_000);
});

describe('TODOs of the type-aware pass', () => {
  it('writes one TODO above a line reading a field that became a list twice, and a rerun counts it once', () =>
    migrateSmallProject(
      'todo-once-',
      {
        'tsconfig.json': JSON.stringify({
          compilerOptions: { strict: true, noEmit: true, types: [], lib: ['es2022', 'dom'] },
          include: ['src'],
        }),
        'src/profiles.ts': [
          'export interface Profile {',
          '  id: number;',
          '  assignedUserId: number;',
          '}',
          '',
          'export async function owner(id: number): Promise<string> {',
          "  const res = await fetch(`/api/profiles/${id}`, { headers: { 'X-Company-Context': '1' } });",
          '  const p = (await res.json()) as Profile;',
          '  return `user ${p.assignedUserId} (#${p.assignedUserId})`;',
          '}',
          '',
        ].join('\n'),
      },
      { from: 4, to: 6 },
      async (dir, report) => {
        const written = await readFile(join(dir, 'src/profiles.ts'), 'utf8');
        expect(written.match(/TODO\(compliance-migrate\)/g), written).toHaveLength(1);
        expect(written).toContain('return `user ${p.assignedUserIds[0]} (#${p.assignedUserIds[0]})`;');
        expect(report.todos).toHaveLength(1);
        expect((await rerunSmallProject(dir)).todos).toHaveLength(1);
      },
    ));
});
