import { Node, type CallExpression, type Type } from 'ts-morph';
import { plansAt, type Plans } from './plan-path.js';
import { elementHolders } from './parsed-rows.js';
import { parsedHolderType, responseHolders } from './schema-parsed.js';

/** The items of a got paginated request, and the plans of one item. */
export interface PaginatedItems {
  /** The item type the code declares (`paginate.all<RecordRow>`, or what `transform` returns), when it is one. */
  declared: Type | undefined;
  /** The plans of one item: the list `pagination.transform` returns from the body, one element of it. */
  plans: Plans;
  /** Items parsed one by one by a runtime schema (`rows.map((row) => Row.parse(row))`): the schema's type. */
  parsed: { type: Type; plans: Plans }[];
}

/**
 * got's paginated requests, `api.paginate.all(url, { pagination })`, `api.paginate(url)` and `api.paginate.each(url)`:
 * what they give is not the body but its items, the list `pagination.transform` returns (`(response) =>
 * response.body.data`; the body itself by default). Undefined for any other call; plans left empty when `transform`
 * returns something other than a member of the body, so the call keeps its TODO.
 */
export function paginatedItems(call: CallExpression, plans: Plans): PaginatedItems | undefined {
  const kind = paginateKind(call);
  if (!kind) return undefined;
  const path = itemsPath(call.getArguments()[1]);
  if (!path) return { declared: undefined, plans: [], parsed: [] };
  const itemPlans = plansAt(path, plans).map((node) => node?.item);
  const parsed: PaginatedItems['parsed'] = [];
  for (const holder of kind === 'all' ? listElements(call) : iterated(call)) {
    const type = parsedHolderType(holder);
    if (type) parsed.push({ type, plans: itemPlans });
  }
  return { declared: declaredItem(call, kind), plans: itemPlans, parsed };
}

/** `all` for `paginate.all` (a promise of the list), `each` for `paginate`/`paginate.each` (an async iterator). */
function paginateKind(call: CallExpression): 'all' | 'each' | undefined {
  const callee = call.getExpression();
  if (!Node.isPropertyAccessExpression(callee)) return undefined;
  const name = callee.getName();
  if (name === 'paginate') return 'each';
  const outer = callee.getExpression();
  if (!Node.isPropertyAccessExpression(outer) || outer.getName() !== 'paginate') return undefined;
  return name === 'all' ? 'all' : name === 'each' ? 'each' : undefined;
}

/**
 * The members of the body `pagination.transform` returns, as a path (`['data']` for `(r) => r.body.data` or
 * `({ body }) => body.data`; `[]` without a transform, got's default being the parsed body), or undefined when it
 * returns anything else.
 */
function itemsPath(options: Node | undefined): string[] | undefined {
  if (!Node.isObjectLiteralExpression(options)) return [];
  const pagination = member(options, 'pagination');
  if (!pagination) return [];
  if (!Node.isObjectLiteralExpression(pagination)) return undefined;
  const transform = member(pagination, 'transform');
  if (!transform) return [];
  if (!(Node.isArrowFunction(transform) || Node.isFunctionExpression(transform))) return undefined;
  const body = transform.getBody();
  const only = Node.isBlock(body) ? body.getStatements() : [];
  const returned = Node.isBlock(body)
    ? only.length === 1 && Node.isReturnStatement(only[0])
      ? only[0].getExpression()
      : undefined
    : body;
  const param = transform.getParameters()[0]?.getNameNode();
  if (!returned || !param) return undefined;
  // `response.body.data`: the names after the response, of which the first must be `body`
  const names: string[] = [];
  let node: Node = unwrapped(returned);
  while (Node.isPropertyAccessExpression(node)) {
    names.unshift(node.getName());
    node = unwrapped(node.getExpression());
  }
  if (!Node.isIdentifier(node)) return undefined;
  if (Node.isIdentifier(param) && node.getText() === param.getText())
    return names[0] === 'body' ? names.slice(1) : undefined;
  // `({ body }) => body.data`
  if (Node.isObjectBindingPattern(param)) {
    const bound = param
      .getElements()
      .find((e) => (e.getPropertyNameNode()?.getText() ?? e.getName()) === 'body');
    if (bound && bound.getName() === node.getText()) return names;
  }
  return undefined;
}

/** The value of `name` in an object literal (`name: value` or a method `name() {}`). */
function member(object: Node, name: string): Node | undefined {
  if (!Node.isObjectLiteralExpression(object)) return undefined;
  const property = object.getProperty(name);
  if (Node.isPropertyAssignment(property)) return property.getInitializer();
  if (Node.isMethodDeclaration(property)) return property;
  return undefined;
}

/** Without the parentheses, casts and `!` around it. */
function unwrapped(node: Node): Node {
  let at = node;
  while (Node.isParenthesizedExpression(at) || Node.isAsExpression(at) || Node.isNonNullExpression(at))
    at = at.getExpression();
  return at;
}

/** The variables an item of `paginate.all`'s list is given to: `rows.map((row) => …)`, `for (const row of rows)`. */
function listElements(call: CallExpression): Node[] {
  const out: Node[] = [];
  for (const holder of responseHolders(call)) {
    const symbol = holder.getSymbol();
    const scope = holder.getFirstAncestor((a) => Node.isFunctionLikeDeclaration(a) || Node.isSourceFile(a));
    if (!symbol || !scope) continue;
    scope.forEachDescendant((node) => {
      if (Node.isIdentifier(node) && node !== holder && node.getSymbol() === symbol)
        out.push(...elementHolders(node));
    });
  }
  return out;
}

/** `for await (const item of api.paginate(url))`: `item`. */
function iterated(call: CallExpression): Node[] {
  const parent = call.getParent();
  if (!Node.isForOfStatement(parent) || parent.getExpression() !== call) return [];
  const list = parent.getInitializer();
  const name = Node.isVariableDeclarationList(list) ? list.getDeclarations()[0]?.getNameNode() : undefined;
  return Node.isIdentifier(name) ? [name] : [];
}

/** The item type: the call's first type argument, else the element its result is a list or iterator of. */
function declaredItem(call: CallExpression, kind: 'all' | 'each'): Type | undefined {
  const stated = call.getTypeArguments()[0]?.getType();
  const result = call.getType();
  const inner = result.getTypeArguments()[0]; // Promise<T[]>, AsyncIterableIterator<T>
  const item = stated ?? (kind === 'all' ? inner?.getArrayElementType() : inner);
  return item && !item.isAny() && !item.isUnknown() ? item : undefined;
}
