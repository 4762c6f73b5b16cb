import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadChangeMap } from '@compliance-migrate/rename-map';
import { runCodemod } from '../../src/index.js';
import { migrateSmallProject, rerunSmallProject, tempDir, writeFiles } from '../helpers.js';

/** Vue single-file components in a run: script blocks and template expressions migrated in place. */
const shims = [
  "declare module 'vue' {",
  '  export interface Ref<T> { value: T }',
  '  export function ref<T>(value: T): Ref<T>;',
  '}',
  "declare module '*.vue' {",
  '  const component: object;',
  '  export default component;',
  '}',
  'declare function defineProps<T>(): Readonly<T>;',
  '',
].join('\n');

const api = [
  'export interface Record { recordId: number; recordName: string }',
  'export interface ProfileRow { profileId: number; assignedUserId: number | null }',
  'export async function listRecords(): Promise<Record[]> {',
  "  const res = await fetch('/api/records');",
  '  const page: { data: Record[] } = await res.json();',
  '  return page.data;',
  '}',
  'export async function searchProfiles(): Promise<ProfileRow[]> {',
  "  const res = await fetch('/api/profiles/search');",
  '  const page: { data: ProfileRow[] } = await res.json();',
  '  return page.data;',
  '}',
  '',
].join('\n');

const list = (after: boolean): string =>
  [
    '<script setup lang="ts">',
    "import { ref } from 'vue';",
    `import { listRecords, type ${after ? 'Category' : 'Record'} } from './api';`,
    '',
    `const props = defineProps<{ selected: ${after ? 'Category' : 'Record'} }>();`,
    `const rows = ref<${after ? 'Category' : 'Record'}[]>([]);`,
    'const open = (id: number) => id;',
    'void listRecords().then((r) => (rows.value = r));',
    after
      ? 'void fetch(`/api/subcategories?categoryId=${props.selected.categoryId}`);'
      : 'void fetch(`/api/types?recordId=${props.selected.recordId}`);',
    '</script>',
    '',
    '<template>',
    '  <!-- the list -->',
    `  <h1>{{ selected.${after ? 'categoryName' : 'recordName'} }}</h1>`,
    '  <ul>',
    after
      ? '    <li v-for="r in rows" :key="r.categoryId" @click="open(r.categoryId)">{{ r.categoryName }}</li>'
      : '    <li v-for="r in rows" :key="r.recordId" @click="open(r.recordId)">{{ r.recordName }}</li>',
    '  </ul>',
    `  <a :href="\`/records/\${props.selected.${after ? 'categoryId' : 'recordId'}}\`">page</a>`,
    '</template>',
    '',
    '<style scoped>',
    'h1 { color: red; }',
    '</style>',
    '',
  ].join('\n');

const owners = [
  '<script setup lang="ts">',
  "import { ref } from 'vue';",
  "import { searchProfiles, type ProfileRow } from './api';",
  'const rows = ref<ProfileRow[]>([]);',
  'void searchProfiles().then((r) => (rows.value = r));',
  '</script>',
  '',
  '<template>',
  '  <table>',
  '    <tr v-for="p in rows" :key="p.profileId">',
  "      <td>{{ p.assignedUserId ?? 'nobody' }}</td>",
  '      <td>Owner: {{ p.assignedUserId }}</td>',
  '    </tr>',
  '  </table>',
  '</template>',
  '',
].join('\n');

const files: { [path: string]: string } = {
  'tsconfig.json': JSON.stringify({
    compilerOptions: { strict: true, noEmit: true, types: [], lib: ['dom', 'esnext'] },
    include: ['src'],
  }),
  'src/shims.d.ts': shims,
  'src/api.ts': api,
  'src/RecordList.vue': list(false),
  'src/Owners.vue': owners,
  'src/Plain.vue':
    "<script setup>\nvoid fetch('/api/records');\n</script>\n\n<template>\n  <p>{{ recordName }}</p>\n</template>\n",
  'src/Broken.vue': '<template>\n  <p>{{ a </p>\n</template>\n',
};

