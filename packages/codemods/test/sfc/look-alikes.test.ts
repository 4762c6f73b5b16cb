import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { expectLookAlikesUntouched } from '../helpers.js';

/**
 * Look-alikes of the Vue single-file component rules: components showing the app's own `Record` (a CRM's, imported
 * through `@/`), a prop `record` of a DNS type, a `<select v-model>` of the app's own header ids, `v-if` on the app's
 * own soft-deleted rows, an untyped form saved to the CRM, a list-looking field of the app's own. One component of
 * this API beside them is migrated (the control).
 */
const shims = [
  "declare module 'vue' {",
  '  export interface Ref<T> { value: T }',
  '  export function ref<T>(value: T): Ref<T>;',
  '  export function reactive<T extends object>(value: T): T;',
  '}',
  "declare module '*.vue' {",
  '  const component: object;',
  '  export default component;',
  '}',
  'declare function defineProps<T>(): Readonly<T>;',
  '',
].join('\n');

const both = (after: boolean): string =>
  [
    '<script setup lang="ts">',
    "import { ref } from 'vue';",
    `import { listRecords, type ${after ? 'Category' : 'Record'} } from './api';`,
    "import type { Record as CrmRecord } from '@/crm/types';",
    `const ours = ref<${after ? 'Category' : 'Record'}[]>([]);`,
    'const theirs = ref<CrmRecord[]>([]);',
    'void listRecords().then((r) => (ours.value = r));',
    '</script>',
    '',
    '<template>',
    `  <p v-for="r in ours" :key="r.${after ? 'categoryId' : 'recordId'}">{{ r.${after ? 'categoryName' : 'recordName'} }}</p>`,
    '  <p v-for="r in theirs" :key="r.recordId">{{ r.recordName }}</p>',
    '</template>',
    '',
  ].join('\n');

const files: Record<string, string> = {
  'tsconfig.json': JSON.stringify({
    compilerOptions: {
      strict: true,
      noEmit: true,
      types: [],
      lib: ['dom', 'esnext'],
      baseUrl: '.',
      paths: { '@/*': ['src/*'] },
    },
    include: ['src'],
  }),
  'src/shims.d.ts': shims,
  // the control: this API's records
  'src/api.ts': [
    'export interface Record { recordId: number; recordName: string }',
    'export async function listRecords(): Promise<Record[]> {',
    "  const res = await fetch('/api/records');",
    '  const page: { data: Record[] } = await res.json();',
    '  return page.data;',
    '}',
    '',
  ].join('\n'),
  'src/RecordList.vue': [
    '<script setup lang="ts">',
    "import { ref } from 'vue';",
    "import { listRecords, type Record } from './api';",
    'const rows = ref<Record[]>([]);',
    'void listRecords().then((r) => (rows.value = r));',
    '</script>',
    '',
    '<template>',
    '  <li v-for="r in rows" :key="r.recordId">{{ r.recordName }}</li>',
    '</template>',
    '',
  ].join('\n'),
  // both in one component: this API's rows renamed, the CRM's left
  'src/Both.vue': both(false),
  // the look-alikes
  'src/crm/types.ts': [
    '/** A CRM record (a lead or an account), as the CRM answers it. */',
    'export interface Record { recordId: string; recordName: string; isDeleted: boolean; assignedUserId: number | null }',
    "export type RecordType = 'lead' | 'account';",
    "export type HeaderId = 'REC_NAME' | 'TYPE_NAME';",
    '',
  ].join('\n'),
  'src/crm/client.ts': [
    "import type { Record } from '@/crm/types';",
    'export async function crmRecords(): Promise<Record[]> {',
    "  const res = await fetch('https://crm.example.net/v4/records');",
    '  return (await res.json()) as Record[];',
    '}',
    "export async function saveRecord(record: Pick<Record, 'recordName'>): Promise<void> {",
    "  await fetch('https://crm.example.net/v4/records', { method: 'POST', body: JSON.stringify(record) });",
    '}',
    '',
  ].join('\n'),
  'src/CrmRecords.vue': [
    '<script setup lang="ts">',
    "import { reactive, ref } from 'vue';",
    "import type { HeaderId, Record } from '@/crm/types';",
    "import { crmRecords, saveRecord } from '@/crm/client';",
    'const rows = ref<Record[]>([]);',
    "const column = reactive<{ headerId: HeaderId }>({ headerId: 'REC_NAME' });",
    "const form = ref({ recordName: '' });",
    'void crmRecords().then((r) => (rows.value = r));',
    'const save = () => saveRecord(form.value);',
    '</script>',
    '',
    '<template>',
    '  <select v-model="column.headerId">',
    '    <option value="REC_NAME">Name</option>',
    '    <option value="TYPE_NAME">Type</option>',
    '  </select>',
    '  <ul>',
    '    <li v-for="item in rows" :key="item.recordId">',
    '      <span v-if="!item.isDeleted">{{ item.recordName }}</span>',
    "      <em>{{ item.assignedUserId ?? 'Unassigned' }}</em>",
    '    </li>',
    '  </ul>',
    '  <input v-model="form.recordName" @keyup.enter="save" />',
    '</template>',
    '',
  ].join('\n'),
  'src/DnsRecord.vue': [
    '<script setup lang="ts">',
    "type RecordType = 'A' | 'AAAA' | 'CNAME';",
    'interface DnsRecord { recordId: number; recordName: string; recordType: RecordType }',
    'const props = defineProps<{ record: DnsRecord }>();',
    "const isAlias = (t: RecordType) => t === 'CNAME';",
    '</script>',
    '',
    '<template>',
    '  <dl :data-id="record.recordId">',
    '    <dt>{{ record.recordName }}</dt>',
    '    <dd v-if="isAlias(props.record.recordType)">alias</dd>',
    '  </dl>',
    '</template>',
    '',
  ].join('\n'),
};

describe("look-alikes of the Vue single-file component rules (a CRM's and a DNS provider's records)", () => {
  it('leaves them byte for byte while a component of this API is migrated', async () => {
    await expectLookAlikesUntouched(
      'neg-vue-',
      files,
      ['src/crm/types.ts', 'src/crm/client.ts', 'src/CrmRecords.vue', 'src/DnsRecord.vue'],
      { from: 4, to: 6 },
      async (dir) => {
        expect(await readFile(join(dir, 'src/RecordList.vue'), 'utf8')).toContain(
          '  <li v-for="r in rows" :key="r.categoryId">{{ r.categoryName }}</li>',
        );
        expect(await readFile(join(dir, 'src/Both.vue'), 'utf8')).toBe(both(true));
      },
    );
  }, 90_000);
});
