import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { migrateSmallProject } from '../helpers.js';

/**
 * A removed field with a known value (`notifyAssignee`, always false in v6) read in a Vue template: a read becomes
 * the value with a TODO, but a `v-model` binds a place, which `false` cannot be (Vue's compiler rejects
 * `v-model="false"`): it is left as it is, for the type-check of the result to ask about where it fails. The
 * look-alike is a field of the app's own form with the same name, bound the same way: untouched.
 */
const files: Record<string, string> = {
  'tsconfig.json': JSON.stringify({
    compilerOptions: { strict: true, noEmit: true, types: [], lib: ['dom', 'esnext'] },
    include: ['src/**/*.ts', 'src/**/*.vue'],
  }),
  'src/api.ts': [
    'declare const ofetch: { create(o: { baseURL: string }): <T>(p: string, o?: object) => Promise<T> };',
    "const http = ofetch.create({ baseURL: 'https://compliance.example.com/api' });",
    'export interface ScheduledInput { profileName: string; notifyAssignee: boolean }',
    "export const createScheduled = (input: ScheduledInput) => http('/profiles/scheduled', { method: 'POST', body: input });",
    '',
  ].join('\n'),
  'src/NewProfile.vue': [
    '<script setup lang="ts">',
    "import { createScheduled, type ScheduledInput } from './api';",
    "const draft: ScheduledInput = { profileName: '', notifyAssignee: true };",
    'const mine = { notifyAssignee: true };',
    'const save = () => createScheduled({ ...draft });',
    '</script>',
    '',
    '<template>',
    '  <form @submit.prevent="save">',
    '    <input v-model="draft.notifyAssignee" type="checkbox" />',
    '    <span v-if="draft.notifyAssignee">will notify</span>',
    '    <input v-model="mine.notifyAssignee" type="checkbox" />',
    '  </form>',
    '</template>',
    '',
  ].join('\n'),
};

describe('a removed field bound by v-model', () => {
  it("keeps the v-model's expression assignable and leaves the compiler's TODO; reads become the value", () =>
    migrateSmallProject('read-fixes-', files, { from: 4, to: 6 }, async (dir, report) => {
      const vue = await readFile(join(dir, 'src/NewProfile.vue'), 'utf8');
      expect(vue).not.toContain('v-model="false"');
      expect(vue).toContain('<input v-model="draft.notifyAssignee" type="checkbox" />');
      expect(vue).toContain('<input v-model="mine.notifyAssignee" type="checkbox" />');
      expect(vue).toContain('<span v-if="false">will notify</span>');
      // the v-model's own line holds no TODO of the removed field's value (the type-check asks there, if anything)
      expect(report.todos.filter((t) => t.file.endsWith('NewProfile.vue') && t.line === 10)).toEqual([]);
    }));
});
