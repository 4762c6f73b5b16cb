import type * as t from '@babel/types';
import { argsOf } from './call-site.js';
import type { AstNode } from './node-types.js';

/**
 * The object literal a query is built from through a helper of the code's own, `toQuery({ recordId, searchText })`
 * in `new URLSearchParams(toQuery({ … }))`: a call of a plain function name whose only argument is an object
 * literal. Its keys are most likely the query's names, but the helper may change them, so the caller renames the
 * visible keys and still leaves its TODO.
 */
export function helperQueryObject(node: AstNode): t.ObjectExpression | undefined {
  if (node.type !== 'CallExpression' || node.callee.type !== 'Identifier') return undefined;
  const args = argsOf(node);
  const only = args.length === 1 ? args[0] : undefined;
  return only?.type === 'ObjectExpression' ? only : undefined;
}

/**
 * Whether a hole of a URL's query stands for query parameters (`?${qs}`, `&${params.toString()}`), not for a value
 * (`?profileId=${id}`): the query part it is in starts with it.
 */
export function wholeQueryPart(query: string, hole: string): boolean {
  return query.split('&').some((part) => part.startsWith(hole));
}
