import { argsOf } from '../transform/call-site.js';
import type { AstNode } from '../transform/node-types.js';
import { unwrap } from './file-facts.js';
import type { Linker, Value } from './linker.js';
import type { Wrappers } from './wrappers.js';

/**
 * The URL a value given as a request's URL stands for, through what a key function returns: the one branch of `id ===
 * undefined ? null : …` that is not "no request" (SWR's conditional key), and the path of a path helper's call
 * (`withQuery('/types', { recordId })`, whose query is read where the path is this API's). Anything else is returned
 * as it is.
 */
export function keyUrlValue(linker: Linker, wrappers: Wrappers, start: Value | undefined): Value | undefined {
  let value = start;
  for (let i = 0; value && i < 4; i++) {
    const node = unwrap(value.node);
    const parents = value.parents ?? [];
    let next: AstNode | undefined;
    if (node?.type === 'ConditionalExpression') {
      const kept = [node.consequent, node.alternate].filter((branch) => !isNothing(branch));
      next = kept.length === 1 ? kept[0] : undefined;
    } else if (node?.type === 'CallExpression') {
      const helper = wrappers.ofCallee(value.facts, node.callee, parents);
      next = helper?.pathOnly ? argsOf(node)[helper.path] : undefined;
    }
    if (!node || !next) return value;
    const inner = unwrap(next);
    // a call is looked at as written first (a path helper's), then for what its function returns
    value =
      inner?.type === 'CallExpression' && isPathHelperCall(wrappers, value.facts, inner, [...parents, node])
        ? { facts: value.facts, node: inner, parents: [...parents, node] }
        : linker.valueOf(value.facts, next, [...parents, node]);
  }
  return value;
}

function isPathHelperCall(
  wrappers: Wrappers,
  facts: Value['facts'],
  call: AstNode & { callee: AstNode },
  parents: readonly AstNode[],
): boolean {
  return wrappers.ofCallee(facts, call.callee, parents)?.pathOnly === true;
}

/** `null` or `undefined`: a key that asks for nothing. */
function isNothing(node: AstNode): boolean {
  const n = unwrap(node);
  return n?.type === 'NullLiteral' || (n?.type === 'Identifier' && n.name === 'undefined');
}
