import { describe, expect, it } from 'vitest';
import { astroBlocks } from '../../src/astro/astro-blocks.js';
import { astroTemplateLinks } from '../../src/astro/template-links.js';

/** An Astro template's links and form actions: the site's own pages and endpoints, for the closing scan. */
describe("an Astro template's links", () => {
  it('finds href and action values, also inside expressions, and nothing else', () => {
    const source = [
      '---',
      "const back = '/records';",
      "await fetch('/records');",
      '---',
      '<a href="/records">All</a>',
      "<a href='/items'>Items</a>",
      '{rows.map((r) => <a href={`/records/${r.recordId}`}>{r.recordName}</a>)}',
      '<form method="post" action={`/api/records/${id}/archive`}><button>Archive</button></form>',
      '<img src="/records/chart.png" alt="" />',
      '<p data-href="/records">{back}</p>',
      '',
    ].join('\n');
    const links = astroTemplateLinks(source, astroBlocks(source, 'Records.astro').template).map((l) => ({
      text: source.slice(l.start, l.end),
      kind: l.kind,
      why: l.why,
    }));
    expect(links).toEqual([
      { text: '/records', kind: 'own', why: 'template link (href)' },
      { text: '/items', kind: 'own', why: 'template link (href)' },
      { text: '`/records/${r.recordId}`', kind: 'own', why: 'template link (href)' },
      { text: '`/api/records/${id}/archive`', kind: 'own', why: 'template link (action)' },
    ]);
  });
});
