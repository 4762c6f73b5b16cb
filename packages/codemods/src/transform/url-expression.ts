import { marker } from '../api/markers.js';
import type * as t from '@babel/types';
import { isStringLiteral, type AstNode } from './node-types.js';
import { startOf, endOf } from './parser.js';

/**
 * One literal stretch of a URL expression: written in a literal of this file ({@link LiteralGap}), or not (an
 * empty one between holes, a constant's text from another file).
 */
export type Gap = LiteralGap | { text: string; node?: undefined };

/** A literal stretch, and the node whose text holds it. */
export interface LiteralGap {
  text: string;
  node: AstNode;
  /** `'`, `"` for a string literal, or a backtick for a template quasi. */
  quote: string;
  /** Source range of the literal text (inside the quotes). */
  start: number;
  end: number;
}

export { isStringLiteral };

/** A URL written as a string, template literal or `+` concatenation: literal gaps around expression holes. */
export interface UrlExpression {
  node: AstNode;
  gaps: Gap[];
  holes: AstNode[];
  /** The URL with a marker for each hole. */
  text: string;
}

/** Reads a string, template or concatenation as a URL expression; undefined for anything else. */
export function readUrlExpression(node: AstNode, source: string): UrlExpression | undefined {
  const operands = node.type === 'BinaryExpression' ? flattenConcat(node) : [node];
  if (!operands) return undefined;
  const gaps: Gap[] = [{ text: '' }];
  const holes: AstNode[] = [];
  let sawString = false;
  // the gap being filled: the last one (`gaps` starts with one and only grows)
  let current: Gap = { text: '' };
  gaps[0] = current;
  const setCurrent = (gap: Gap): void => {
    gaps[gaps.length - 1] = gap;
    current = gap;
  };
  const addLiteral = (gap: LiteralGap): boolean => {
    if (current.node) return false; // two literals in a row: the split would be ambiguous
    setCurrent(gap);
    return true;
  };
  const addHole = (hole: AstNode): void => {
    holes.push(hole);
    current = { text: '' };
    gaps.push(current);
  };
  for (const operand of operands) {
    if (isStringLiteral(operand)) {
      sawString = true;
      const start = startOf(operand) + 1;
      const end = endOf(operand) - 1;
      if (
        !addLiteral({
          text: operand.value,
          node: operand,
          quote: source.charAt(startOf(operand)),
          start,
          end,
        })
      )
        return undefined;
    } else if (operand.type === 'TemplateLiteral') {
      sawString = true;
      const expressions = operand.expressions;
      for (const [i, quasi] of operand.quasis.entries()) {
        const { raw, cooked } = quasi.value;
        if (cooked === null || cooked === undefined) return undefined;
        const range = quasiRange(quasi, raw, source);
        if (!range) return undefined;
        if (cooked !== '' && !addLiteral({ text: cooked, node: quasi, quote: '`', ...range }))
          return undefined;
        if (cooked === '' && !current.node) setCurrent({ text: '', node: quasi, quote: '`', ...range });
        const expression = expressions[i];
        if (expression) addHole(expression);
      }
    } else {
      addHole(operand);
    }
  }
  if (!sawString) return undefined;
  const text = gaps.reduce((out, gap, i) => (i === 0 ? gap.text : out + marker(i - 1) + gap.text), '');
  return { node, gaps, holes, text };
}

function flattenConcat(node: AstNode): AstNode[] | undefined {
  if (node.type !== 'BinaryExpression' || node.operator !== '+') return [node];
  const left = flattenConcat(node.left);
  if (!left) return undefined;
  return [...left, node.right];
}

function quasiRange(
  quasi: t.TemplateElement,
  raw: string,
  source: string,
): { start: number; end: number } | undefined {
  const start = startOf(quasi);
  if (source.slice(start, start + raw.length) === raw) return { start, end: start + raw.length };
  if (source.slice(start + 1, start + 1 + raw.length) === raw)
    return { start: start + 1, end: start + 1 + raw.length };
  return undefined;
}

/** Escapes text for a string literal with the given quote, or for a template quasi. */
export function escapeFor(text: string, quote: string): string {
  let out = text.replace(/\\/g, '\\\\').replace(/\n/g, '\\n');
  if (quote === '`') out = out.replace(/`/g, '\\`').replace(/\$\{/g, '\\${');
  else out = out.split(quote).join('\\' + quote);
  return out;
}
