import type { FileContext } from '../project/file-context.js';
import { argsOf } from './call-site.js';
import { startOf, type AstNode } from './parser.js';

/**
 * The call of one of the project's own wrappers that `url` is the path argument of, wherever the wrapper takes its
 * path (`send('GET', '/profiles/search', query)`): the call whose response and bodies the path's endpoint has.
 */
export function wrapperCallOf(
  url: AstNode,
  parents: readonly AstNode[],
  context: FileContext,
): { node: AstNode; parents: AstNode[] } | undefined {
  const call = parents[parents.length - 1];
  if (call?.type !== 'CallExpression') return undefined;
  const shape = context.calls.get(startOf(call));
  if (!shape || argsOf(call)[shape.path] !== url) return undefined;
  return { node: call, parents: parents.slice(0, -1) };
}
