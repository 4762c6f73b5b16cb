import { describe, expect, it } from 'vitest';
import { sfcBlocks } from '../../src/sfc/sfc-blocks.js';
import { templateLinks } from '../../src/sfc/template-links.js';

/** A component template's link attributes: the app's own pages, for the closing scan of old paths. */
describe("a component template's links", () => {
  it('finds bound and static to/href values, and nothing else of the template', () => {
    const source = [
      '<template>',
      '  <RouterLink :to="`/records/${record.recordId}`">{{ record.recordName }}</RouterLink>',
      '  <a href="/records">all</a>',
      '  <button @click="open(\'/records\')">open</button>',
      '  <img :src="`/records/${record.recordId}.png`" />',
      '</template>',
      '<script setup lang="ts">',
      'defineProps<{ record: { recordId: number; recordName: string } }>();',
      '</script>',
      '',
    ].join('\n');
    const { template } = sfcBlocks(source, 'RecordCard.vue');
    const links = templateLinks(template!).map((l) => ({
      text: source.slice(l.start, l.end),
      kind: l.kind,
      why: l.why,
    }));
    expect(links).toEqual([
      { text: '`/records/${record.recordId}`', kind: 'own', why: 'template link (<RouterLink :to>)' },
      { text: '"/records"', kind: 'own', why: 'template link (<a href>)' },
    ]);
  });
});
