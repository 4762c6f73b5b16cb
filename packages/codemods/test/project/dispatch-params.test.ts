import { describe, expect, it } from 'vitest';
import { colonFilledEntries, colonParamsKey } from '../../src/project/dispatch-params.js';
import { parse } from '../../src/transform/parser.js';
import { walk } from '../../src/transform/ast-walk.js';
import type { AstNode } from '../../src/transform/node-types.js';
import type { WrapperCall } from '../../src/project/file-context.js';

/** The key `colonParamsKey` finds in the first function of `source`, its options destructured as `{ params, body }`. */
function keyOf(source: string, parser: 'babel' | 'tsx'): string | undefined {
  let found: string | undefined;
  let seen = false;
  walk(parse(source, parser), [], (node) => {
    if (seen) return false;
    if (node.type === 'FunctionDeclaration' || node.type === 'ArrowFunctionExpression') {
      seen = true;
      found = colonParamsKey(
        node,
        new Map([
          ['p', 'params'],
          ['body', 'body'],
        ]),
      );
      return false;
    }
    return true;
  });
  return found;
}

describe('colonParamsKey: which option fills a dispatcher table’s :name segments', () => {
  const fills =
    'function call(name, { params: p, body }) { return T[name].replace(/:(\\w+)/g, (_, k) => p[k]); }';
  it('finds the option a :name replacement reads, with either parser', () => {
    expect(keyOf(fills, 'tsx')).toBe('params');
    expect(keyOf(fills, 'babel')).toBe('params');
  });
  it('reads the option indexed in the replacement only, not one indexed elsewhere', () => {
    const elsewhere =
      'function call(name, { params: p, body }) { body[name]; return T[name].replace(/:(\\w+)/g, (_, k) => p[k]); }';
    expect(keyOf(elsewhere, 'tsx')).toBe('params');
    const outside =
      "function call(name, { params: p }) { p[name]; return T[name].replace(/:(\\w+)/g, 'x'); }";
    expect(keyOf(outside, 'babel')).toBe(undefined);
  });
  it('finds none without a :name pattern, or without an option indexed', () => {
    expect(keyOf('function call(name, { params: p }) { return T[name] + p[name]; }', 'babel')).toBe(
      undefined,
    );
    expect(keyOf("function call(name, { body }) { return T[name].replace(/:(\\w+)/g, 'x'); }", 'tsx')).toBe(
      undefined,
    );
  });
});

/** The string literals of `source`, in order. */
function literals(source: string): AstNode[] {
  const found: AstNode[] = [];
  walk(parse(source, 'tsx'), [], (node) => {
    if (node.type === 'StringLiteral') found.push(node);
    return true;
  });
  return found;
}

describe('colonFilledEntries: table entries every use of which is such a dispatcher call', () => {
  const [a, b] = literals("const t = ['/a', '/b'];");
  const filling: WrapperCall = { path: 0, options: { index: 1, body: 'body', params: 'params' } };
  const plain: WrapperCall = { path: 0, options: { index: 1, body: 'body' } };
  if (!a || !b) throw new Error('two literals');
  it('keeps an entry reached only by filling dispatcher calls', () => {
    const entries = colonFilledEntries(
      [
        { path: { node: a }, shape: filling },
        { path: { node: a }, shape: filling },
        { path: { node: b }, shape: filling },
      ],
      [a, a, b, b],
    );
    expect([...entries]).toEqual([a]);
  });
  it('drops an entry one of whose calls does not fill :name segments', () => {
    expect(
      colonFilledEntries(
        [
          { path: { node: a }, shape: filling },
          { path: { node: a }, shape: plain },
        ],
        [a, a],
      ).size,
    ).toBe(0);
  });
});
