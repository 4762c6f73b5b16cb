import { ts } from 'ts-morph';
import type { Range } from '../sfc/sfc-blocks.js';

/** An expression of an Astro template: `{record.recordName}`, or an attribute's value `href={recordHref(r)}`. */
export interface TemplateExpression {
  /** The code between the braces. */
  code: Range;
  /** The `{`. */
  open: number;
  /** The attribute it is the value of (`href`), and its element (`a`); undefined for a child expression or a spread. */
  attribute?: { name: string; element: string };
  /** The HTML element whose whole content it is (`td` of `<td>{p.assignedUserId}</td>`). */
  content?: string;
}

/** Elements whose content is raw text to Astro (no expression inside): CSS, client scripts, `is:raw` is not read. */
const RAW_ELEMENTS = new Set(['script', 'style']);

/**
 * The expressions of an Astro template at its top level (one inside another, `{rows.map((r) => <td>{r.name}</td>)}`,
 * is part of the outer one's code), in file order. The markup is scanned as HTML (comments, quoted attribute values,
 * `<script>` and `<style>` content skipped); each `{`'s code ends where TypeScript's parser, reading it as TSX, ends
 * the expression, so braces, strings and JSX inside it are read as the compiler reads them. The scan stops at an
 * expression whose end it cannot find (what follows is not read: no edit is made there).
 */
export function templateExpressions(source: string, template: Range): TemplateExpression[] {
  const out: TemplateExpression[] = [];
  let at = template.start;
  while (at < template.end) {
    const next = source.indexOf('<', at);
    const brace = source.indexOf('{', at);
    if (brace >= 0 && brace < template.end && (next < 0 || brace < next)) {
      const code = expressionCode(source, brace, template.end);
      if (!code) return out;
      const content = wholeContentOf(source, brace, code.close);
      out.push({ code, open: brace, ...(content ? { content } : {}) });
      at = code.close + 1;
      continue;
    }
    if (next < 0 || next >= template.end) return out;
    if (source.startsWith('<!--', next)) {
      const close = source.indexOf('-->', next + 4);
      at = close < 0 ? template.end : close + 3;
      continue;
    }
    const name = /^<([A-Za-z][\w.:-]*)/.exec(source.slice(next, next + 100))?.[1];
    if (!name) {
      at = next + 1;
      continue;
    }
    const end = tagEnd(source, next + 1 + name.length, template.end, name, out);
    if (end === undefined) return out;
    at = end;
    if (RAW_ELEMENTS.has(name.toLowerCase()) && source[end - 2] !== '/') {
      const close = source.toLowerCase().indexOf(`</${name.toLowerCase()}`, end);
      at = close < 0 ? template.end : close;
    }
  }
  return out;
}

/** The HTML element (lower-case name) an expression from `open` to `close` is the whole content of. */
function wholeContentOf(source: string, open: number, close: number): string | undefined {
  const before = /<([a-z][\w-]*)(?:\s(?:"[^"]*"|'[^']*'|\{[^{}]*\}|[^<>"'{}])*)?>\s*$/.exec(
    source.slice(Math.max(0, open - 300), open),
  );
  const name = before?.[1];
  return name && new RegExp(`^\\s*</${name}\\s*>`).test(source.slice(close + 1, close + 100))
    ? name
    : undefined;
}

/** Reads a start tag's attributes from `at` (after its name) to its `>`, collecting their expressions; its end. */
function tagEnd(
  source: string,
  at: number,
  limit: number,
  element: string,
  out: TemplateExpression[],
): number | undefined {
  let i = at;
  let attribute: string | undefined;
  while (i < limit) {
    const c = source[i]!;
    if (c === '>') return i + 1;
    if (c === '"' || c === "'" || c === '`') {
      const close = source.indexOf(c, i + 1);
      if (close < 0) return undefined;
      i = close + 1;
    } else if (c === '{') {
      const code = expressionCode(source, i, limit);
      if (!code) return undefined;
      out.push({ code, open: i, ...(attribute ? { attribute: { name: attribute, element } } : {}) });
      attribute = undefined;
      i = code.close + 1;
    } else if (c === '=') {
      i++;
    } else if (/[\s/]/.test(c)) {
      if (c === '/' || !/^\s*=/.test(source.slice(i, i + 20))) attribute = undefined;
      i++;
    } else {
      const name = /^[^\s=>/"'{]+/.exec(source.slice(i, i + 200))?.[0] ?? c;
      attribute = name;
      i += name.length;
    }
  }
  return undefined;
}

/** The code of the expression whose `{` is at `open`, and its `}`; undefined when TypeScript cannot end it there. */
export function expressionCode(
  source: string,
  open: number,
  limit: number,
): (Range & { close: number }) | undefined {
  const rest = source.slice(open + 1, limit);
  const blank = /^(?:\s|\/\*[\s\S]*?\*\/)*/.exec(rest)![0].length;
  if (rest[blank] === '}') return { start: open + 1, end: open + 1, close: open + 1 + blank };
  // a spread (`{...Astro.props}`): its code is what is spread
  const spread = rest.startsWith('...', blank) ? 3 : 0;
  const paren = open + blank + spread; // `(` stands just before the code
  const text = `(${source.slice(paren + 1, limit)}`;
  const file = ts.createSourceFile('expression.tsx', text, ts.ScriptTarget.Latest, false, ts.ScriptKind.TSX);
  const statement = file.statements[0];
  if (!statement || !ts.isExpressionStatement(statement)) return undefined;
  const wrapped = statement.expression;
  if (!ts.isParenthesizedExpression(wrapped)) return undefined;
  const end = paren + wrapped.expression.end;
  const after = /^(?:\s|\/\*[\s\S]*?\*\/|\/\/[^\n]*\n)*/.exec(source.slice(end, limit))![0].length;
  const close = end + after;
  if (source[close] !== '}') return undefined;
  const start = paren + 1 + /^\s*/.exec(text.slice(1))![0].length;
  return start < end ? { start, end, close } : undefined;
}
