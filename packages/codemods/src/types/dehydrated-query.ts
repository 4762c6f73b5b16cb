import { Node, SyntaxKind, type CallExpression } from 'ts-morph';
import { renameQueryName } from '../transform/object-rewrite.js';
import { inProject } from './plan-walk.js';
import { objectKeys, type ReturnedQueryKey } from './returned-query.js';

type Renames = readonly (ReadonlyMap<string, { to: string; id: string }> | undefined)[];

/** zapier-platform-core's calls that hand a function the data it is later called with, as `bundle.inputData`. */
const DEHYDRATE = new Set(['dehydrate', 'dehydrateFile']);

/**
 * A Zapier hydrator's query taken from the data it was dehydrated with: `params: bundle.inputData.params` in
 * `downloadExport(z, bundle)`, which Zapier calls with the object a perform gave `z.dehydrateFile(downloadExport, {
 * params: { recordId, status } })`. The names of that object literal (at the same members) are the query's, in
 * whichever module the dehydrating call is. `complete` when every such call was found with a literal whose every
 * name is seen, so the call's "check the query" TODO can go. Undefined when the query is not read from the bundle's
 * `inputData`, or no call dehydrates the function.
 */
export function dehydratedQueryKeys(
  query: Node | undefined,
  renames: Renames,
): { keys: ReturnedQueryKey[]; complete: boolean } | undefined {
  const read = inputDataPath(query);
  if (!read) return undefined;
  const calls = dehydratingCalls(read.fn);
  if (calls.length === 0) return undefined;
  const keys: ReturnedQueryKey[] = [];
  let complete = true;
  for (const call of calls) {
    let data: Node | undefined = call.getArguments()[1];
    for (const member of read.path) {
      const property = Node.isObjectLiteralExpression(data) ? data.getProperty(member) : undefined;
      data = Node.isPropertyAssignment(property) ? property.getInitializer() : undefined;
    }
    const seen = objectKeys(data ?? call, (node, written, quoted, shorthand = false) => {
      const { name: to, id } = renameQueryName(written, renames);
      if (id === undefined || to === written) return;
      const start = node.getStart() + (quoted ? 1 : 0);
      const end = node.getEnd() - (quoted ? 1 : 0);
      keys.push({ node, start, end, text: shorthand ? `${to}: ${written}` : to, changeId: id });
    });
    complete = seen && complete;
  }
  return { keys, complete };
}

/**
 * `bundle.inputData.params`: the function whose second parameter (Zapier's `bundle`) the read starts from, and the
 * members read below `inputData` (`['params']`).
 */
function inputDataPath(query: Node | undefined): { fn: Node; path: string[] } | undefined {
  const names: string[] = [];
  let node = query;
  while (Node.isPropertyAccessExpression(node)) {
    names.unshift(node.getName());
    node = node.getExpression();
  }
  if (!Node.isIdentifier(node) || names[0] !== 'inputData') return undefined;
  const parameter = node.getSymbol()?.getDeclarations()[0];
  const fn = parameter?.getParent();
  if (!Node.isParameterDeclaration(parameter) || !fn) return undefined;
  if (!(Node.isArrowFunction(fn) || Node.isFunctionExpression(fn) || Node.isFunctionDeclaration(fn)))
    return undefined;
  if (fn.getParameters().indexOf(parameter) !== 1) return undefined;
  return { fn, path: names.slice(1) };
}

/** The `z.dehydrate(fn, data)` and `z.dehydrateFile(fn, data)` calls of the project naming the function. */
function dehydratingCalls(fn: Node): CallExpression[] {
  const holder = Node.isFunctionDeclaration(fn) ? fn : fn.getParent();
  const name = Node.isFunctionDeclaration(holder)
    ? holder.getNameNode()
    : Node.isVariableDeclaration(holder)
      ? holder.getNameNode()
      : undefined;
  if (!Node.isIdentifier(name)) return [];
  const out: CallExpression[] = [];
  for (const reference of name.findReferencesAsNodes()) {
    if (!inProject(reference)) continue;
    const call = reference.getParentIfKind(SyntaxKind.CallExpression);
    const callee = call?.getExpression();
    if (!call || call.getArguments()[0] !== reference || !Node.isPropertyAccessExpression(callee)) continue;
    if (DEHYDRATE.has(callee.getName())) out.push(call);
  }
  return out;
}
