import { describe, expect, it } from 'vitest';
import { astroBlocks } from '../../src/astro/astro-blocks.js';
import { templateExpressions } from '../../src/astro/template-expressions.js';

const read = (source: string) =>
  templateExpressions(source, astroBlocks(source, 'Page.astro').template).map((e) => ({
    code: source.slice(e.code.start, e.code.end),
    ...(e.attribute ? { attribute: e.attribute } : {}),
    ...(e.content ? { content: e.content } : {}),
  }));

/** The expressions of an Astro template, found as the compiler reads them. */
describe("an Astro template's expressions", () => {
  it('reads child expressions, attribute values and spreads; one inside another is part of the outer one', () => {
    const source = [
      '---',
      'const { rows, title } = Astro.props;',
      '---',
      '<Base title={title} {...Astro.props}>',
      '  <h1 class="title">{title}</h1>',
      '  {rows.map((r) => (',
      '    <tr data-id={r.recordId}><td>{r.recordName}</td><td>{"}" + `${r.recordCode}}`}</td></tr>',
      '  ))}',
      '</Base>',
      '',
    ].join('\n');
    expect(read(source)).toEqual([
      { code: 'title', attribute: { name: 'title', element: 'Base' } },
      { code: 'Astro.props' },
      { code: 'title', content: 'h1' },
      {
        code: [
          'rows.map((r) => (',
          '    <tr data-id={r.recordId}><td>{r.recordName}</td><td>{"}" + `${r.recordCode}}`}</td></tr>',
          '  ))',
        ].join('\n'),
      },
    ]);
  });

  it('skips comments, quoted attribute values, scripts and styles', () => {
    const source = [
      '---',
      'const n = 1;',
      '---',
      '<!-- {notAnExpression} -->',
      '<p title="{not} either" data-x=\'{nor}\'>{n}</p>',
      '<style>p { color: red; }</style>',
      '<script>document.querySelector("p")!.dataset.n = `${1}`; if (true) { console.log("{x}"); }</script>',
      '<span>{n + 1}</span>',
      '',
    ].join('\n');
    expect(read(source)).toEqual([
      { code: 'n', content: 'p' },
      { code: 'n + 1', content: 'span' },
    ]);
  });

  it('marks only an HTML element whose whole content the expression is', () => {
    const source = '<td>{a.x}</td><td>Owner: {a.y}</td><Card>{a.z}</Card><li>\n  {a.w}\n</li>\n';
    expect(read(source)).toEqual([
      { code: 'a.x', content: 'td' },
      { code: 'a.y' },
      { code: 'a.z' },
      { code: 'a.w', content: 'li' },
    ]);
  });

  it('stops at an expression whose end it cannot find, reading nothing after it', () => {
    const source = '<p>{ok}</p>\n<ul>{items.map((i) => <li>{i}</ul>\n<p>{after}</p>\n';
    expect(read(source)).toEqual([{ code: 'ok', content: 'p' }]);
  });

  it('reads an empty or comment-only expression as empty', () => {
    const source = '<p>{/* later */}</p>{ }\n';
    expect(read(source).map((e) => e.code)).toEqual(['', '']);
  });
});
