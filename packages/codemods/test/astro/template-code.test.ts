import { describe, expect, it } from 'vitest';
import { astroBlocks } from '../../src/astro/astro-blocks.js';
import { astroTemplateCode } from '../../src/astro/template-code.js';
import { templateExpressions } from '../../src/astro/template-expressions.js';

const source = [
  '---',
  "import type { Row } from '../lib/types';",
  'interface Props { rows: Row[] }',
  'const { rows } = Astro.props;',
  '---',
  '<ul><li>first</li>{rows.map((r) => <li>{r.recordName}</li>)}</ul>',
  '<td>{rows[0]?.recordId}</td>',
  '',
].join('\n');

/** An Astro template written out as TSX for the type-aware pass, each copied piece mapped back. */
describe("an Astro template's code", () => {
  const code = (props: boolean) => {
    const template = astroBlocks(source, 'List.astro').template;
    return astroTemplateCode(templateExpressions(source, template), source, 1000, props);
  };

  it('declares Astro with the Props the frontmatter declares, then copies each expression in a function', () => {
    const { text } = code(true);
    expect(text).toContain("declare const Astro: Readonly<import('astro').AstroGlobal<Props>>;");
    expect(text).toContain('function __cmTemplate() {\n(rows.map((r) => <li>{r.recordName}</li>));\n');
    expect(text).toContain('`<td>${rows[0]?.recordId}</td>`;\n}\n');
    expect(code(false).text).toContain("declare const Astro: Readonly<import('astro').AstroGlobal>;");
  });

  it('maps every copied piece back to its place in the file', () => {
    const { text, segments } = code(true);
    for (const s of segments)
      expect(text.slice(s.gen - 1000, s.gen - 1000 + s.length)).toBe(source.slice(s.src, s.src + s.length));
    expect(segments.map((s) => source.slice(s.src, s.src + s.length))).toEqual([
      'rows.map((r) => <li>{r.recordName}</li>)',
      'rows[0]?.recordId',
    ]);
  });
});
