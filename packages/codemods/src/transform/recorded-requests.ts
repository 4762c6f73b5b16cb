import type { PlanNode } from '@compliance-migrate/rename-map';
import { walk } from './ast-walk.js';
import { argsOf } from './call-site.js';
import { identifierName, type AstNode } from './node-types.js';
import { rewriteLiteral, type IdEdit } from './object-rewrite.js';
import { renameNameArgument } from './query-source.js';

type Queries = readonly (ReadonlyMap<string, { to: string; id: string }> | undefined)[];

/** What one endpoint of a stub's table renames in the requests the stub records. */
export interface RecordedRenames {
  /** The query names of the one entry of the table whose endpoint renames them. */
  queries?: Queries;
  /** The request body plans of the one entry whose endpoint renames its body. */
  request?: readonly (PlanNode | undefined)[];
}

const FUNCTIONS = new Set(['ArrowFunctionExpression', 'FunctionExpression', 'FunctionDeclaration']);
const READS = new Set(['get', 'getAll', 'has']);

/**
 * Renames what a test reads of the requests its fetch stub recorded, the stub being made with a table of answers
 * keyed by request and held in a variable (`using fetch = stubFetch({ "GET /api/v4/types": … })`, `table` that
 * object): in the function making it, the query names read on a URL reached from that variable
 * (`fetch.seen[0].url.searchParams.get('recordId')`, or through `const query = fetch.seen[0].url.searchParams`)
 * and the object literal a call compares with a body reached
 * from it (`assertEquals(fetch.seen[0].body, { recordName: 'Food' })`). Nothing reached from another variable
 * (the app's own request, `new URL(req.url).searchParams`) is touched.
 */
export function renameRecordedReads(
  table: AstNode,
  parents: readonly AstNode[],
  renames: RecordedRenames,
  source: string,
  edits: IdEdit[],
): void {
  const call = parents[parents.length - 1];
  const declarator = parents[parents.length - 2];
  if (call?.type !== 'CallExpression' || !argsOf(call).includes(table)) return;
  if (declarator?.type !== 'VariableDeclarator' || declarator.init !== call) return;
  const stub = identifierName(declarator.id);
  const scope = [...parents].reverse().find((p) => FUNCTIONS.has(p.type));
  if (!stub || !scope) return;
  // `const query = fetch.seen[0].url.searchParams`: read as the stub's
  const held = new Set<string>();
  walk(scope, [], (node) => {
    if (node.type === 'VariableDeclarator' && node.init && endsWith(node.init, 'searchParams')) {
      const name = identifierName(node.id);
      if (name && rootName(node.init) === stub) held.add(name);
    }
    return true;
  });
  walk(scope, [], (node) => {
    if (node.type !== 'CallExpression' && node.type !== 'OptionalCallExpression') return true;
    const callee = node.callee;
    const member = callee.type === 'MemberExpression' || callee.type === 'OptionalMemberExpression';
    if (
      renames.queries &&
      member &&
      READS.has(identifierName(callee.property) ?? '') &&
      ((endsWith(callee.object, 'searchParams') && rootName(callee.object) === stub) ||
        held.has(identifierName(callee.object) ?? ''))
    )
      renameNameArgument(node, renames.queries, source, edits);
    const args = argsOf(node);
    if (renames.request && args.some((a) => endsWith(a, 'body') && rootName(a) === stub)) {
      for (const arg of args)
        if (arg.type === 'ObjectExpression') rewriteLiteral(arg, renames.request, source, edits);
    }
    return true;
  });
}

/** True when `node` is a member access whose last property is `name` (`x.seen[0].body`). */
function endsWith(node: AstNode, name: string): boolean {
  const member = node.type === 'MemberExpression' || node.type === 'OptionalMemberExpression';
  return member && !node.computed && identifierName(node.property) === name;
}

/** The identifier a chain of member accesses starts from (`fetch` of `fetch.seen[0].url.searchParams`). */
function rootName(node: AstNode): string | undefined {
  let current: AstNode = node;
  while (current.type === 'MemberExpression' || current.type === 'OptionalMemberExpression')
    current = current.object;
  return identifierName(current);
}
