import type * as t from '@babel/types';
import { keyName, METHOD_NAMES } from '../transform/call-site.js';
import { calleeName, isProperty, isStringLiteral, type AstNode } from '../transform/node-types.js';
import type { Located } from './wrappers.js';

/** Where the request library's options object sends: its URL under a client's base, and its method when shown. */
export interface RequestOptionsUse {
  /** The `uri` (or `url`) value. */
  url: AstNode;
  /** The options object and its `uri` member, the ancestors between the call and the URL. */
  between: AstNode[];
  base: Located;
  method?: string;
}

/**
 * The request library's one options object given to an instance built with a base (`const incidents =
 * request.defaults({ baseUrl })`, then `incidents({ uri: '/records', qs })`, `incidents.get({ uri })`): its `uri`
 * is a path under that base, so judged by it, as `axios.create({ baseURL })`'s calls are. `clientOf` gives the base
 * of the instance the callee (or its object, for a verb) is; the method is the verb's, the `method` member's, or GET.
 */
export function requestOptionsUse(
  callee: AstNode,
  args: readonly AstNode[],
  clientOf: (object: AstNode) => Located | undefined,
): RequestOptionsUse | undefined {
  const [options] = args;
  if (options?.type !== 'ObjectExpression') return undefined;
  const uri = options.properties.find(
    (p): p is t.ObjectProperty => isProperty(p) && ['uri', 'url'].includes(keyName(p) ?? ''),
  );
  if (!uri) return undefined;
  const verb =
    callee.type === 'MemberExpression' ? METHOD_NAMES[(calleeName(callee) ?? '').toLowerCase()] : undefined;
  const instance = callee.type === 'MemberExpression' ? (verb ? callee.object : undefined) : callee;
  const base = instance && clientOf(instance);
  if (!base) return undefined;
  const written = options.properties.find((p) => isProperty(p) && keyName(p) === 'method');
  const method =
    written && isProperty(written)
      ? isStringLiteral(written.value)
        ? written.value.value.toUpperCase()
        : undefined
      : (verb ?? 'GET');
  return { url: uri.value, between: [options, uri], base, ...(method ? { method } : {}) };
}
