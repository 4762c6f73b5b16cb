import type { AstNode } from '../transform/node-types.js';
import { unwrap, type FileFacts } from './file-facts.js';
import { isLinkedFunction, type Linker } from './linker.js';

/**
 * Whether a callee named like a request library (`request`, `got`, `ky`) is a function of the project itself
 * (`export async function request<T>(path, init)` over `fetch`): then it is read as the project's own wrapper, not as
 * the library whose name it shares.
 */
export function isOwnFunction(
  linker: Linker,
  facts: FileFacts,
  callee: AstNode,
  parents: readonly AstNode[],
): boolean {
  if (callee.type !== 'Identifier') return false;
  const value = linker.valueOf(facts, callee, parents);
  const node = value && unwrap(value.node);
  return node !== undefined && isLinkedFunction(node);
}
