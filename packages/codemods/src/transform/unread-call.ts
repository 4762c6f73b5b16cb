import type { AstNode } from './node-types.js';

/** What an endpoint renames that the call carries, by part (`searchText → keyword`), or undefined for nothing. */
export interface RenamedParts {
  query: string | undefined;
  request: string | undefined;
  response: string | undefined;
}

/**
 * The TODO for an API path given to a call the codemod cannot read as a request (`getJson<T>('/items/search')` of a
 * wrapper it does not recognise, a library's own function): the path is rewritten, so without this TODO the call
 * would be left half migrated with nothing to say so. Undefined when the endpoint renames nothing the call carries.
 */
export function unreadCallTodo(call: AstNode, source: string, parts: RenamedParts): string | undefined {
  const what = [
    parts.query && `query parameters (${parts.query})`,
    parts.request && `request fields (${parts.request})`,
    parts.response && `response fields or values (${parts.response})`,
  ].filter((x): x is string => typeof x === 'string');
  if (what.length === 0 || call.type !== 'CallExpression') return undefined;
  const callee = source.slice(call.callee.start ?? 0, call.callee.end ?? 0).replace(/\s+/g, '');
  const name = callee.length > 40 ? `${callee.slice(0, 40)}…` : callee;
  return `this endpoint has renamed ${what.join(', ')}; ${name}(…) is not a request the codemod can read: check the query and body it sends and the code reading its response`;
}
