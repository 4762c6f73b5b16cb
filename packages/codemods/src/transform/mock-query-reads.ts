import { walk } from './ast-walk.js';
import { argsOf } from './call-site.js';
import { identifierName, type AstNode } from './node-types.js';
import type { IdEdit } from './object-rewrite.js';
import { renameNameArgument } from './query-source.js';

type Queries = readonly (ReadonlyMap<string, { to: string; id: string }> | undefined)[];

const FUNCTIONS = new Set(['ArrowFunctionExpression', 'FunctionExpression', 'FunctionDeclaration']);
const READS = new Set(['get', 'getAll', 'has']);

/** `new URL(request.url)`: the URL of the request a mock's handler is given. */
function isRequestUrl(node: AstNode | null | undefined): boolean {
  if (node?.type !== 'NewExpression' || identifierName(node.callee) !== 'URL') return false;
  const first = argsOf(node)[0];
  return first?.type === 'MemberExpression' && identifierName(first.property) === 'url';
}

/**
 * `new URL(request.url).searchParams`, or `url.searchParams` of a `url` the handler declared as that URL: the query of
 * the request a mock's handler is given.
 */
function isRequestQuery(node: AstNode | null | undefined, urls: ReadonlySet<string>): boolean {
  if (!node || !isMember(node) || identifierName(node.property) !== 'searchParams') return false;
  return isRequestUrl(node.object) || urls.has(identifierName(node.object) ?? '');
}

function isMember(node: AstNode): node is AstNode & { object: AstNode; property: AstNode } {
  return node.type === 'MemberExpression' || node.type === 'OptionalMemberExpression';
}

/**
 * Renames the query parameters an msw handler reads from its request (`new URL(request.url).searchParams.get(
 * 'recordId')`), directly or through a variable holding that query (or the request's URL, `const url = new
 * URL(request.url)` then `url.searchParams.get('typeId')`): one declared in the handler, or one of the test's the handler
 * assigns (`query = new URL(request.url).searchParams`, read after the request as
 * `query?.get('typeId')` in the function around the mock, or `seen = new URL(request.url)` read as
 * `seen?.searchParams.get('typeId')`).
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
  const urls = new Set<string>();
  let assigned = false;
  walk(handler, [], (node) => {
    if (node.type === 'VariableDeclarator' && isRequestUrl(node.init)) {
      const name = identifierName(node.id);
      if (name) urls.add(name);
    }
    if (node.type === 'VariableDeclarator' && isRequestQuery(node.init, urls)) {
      const name = identifierName(node.id);
      if (name) held.add(name);
    }
    // `seen = new URL(request.url)`: the test's variable holding the request's URL, its query read after the request
    if (node.type === 'AssignmentExpression' && isRequestUrl(node.right)) {
      const name = identifierName(node.left);
      if (name) {
        urls.add(name);
        assigned = true;
      }
    }
    if (node.type === 'AssignmentExpression' && isRequestQuery(node.right, urls)) {
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
    if (isRequestQuery(target, urls) || held.has(identifierName(target) ?? ''))
      renameNameArgument(node, queries, source, edits);
    return true;
  });
}
