import { describe, expect, it } from 'vitest';
import { foldConditionals } from '../../src/svelte/conditional-fold.js';
import { markupCode } from '../../src/svelte/markup-code.js';
import { svelteBlocks } from '../../src/svelte/svelte-blocks.js';
import { applyEdits, type TextEdit } from '../../src/transform/edits.js';

/** Folds `source` after replacing `read` (in its `{#if}` test) with `value`, as the type-aware pass does. */
function fold(source: string, read: string, value: string, more: TextEdit[] = []): string {
  const conditionals =
    markupCode(svelteBlocks(source, 'C.svelte').fragment, source, 0, []).conditionals ?? [];
  const at = source.indexOf(read);
  const { edits } = foldConditionals(source, conditionals, [
    { start: at, end: at + read.length, text: value },
    ...more,
  ]);
  return applyEdits(source, edits).text;
}

const list = [
  '<ul>',
  '  {#each rows as p (p.id)}',
  '    {#if !p.isDeleted}',
  '      <li>',
  '        {p.name}',
  '      </li>',
  '    {/if}',
  '  {/each}',
  '</ul>',
  '',
].join('\n');

describe('foldConditionals', () => {
  it('unwraps an {#if} whose test became always true, one indentation level out', () => {
    expect(fold(list, 'p.isDeleted', 'false')).toBe(
      [
        '<ul>',
        '  {#each rows as p (p.id)}',
        '    <li>',
        '      {p.name}',
        '    </li>',
        '  {/each}',
        '</ul>',
        '',
      ].join('\n'),
    );
  });

  it('keeps the {:else} branch of a test become always false, and drops a block with none', () => {
    const both = '{#if p.isDeleted}<s>gone</s>{:else}<b>{p.name}</b>{/if}\n';
    expect(fold(both, 'p.isDeleted', 'false')).toBe('<b>{p.name}</b>\n');
    expect(
      fold('<p>a</p>\n{#if p.isDeleted}\n  <s>gone</s>\n{/if}\n<p>b</p>\n', 'p.isDeleted', 'false'),
    ).toBe('<p>a</p>\n<p>b</p>\n');
  });

  it('leaves a test that is not a constant, a constant the code wrote, and an {:else if} chain', () => {
    expect(fold(list, 'p.isDeleted', 'p.archived')).toBe(list.replace('p.isDeleted', 'p.archived'));
    const chain = '{#if !p.isDeleted}<b>a</b>{:else if x}<i>b</i>{/if}\n';
    expect(fold(chain, 'p.isDeleted', 'false')).toBe(chain.replace('p.isDeleted', 'false'));
    const written = '{#if true}<b>a</b>{/if}\n';
    const conditionals =
      markupCode(svelteBlocks(written, 'C.svelte').fragment, written, 0, []).conditionals ?? [];
    expect(foldConditionals(written, conditionals, []).edits).toEqual([]);
  });

  it('does not fold away a branch holding another edit', () => {
    const both = '{#if p.isDeleted}<s>{p.recordName}</s>{:else}<b>x</b>{/if}\n';
    const at = both.indexOf('recordName');
    expect(fold(both, 'p.isDeleted', 'false', [{ start: at, end: at + 10, text: 'categoryName' }])).toBe(
      both.replace('p.isDeleted', 'false').replace('recordName', 'categoryName'),
    );
  });
});
