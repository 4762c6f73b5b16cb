import { argsOf } from './call-site.js';
import { identifierName, type AstNode } from './node-types.js';

/** An assertion on a value (Jest, Vitest, Playwright): `expect(value)[.not|.resolves|.rejects].name(...args)`. */
export interface ExpectMatcher {
  name: string;
  args: AstNode[];
}

/** Modifiers between `expect(value)` and its matcher. */
const MODIFIERS = new Set(['not', 'resolves', 'rejects']);
/** Matchers that look at a value without naming a field of it: a renamed field changes nothing they read. */
export const FIELDLESS_MATCHERS = new Set([
  'toBeTruthy',
  'toBeFalsy',
  'toBeDefined',
  'toBeUndefined',
  'toBeNull',
  'toBeNaN',
  'toHaveLength',
  'toBeInstanceOf',
  'toBeGreaterThan',
  'toBeGreaterThanOrEqual',
  'toBeLessThan',
  'toBeLessThanOrEqual',
  'toBeOK',
]);

/**
 * The matcher `call` (`expect(node)` or `expect.soft(node)`, `node` its first argument) is asserted with, read from
 * the call's ancestors (`parents`, nearest last); undefined when the call is not such an assertion.
 */
export function expectMatcher(
  node: AstNode,
  call: AstNode,
  parents: readonly AstNode[],
): ExpectMatcher | undefined {
  if (call.type !== 'CallExpression' || argsOf(call)[0] !== node) return undefined;
  const callee = call.callee;
  const named =
    identifierName(callee) === 'expect' ||
    (callee.type === 'MemberExpression' &&
      identifierName(callee.object) === 'expect' &&
      identifierName(callee.property) === 'soft');
  if (!named) return undefined;
  let current: AstNode = call;
  for (let i = parents.length - 1; i >= 1; i--) {
    const member = parents[i]!;
    if (member.type !== 'MemberExpression' || member.object !== current || member.computed) return undefined;
    const name = identifierName(member.property);
    const next = parents[i - 1]!;
    if (name !== undefined && next.type === 'CallExpression' && next.callee === member)
      return { name, args: argsOf(next) };
    if (name === undefined || !MODIFIERS.has(name)) return undefined;
    current = member;
  }
  return undefined;
}
