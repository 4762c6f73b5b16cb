import { Node, type CallExpression } from 'ts-morph';
import { heldArray } from './iterated-values.js';
import { withoutCasts } from './without-casts.js';

/** The array methods that look a value up in a list: the list's elements are compared with their first argument. */
const LOOKUPS = new Set(['includes', 'indexOf', 'lastIndexOf']);

/**
 * The elements of the list a value is looked up in (`['REC_NAME', 'TYPE_NAME'].includes(a.headerId)`,
 * `SHOWN.indexOf(a.headerId)` with `SHOWN` a `const` array of the project), when `argument` is the call's first
 * argument; empty for any other call or a list built at run time.
 */
export function lookedUpElements(call: CallExpression, argument: Node): Node[] {
  if (call.getArguments()[0] !== argument) return [];
  const callee = call.getExpression();
  if (!Node.isPropertyAccessExpression(callee) || !LOOKUPS.has(callee.getName())) return [];
  const list = heldArray(withoutCasts(callee.getExpression()));
  return list ? list.getElements() : [];
}
