import { describe, expect, it } from 'vitest';
import { markupLinks } from '../../src/svelte/markup-links.js';
import { svelteBlocks } from '../../src/svelte/svelte-blocks.js';

/** A Svelte component's link attributes: the app's own pages (SvelteKit routes), for the closing scan. */
describe("a Svelte component's markup links", () => {
  it('finds href values in elements, blocks and snippets, and nothing else of the markup', () => {
    const source = [
      '<script lang="ts">',
      '  let { data } = $props();',
      '</script>',
      '',
      '<a href="/records">All records</a>',
      '{#each data.records as r (r.recordId)}',
      '  {#if r.recordName}',
      '    <a href="/records/{r.recordId}" data-sveltekit-preload-data>{r.recordName}</a>',
      '  {/if}',
      '{/each}',
      '{#snippet row(id: number)}',
      '  <a href={`/records/${id}/edit`}>edit</a>',
      '{/snippet}',
      '<img src="/records/chart.png" alt="" />',
      "<button onclick={() => fetch('/records')}>reload</button>",
      '',
    ].join('\n');
    const links = markupLinks(svelteBlocks(source, 'Records.svelte').fragment).map((l) => ({
      text: source.slice(l.start, l.end),
      kind: l.kind,
    }));
    expect(links).toEqual([
      { text: '/records', kind: 'own' },
      { text: '/records/{r.recordId}', kind: 'own' },
      { text: '{`/records/${id}/edit`}', kind: 'own' },
    ]);
  });
});
