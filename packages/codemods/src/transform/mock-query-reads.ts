import { walk } from './ast-walk.js';
import { argsOf } from './call-site.js';
import { identifierName, type AstNode } from './node-types.js';
import type { IdEdit } from './object-rewrite.js';
import { renameNameArgument } from './query-source.js';

type Queries = readonly (ReadonlyMap<string, { to: string; id: string }> | undefined)[];

const FUNCTIONS = new Set(['ArrowFunctionExpression', 'FunctionExpression', 'FunctionDeclaration']);
const READS = new Set(['get', 'getAll', 'has']);

/** `new URL(request.url).searchParams`: the query of the request a mock's handler is given. */
function isRequestQuery(node: AstNode | null | undefined): boolean {
  if (node?.type !== 'MemberExpression' || identifierName(node.property) !== 'searchParams') return false;
  const url = node.object;
  if (url.type !== 'NewExpression' || identifierName(url.callee) !== 'URL') return false;
  const first = argsOf(url)[0];
  return first?.type === 'MemberExpression' && identifierName(first.property) === 'url';
}

function isMember(node: AstNode): node is AstNode & { object: AstNode; property: AstNode } {
  return node.type === 'MemberExpression' || node.type === 'OptionalMemberExpression';
}

/**
 * Renames the query parameters an msw handler reads from its request (`new URL(request.url).searchParams.get(
 * 'recordId')`), directly or through a variable holding that query: one declared in the handler, or one of the
 * test's the handler assigns (`query = new URL(request.url).searchParams`, read after the request as
 * `query?.get('typeId')` in the function around the mock).
 */
export function renameMockQueryReads(
  call: AstNode,
  parents: readonly AstNode[],
  queries: Queries,
  source: string,
  edits: IdEdit[],
): void {
  const handler = argsOf(call)[1];
  if (!handler || !FUNCTIONS.has(handler.type) || !queries.some((q) => q && q.size > 0)) return;
  const held = new Set<string>();
  let assigned = false;
  walk(handler, [], (node) => {
    if (node.type === 'VariableDeclarator' && isRequestQuery(node.init)) {
      const name = identifierName(node.id);
      if (name) held.add(name);
    }
    if (node.type === 'AssignmentExpression' && isRequestQuery(node.right)) {
      const name = identifierName(node.left);
      if (name) {
        held.add(name);
        assigned = true;
      }
    }
    return true;
  });
  // a variable of the test's, assigned in the handler: read in the function around the mock
  let scope: AstNode = handler;
  if (assigned) for (const p of parents) if (FUNCTIONS.has(p.type)) scope = p;
  walk(scope, [], (node) => {
    if (node.type !== 'CallExpression' && node.type !== 'OptionalCallExpression') return true;
    const callee = node.callee;
    if (!isMember(callee) || !READS.has(identifierName(callee.property) ?? '')) return true;
    const target = callee.object;
    if (isRequestQuery(target) || held.has(identifierName(target) ?? ''))
      renameNameArgument(node, queries, source, edits);
    return true;
  });
}
