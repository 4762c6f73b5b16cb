import { describe, expect, it } from 'vitest';
import { markupCode } from '../../src/svelte/markup-code.js';
import { svelteBlocks } from '../../src/svelte/svelte-blocks.js';

/** The generated code after the prelude, and what each copied piece was in the component. */
function generate(source: string, stores: string[] = []): { body: string; copied: string[] } {
  const blocks = svelteBlocks(source, 'C.svelte');
  const code = markupCode(blocks.fragment, source, 1000, stores);
  const body = code.text.slice(code.text.indexOf('declare function __cmAwait'));
  const copied = code.segments.map((s) => {
    const text = code.text.slice(s.gen - 1000, s.gen - 1000 + s.length);
    expect(source.slice(s.src, s.src + s.length)).toBe(text);
    return text;
  });
  return { body, copied };
}

describe('markupCode', () => {
  it('writes each block as code in scope: {#each} a loop with its key, {#if} an if, {@const} a declaration', () => {
    const { body, copied } = generate(
      [
        '<ul>',
        '  {#each data.records as r, i (r.recordId)}',
        '    {@const label = r.recordName}',
        '    {#if !r.isDeleted}<li title={label}>{i}</li>{:else}<li>gone</li>{/if}',
        '  {:else}',
        '    <li>{data.empty}</li>',
        '  {/each}',
        '</ul>',
      ].join('\n'),
    );
    expect(body).toContain(
      'for (const [r, i] of __cmEach(data.records)) {\n(r.recordId);\nconst label = r.recordName;\n',
    );
    expect(body).toContain('if (!r.isDeleted) {\n(label);\n`<li>${i}</li>`;\n} else {\n}\n}\n');
    expect(copied).toEqual([
      'r',
      'data.records',
      'r.recordId',
      'const label = r.recordName',
      '!r.isDeleted',
      'label',
      'i',
      'data.empty',
    ]);
  });

  it('copies attribute values, directives and event handlers, and not the text around them', () => {
    const { copied } = generate(
      '<a href="/records/{r.recordId}" class:active={r.recordId === current} onclick={() => open(r)}>x</a>\n<input bind:value={form.searchText} />\n',
    );
    expect(copied).toEqual(['r.recordId', 'r.recordId === current', '() => open(r)', 'form.searchText']);
  });

  it('compares a <select bind:value>’s static option values with what it binds', () => {
    const { body } = generate(
      '<select bind:value={form.headerId}>\n  <option value="REC_NAME">Name</option>\n  <option value={other}>x</option>\n</select>\n',
    );
    expect(body).toContain("(form.headerId) === 'REC_NAME';");
    expect(body).toContain('(other);');
    expect(body).not.toContain("=== 'Name'");
  });

  it('declares the stores the component reads with $, and the awaited value and a snippet’s parameters', () => {
    const { body } = generate(
      '<script lang="ts">\n</script>\n{#await load() then page}<p>{page.total}</p>{:catch e}<p>{e}</p>{/await}\n{#snippet row(p: Row)}<td>{p.name}</td>{/snippet}\n<p>{$selected?.recordName}</p>\n',
      ['selected'],
    );
    expect(body).toContain('declare const $selected: __cmStore<typeof selected>;');
    expect(body).toContain('const __cmAwaited = __cmAwait(load());');
    expect(body).toContain('const page = __cmAwaited;\n`<p>${page.total}</p>`;');
    expect(body).toContain('const row = (p: Row) => {\n`<td>${p.name}</td>`;\n};');
  });
});
