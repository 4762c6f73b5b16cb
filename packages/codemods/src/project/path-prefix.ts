import { isStringLiteral, type AstNode } from '../transform/node-types.js';
import { unwrap, type FileFacts } from './file-facts.js';
import type { Linker } from './linker.js';
import type { Located } from './wrappers.js';

/** A path of plain segments (`/profiles`, `/items/mine`): no scheme, no hole, no query. */
const PLAIN_PATH = /^(\/[\w.~-]+)+$/;

/**
 * The text of a constant that holds the start of a path (`const PROFILES = '/profiles'` of
 * `` api.get(`${PROFILES}/search`) ``): the request's base is the client's, and the path begins with this text.
 */
function pathPrefixOf(
  linker: Linker,
  at: { facts: FileFacts; hole: AstNode; parents: readonly AstNode[] },
): string | undefined {
  const value = linker.valueOf(at.facts, at.hole, at.parents);
  const node = value && unwrap(value.node);
  if (!node) return undefined;
  const text = isStringLiteral(node)
    ? node.value
    : node.type === 'TemplateLiteral' && node.expressions.length === 0
      ? node.quasis[0]?.value.cooked
      : undefined;
  return typeof text === 'string' && PLAIN_PATH.test(text) ? text : undefined;
}

/**
 * `` api.get(`${PROFILES}/search`) `` with `PROFILES = '/profiles'`: the base of the client the URL is sent through
 * (`clientBases`, by URL node), and the constant's text as the path's first segments.
 */
export function prefixedPath(
  linker: Linker,
  at: { facts: FileFacts; hole: AstNode; parents: readonly AstNode[] },
  clientBases: ReadonlyMap<AstNode, Located>,
): { base: Located; tail: string } | undefined {
  const url = at.parents[at.parents.length - 1];
  const base = url && clientBases.get(url);
  const tail = base && pathPrefixOf(linker, at);
  return base && tail ? { base, tail } : undefined;
}
