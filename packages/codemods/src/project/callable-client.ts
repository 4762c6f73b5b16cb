import type { AstNode } from '../transform/node-types.js';
import type { FileFacts } from './file-facts.js';
import type { WrapperCall } from './file-context.js';
import type { Located } from './wrappers.js';

/**
 * A client instance called as a function, fetch's way (`const api = $fetch.create({ baseURL }); api('/records',
 * { method: 'POST', body })`; ofetch's, ky's and axios's instances are callable too): its base and the call's
 * shape, path first and fetch's options second. `clientOf` finds the factory call (`….create({ baseURL })`) the
 * callee's value is, through the project's variables, imports and factories (`useComplianceApi()` returning it), or called at once (`useComplianceApi()(path)`).
 */
export function callableClient(
  callee: AstNode,
  args: readonly AstNode[],
  facts: FileFacts,
  parents: readonly AstNode[],
  clientOf: (facts: FileFacts, object: AstNode, parents: readonly AstNode[]) => Located | undefined,
): { base: Located; shape: WrapperCall } | undefined {
  if (callee.type !== 'Identifier' && callee.type !== 'CallExpression') return undefined;
  if (!args[0] || args[0].type === 'ObjectExpression') return undefined;
  const base = clientOf(facts, callee, parents);
  return base && { base, shape: { path: 0, init: 1 } };
}
