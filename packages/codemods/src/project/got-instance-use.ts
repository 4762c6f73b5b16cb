import { fromOptions } from '../transform/call-site.js';
import { gotRequest } from '../transform/got-requests.js';
import type { AstNode } from '../transform/node-types.js';
import type { Located } from './wrappers.js';

/**
 * A URL given to a got instance's `stream`/`paginate` functions (`api.paginate.all('records', …)`), when that
 * instance is a client the project built with a base (`got.extend({ prefixUrl })`): its base and the method sent.
 * Undefined for any other call, or when `clientOf` does not know the instance.
 */
export function gotInstanceUse(
  callee: AstNode,
  options: AstNode | undefined,
  clientOf: (instance: AstNode) => Located | undefined,
): { base: Located; method?: string } | undefined {
  const got = gotRequest(callee);
  const base = got && clientOf(got.instance);
  if (!got || !base) return undefined;
  const method = got.method ?? (options ? fromOptions(options, 'GET').method : 'GET');
  return method ? { base, method } : { base };
}
