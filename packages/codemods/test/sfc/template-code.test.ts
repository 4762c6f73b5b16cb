import { describe, expect, it } from 'vitest';
import { sfcBlocks } from '../../src/sfc/sfc-blocks.js';
import { scriptBindings } from '../../src/sfc/script-bindings.js';
import { templateCode } from '../../src/sfc/template-code.js';

const source = [
  '<script setup lang="ts">',
  'const props = defineProps<{ record: Record }>();',
  'const rows = ref<Row[]>([]);',
  'const form = reactive({ headerId: "REC_NAME" });',
  '</script>',
  '<template>',
  '  <h1>{{ record.recordName }}</h1>',
  '  <li v-for="(r, index) in rows" :key="r.recordId" @click="open(r.recordId, $event)">{{ index }}</li>',
  '  <select v-model="form.headerId">',
  '    <option value="REC_NAME">Record</option>',
  '  </select>',
  '</template>',
  '',
].join('\n');

function generate(): ReturnType<typeof templateCode> {
  const blocks = sfcBlocks(source, 'A.vue');
  return templateCode(blocks.template!, source, 1000, scriptBindings(source, false));
}

describe('templateCode', () => {
  it('copies every expression verbatim, each segment pointing at its text in the .vue file', () => {
    const code = generate();
    expect(code.segments.length).toBeGreaterThan(5);
    for (const s of code.segments)
      expect(code.text.slice(s.gen - 1000, s.gen - 1000 + s.length)).toBe(
        source.slice(s.src, s.src + s.length),
      );
    const copied = code.segments.map((s) => source.slice(s.src, s.src + s.length));
    expect(copied).toEqual(
      expect.arrayContaining([
        'record.recordName',
        'r',
        'index',
        'rows',
        'r.recordId',
        'form.headerId',
        'REC_NAME',
      ]),
    );
  });

  it('puts the props and the unwrapped bindings in scope, a v-for as a loop, an option as a comparison', () => {
    const { text } = generate();
    expect(text).toContain('const { record } = __cmProps;');
    expect(text).toContain('const __cmScope = __cmUnref({ props, rows, form });');
    expect(text).toContain('for (const [r, index] of __cmFor(rows)) {');
    expect(text).toContain('(($event: any) => {\nopen(r.recordId, $event)\n});');
    expect(text).toContain("(form.headerId) === 'REC_NAME';");
  });

  it('remembers, for each generated line, the element or interpolation it came from', () => {
    const code = generate();
    const sources = code.lines.map((l) => source.slice(l.src, l.src + 4));
    expect(sources).toEqual(expect.arrayContaining(['{{ r', '<li ', '<opt']));
  });
});
