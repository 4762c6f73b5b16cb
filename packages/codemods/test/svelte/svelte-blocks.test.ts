import { describe, expect, it } from 'vitest';
import { isSvelteFile, svelteBlocks } from '../../src/svelte/svelte-blocks.js';

const component = [
  '<script module lang="ts">',
  "  export const title = 'Records';",
  '</script>',
  '',
  '<script lang="ts">',
  '  let { data } = $props();',
  '</script>',
  '',
  '<h1>{title}: {data.total}</h1>',
  '',
  '<style>',
  '  h1 { color: red; }',
  '</style>',
  '',
].join('\n');

describe('svelteBlocks', () => {
  it('gives both script blocks’ contents at their offsets, in file order, and the markup', () => {
    const blocks = svelteBlocks(component, 'Records.svelte');
    expect(blocks.lang).toBe('ts');
    expect(blocks.scripts.map((r) => component.slice(r.start, r.end))).toEqual([
      "\n  export const title = 'Records';\n",
      '\n  let { data } = $props();\n',
    ]);
    const tags = blocks.fragment.nodes.filter((n) => n.type === 'RegularElement');
    expect(tags.map((n) => component.slice(n.start, n.end))).toEqual(['<h1>{title}: {data.total}</h1>']);
  });

  it('reads a component without lang as JavaScript, and one without a script as markup only', () => {
    expect(svelteBlocks('<script>\n  let n = 1;\n</script>\n<p>{n}</p>\n', 'A.svelte').lang).toBe('js');
    const bare = svelteBlocks('<p>{1 + 1}</p>\n', 'B.svelte');
    expect(bare.scripts).toEqual([]);
    expect(bare.fragment.nodes.length).toBeGreaterThan(0);
  });

  it('names the file, line and column of what Svelte cannot parse', () => {
    expect(() => svelteBlocks('<p>ok</p>\n<ul>\n  {#each rows as r}\n</ul>\n', 'src/Broken.svelte')).toThrow(
      /^src\/Broken\.svelte:\d+:\d+: /,
    );
  });

  it('knows .svelte files, whatever their case', () => {
    expect(isSvelteFile('src/routes/+page.svelte')).toBe(true);
    expect(isSvelteFile('Card.SVELTE')).toBe(true);
    expect(isSvelteFile('svelte.config.js')).toBe(false);
  });
});
