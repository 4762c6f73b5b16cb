import type { DispatchOptions } from '../project/file-context.js';
import { keyName, type CallSite } from './call-site.js';
import { isProperty, type AstNode } from './node-types.js';

/**
 * What a dispatcher call (`call('createRecord', { body: { … }, query: { … } })`) sends: the values of the keys of
 * its options argument that the dispatcher passes on as the body and the query.
 */
export function dispatchSite(
  args: readonly AstNode[],
  options: DispatchOptions,
  method: string | undefined,
): CallSite {
  const object = args[options.index];
  let body: AstNode | undefined;
  let query: AstNode | undefined;
  if (object?.type === 'ObjectExpression') {
    const members: readonly AstNode[] = object.properties;
    for (const member of members) {
      if (!isProperty(member)) continue;
      const key = keyName(member);
      if (key !== undefined && key === options.body) body = member.value;
      if (key !== undefined && key === options.query) query = member.value;
    }
  }
  return {
    method,
    ...(body ? { body } : {}),
    ...(query ? { query } : {}),
    ...(options.returnsBody ? { returnsBody: true } : {}),
    ...(options.params && object?.type === 'ObjectExpression'
      ? { params: { options: object, key: options.params } }
      : {}),
  };
}
