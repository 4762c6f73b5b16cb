import { describe, expect, it } from 'vitest';
import { blankOutside, isSfcFile, sfcBlocks } from '../../src/sfc/sfc-blocks.js';

const component = [
  '<script lang="ts">',
  "export default { name: 'RecordList' };",
  '</script>',
  '',
  '<script setup lang="ts">',
  "import { listRecords } from '@/api/records';",
  '</script>',
  '',
  '<template>',
  '  <p>{{ records.length }}</p>',
  '</template>',
  '',
].join('\n');

describe('sfcBlocks', () => {
  it("gives both script blocks' contents at their offsets, in file order, and the template", () => {
    const blocks = sfcBlocks(component, 'RecordList.vue');
    expect(blocks.lang).toBe('ts');
    expect(blocks.scripts.map((r) => component.slice(r.start, r.end).trim())).toEqual([
      "export default { name: 'RecordList' };",
      "import { listRecords } from '@/api/records';",
    ]);
    expect(blocks.template?.children.length).toBeGreaterThan(0);
  });

  it('names the file, line and column of a parse error', () => {
    expect(() => sfcBlocks('<template>\n  <p>{{ a </p>\n</template>\n', 'Broken.vue')).toThrow(
      /^Broken\.vue:2:\d+: /,
    );
  });

  it('reads a component without lang as JavaScript', () => {
    expect(sfcBlocks('<script setup>\nconst a = 1;\n</script>\n', 'A.vue').lang).toBe('js');
  });
});

describe('blankOutside', () => {
  it('keeps the ranges and every line break, and makes every other character a space', () => {
    const { scripts } = sfcBlocks(component, 'RecordList.vue');
    const blank = blankOutside(component, scripts);
    expect(blank.length).toBe(component.length);
    expect(blank.split('\n').length).toBe(component.split('\n').length);
    for (const r of scripts) expect(blank.slice(r.start, r.end)).toBe(component.slice(r.start, r.end));
    expect(blank).not.toContain('<template>');
    expect(blank).not.toContain('records.length');
  });
});

describe('isSfcFile', () => {
  it('is true for .vue files only', () => {
    expect([
      isSfcFile('a/B.vue'),
      isSfcFile('a/B.VUE'),
      isSfcFile('a/b.vue.ts'),
      isSfcFile('a/b.ts'),
    ]).toEqual([true, true, false, false]);
  });
});
