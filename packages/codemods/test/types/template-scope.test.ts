import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { expectLookAlikesUntouched, rerunSmallProject } from '../helpers.js';

/**
 * A lookup table of a Vue component's `<script setup>` indexed in its template by a field whose values the map
 * renames (`{{ LABELS[a.headerId] }}`): the template's name is followed back to the script's `const`, whose keys
 * are renamed. The look-alike component indexes a table with the same keys by a field of its own (`row.code`):
 * nothing changes.
 */
const files: Record<string, string> = {
  'tsconfig.json': JSON.stringify({
    compilerOptions: { strict: true, noEmit: true, types: [], lib: ['dom', 'esnext'] },
    include: ['src/**/*.ts', 'src/**/*.vue'],
  }),
  'src/shims.d.ts': 'declare function defineProps<T>(): Readonly<T>;\n',
  'src/api.ts': [
    'declare const http: { get<T>(path: string): Promise<T> };',
    'export interface Answer { headerId: string; value: string }',
    'export const answerOf = (itemId: number) => http.get<{ answers: Answer[] }>(`/api/v4/items/${itemId}/answer`);',
    '',
  ].join('\n'),
  'src/AnswerList.vue': [
    '<script setup lang="ts">',
    "import type { Answer } from './api';",
    'defineProps<{ answers: Answer[] }>();',
    "const LABELS: Record<string, string> = { REC_NAME: 'Record', TYPE_NAME: 'Type', OTHER: 'Other' };",
    '</script>',
    '',
    '<template>',
    '  <dl><template v-for="a in answers" :key="a.headerId"><dt>{{ LABELS[a.headerId] }}</dt></template></dl>',
    '</template>',
    '',
  ].join('\n'),
  'src/CodeList.vue': [
    '<script setup lang="ts">',
    'defineProps<{ rows: { code: string }[] }>();',
    "const LABELS: Record<string, string> = { REC_NAME: 'Record', TYPE_NAME: 'Type' };",
    '</script>',
    '',
    '<template>',
    '  <ul><li v-for="row in rows" :key="row.code">{{ LABELS[row.code] }}</li></ul>',
    '</template>',
    '',
  ].join('\n'),
};

describe("a template's name for the script's binding (a lookup table indexed in the template)", () => {
  it("renames the script's table keys the template indexes by the field; a table indexed otherwise is left", () =>
    expectLookAlikesUntouched(
      'template-scope-',
      files,
      ['src/CodeList.vue'],
      { from: 4, to: 6 },
      async (dir) => {
        const list = await readFile(join(dir, 'src/AnswerList.vue'), 'utf8');
        expect(list).toContain("{ CATEGORY_NAME: 'Record', SUBCATEGORY_NAME: 'Type', OTHER: 'Other' }");
        expect(list).toContain('{{ LABELS[a.headerId] }}');
        expect((await rerunSmallProject(dir)).summary.changed).toBe(0);
      },
    ));
});
