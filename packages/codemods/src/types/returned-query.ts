import { Node, SyntaxKind } from 'ts-morph';
import { renameQueryName } from '../transform/object-rewrite.js';
import { inProject } from './plan-walk.js';

type Renames = readonly (ReadonlyMap<string, { to: string; id: string }> | undefined)[];

/** One query name written in a function of the project that builds the query, and its new text. */
export interface ReturnedQueryKey {
  node: Node;
  start: number;
  end: number;
  text: string;
  changeId: string;
}

const NAMED = new Set(['set', 'append']);

/** Records a query name written at `node` (inside quotes, or a shorthand member keeping its local). */
export type NameWritten = (node: Node, written: string, quoted: boolean, shorthand?: boolean) => void;

/**
 * A query passed as what a function of the project returns (`apiGet(request, '/items/search',
 * itemSearchFromUrl(url))`, or a variable holding that call): the names it writes, in the object literal it returns
 * (`{ searchText: sp.get('q') }`) or on the `URLSearchParams` it returns (`out.set('searchText', q)`). `complete` when
 * every name it sends was seen (no spread, no name computed), so the call's "check the query" TODO can go.
 * Undefined when the query is not such a call.
 */
export function returnedQueryKeys(
  query: Node | undefined,
  renames: Renames,
): { keys: ReturnedQueryKey[]; complete: boolean } | undefined {
  const fn = builderOf(query);
  if (!fn) return undefined;
  const keys: ReturnedQueryKey[] = [];
  let complete = true;
  const name: NameWritten = (node, written, quoted, shorthand = false) => {
    const { name: to, id } = renameQueryName(written, renames);
    if (id === undefined || to === written) return;
    const start = node.getStart() + (quoted ? 1 : 0);
    const end = node.getEnd() - (quoted ? 1 : 0);
    keys.push({ node, start, end, text: shorthand ? `${to}: ${written}` : to, changeId: id });
  };
  const returned = returnedExpressions(fn);
  if (returned.length === 0) return undefined;
  for (const expression of returned) {
    if (Node.isObjectLiteralExpression(expression)) complete = objectKeys(expression, name) && complete;
    else if (Node.isIdentifier(expression)) complete = paramsKeys(expression, fn, name) && complete;
    else complete = false;
  }
  return { keys, complete };
}

/** The function of the project a query argument is the result of (`f(url)`, or `const q = f(url)` then `q`). */
function builderOf(query: Node | undefined): Node | undefined {
  let call = query;
  if (Node.isIdentifier(call)) {
    const declaration = call.getSymbol()?.getDeclarations()[0];
    call = Node.isVariableDeclaration(declaration) ? declaration.getInitializer() : undefined;
  }
  if (!Node.isCallExpression(call)) return undefined;
  const symbol = call.getExpression().getSymbol();
  for (const declaration of (symbol?.getAliasedSymbol() ?? symbol)?.getDeclarations() ?? []) {
    if (!inProject(declaration)) continue;
    const fn = Node.isVariableDeclaration(declaration) ? declaration.getInitializer() : declaration;
    if (Node.isFunctionDeclaration(fn) || Node.isArrowFunction(fn) || Node.isFunctionExpression(fn))
      return fn;
  }
  return undefined;
}

/** What the function returns: an arrow's expression body, or each `return` of its own body. */
function returnedExpressions(fn: Node): Node[] {
  if (Node.isArrowFunction(fn)) {
    const body = fn.getBody();
    if (!Node.isBlock(body)) return [unparen(body)];
  }
  const out: Node[] = [];
  for (const statement of fn.getDescendantsOfKind(SyntaxKind.ReturnStatement)) {
    if (statement.getFirstAncestor((n) => Node.isFunctionLikeDeclaration(n)) !== fn) continue;
    const expression = statement.getExpression();
    if (expression) out.push(unparen(expression));
  }
  return out;
}

function unparen(node: Node): Node {
  let n = node;
  while (Node.isParenthesizedExpression(n) || Node.isAsExpression(n) || Node.isSatisfiesExpression(n))
    n = n.getExpression();
  return n;
}

/** The keys of a returned object literal; false when it spreads or computes one. */
export function objectKeys(object: Node, name: NameWritten): boolean {
  if (!Node.isObjectLiteralExpression(object)) return false;
  let complete = true;
  for (const property of object.getProperties()) {
    if (Node.isPropertyAssignment(property)) {
      const key = property.getNameNode();
      if (Node.isIdentifier(key)) name(key, key.getText(), false);
      else if (Node.isStringLiteral(key)) name(key, key.getLiteralText(), true);
      else complete = false;
    } else if (Node.isShorthandPropertyAssignment(property)) {
      // `{ searchText }`: the key is also a local's name; `keyword: searchText` keeps the local
      const key = property.getNameNode();
      name(key, key.getText(), false, true);
    } else complete = false;
  }
  return complete;
}

/** `const out = new URLSearchParams(); out.set('searchText', q); return out`: the names set on it in the function. */
function paramsKeys(returned: Node, fn: Node, name: NameWritten): boolean {
  const declaration = returned.getSymbol()?.getDeclarations()[0];
  if (!Node.isVariableDeclaration(declaration)) return false;
  const init = declaration.getInitializer();
  if (!Node.isNewExpression(init) || init.getExpression().getText() !== 'URLSearchParams') return false;
  let complete = true;
  const [given] = init.getArguments();
  if (given) complete = Node.isObjectLiteralExpression(given) && objectKeys(given, name);
  for (const call of fn.getDescendantsOfKind(SyntaxKind.CallExpression)) {
    const callee = call.getExpression();
    if (!Node.isPropertyAccessExpression(callee) || !NAMED.has(callee.getName())) continue;
    if (callee.getExpression().getSymbol() !== returned.getSymbol()) continue;
    const first = call.getArguments()[0];
    if (Node.isStringLiteral(first)) name(first, first.getLiteralText(), true);
    else complete = false;
  }
  return complete;
}