describe('Vue single-file components', () => {
  it('migrates the script blocks and the template expressions, keeping every other byte', async () => {
    await migrateSmallProject('sfc-', files, { from: 4, to: 6 }, async (dir, report) => {
      expect(await readFile(join(dir, 'src/RecordList.vue'), 'utf8')).toBe(list(true));
      expect(report.notes.join('\n')).toMatch(/3 Vue single-file component\(s\)/);
      const template = report.edits.filter((e) => e.file.endsWith('RecordList.vue') && e.line === 14);
      expect(template).toEqual([
        expect.objectContaining({ line: 14, column: 19, changeId: 'v5.sandbox.categories-list.record-name' }),
      ]);
    });
  }, 60_000);

  it('reads a JavaScript component’s script (not its template), and reports a component it cannot parse', async () => {
    await migrateSmallProject('sfc-js-', files, { from: 4, to: 6 }, async (dir, report) => {
      expect(await readFile(join(dir, 'src/Plain.vue'), 'utf8')).toBe(
        files['src/Plain.vue']!.replace('/api/records', '/api/categories'),
      );
      expect(await readFile(join(dir, 'src/Broken.vue'), 'utf8')).toBe(files['src/Broken.vue']);
      expect(report.failures).toEqual([
        { file: 'src/Broken.vue', error: expect.stringMatching(/Broken\.vue:2:\d+: /) },
      ]);
    });
  }, 60_000);

  it('puts a TODO in the template as an HTML comment above the element, once', async () => {
    await migrateSmallProject('sfc-todo-', files, { from: 4, to: 6 }, async (dir, report) => {
      const text = await readFile(join(dir, 'src/Owners.vue'), 'utf8');
      // the element's whole content shows every one; in a sentence the first, with a TODO above the element
      expect(text).toContain(
        '      <td>{{ p.assignedUserIds.join(\', \') || \'nobody\' }}</td>\n      <!-- TODO(compliance-migrate): "assignedUserId" became the list "assignedUserIds"',
      );
      expect(text).toContain('      <td>Owner: {{ p.assignedUserIds[0] }}</td>');
      expect(report.todos.filter((t) => t.file === 'src/Owners.vue')).toEqual([
        expect.objectContaining({ line: 12, inserted: true }),
      ]);
      const again = await rerunSmallProject(dir);
      expect(again.summary.changed).toBe(0);
      expect(again.todos.filter((t) => t.file === 'src/Owners.vue')).toHaveLength(1);
    });
  }, 60_000);

  it('reports a compiler error the migration leaves in a template at its .vue line, with a TODO there', async () => {
    const { dir, cleanup } = await tempDir('sfc-error-');
    try {
      const overlay = [
        'description: a field the code reads that the new version removed, with no value to restore',
        'changes:',
        '  - id: v5.test.categories.record-code',
        "    title: 'Category list rows: recordCode was removed'",
        '    kind: field.removed',
        '    since: 5',
        '    endpoint: GET /categories',
        '    in: response',
        "    at: 'data[]'",
        '    field: recordCode',
        '',
      ].join('\n');
      const codes = [
        '<script setup lang="ts">',
        "import { ref } from 'vue';",
        "import { listRecords, type Record } from './api';",
        'const rows = ref<Record[]>([]);',
        'void listRecords().then((r) => (rows.value = r));',
        '</script>',
        '',
        '<template>',
        '  <h2>{{ rows.length }} codes</h2>',
        '  <ul>',
        '    <li v-for="r in rows" :key="r.recordId">{{ r.recordCode }}</li>',
        '  </ul>',
        '</template>',
        '',
      ].join('\n');
      await writeFiles(dir, {
        'tsconfig.json': files['tsconfig.json']!,
        'src/shims.d.ts': shims,
        'src/api.ts': api.replace(
          'export interface Record { recordId: number; recordName: string }',
          'export interface Record {\n  recordId: number;\n  recordCode: string;\n}',
        ),
        'src/Codes.vue': codes,
        'overlay.yaml': overlay,
      });
      const report = await runCodemod({
        paths: [join(dir, 'src')],
        from: 4,
        to: 5,
        map: await loadChangeMap([join(dir, 'overlay.yaml')]),
        allowDirty: true,
        cwd: dir,
      });
      expect(report.typeErrors).toEqual([
        expect.objectContaining({
          file: 'src/Codes.vue',
          line: 11,
          message: expect.stringContaining('recordCode'),
        }),
      ]);
      expect(report.todos.filter((t) => t.file === 'src/Codes.vue')).toEqual([
        expect.objectContaining({ line: 11, changeId: 'typecheck' }),
      ]);
      const text = await readFile(join(dir, 'src/Codes.vue'), 'utf8');
      expect(text).toContain(
        "  <ul>\n    <!-- TODO(compliance-migrate): after the migration the compiler says: Property 'recordCode' does not exist",
      );
      expect(text).toContain('{{ r.recordCode }}');
    } finally {
      await cleanup();
    }
  }, 60_000);
});
