import { Node, type CallExpression, type Type } from 'ts-morph';
import { inProject } from './plan-walk.js';
import { plansAt, type Plans } from './plan-path.js';

const AWAITED = new Set(['Promise', 'PromiseLike']);
/** How many members deep the returned read of the body is followed (`response.data.data`). */
const MAX_MEMBERS = 4;

/**
 * A call of the project's own generic wrapper that answers a list held in the body it fetches, as a paging helper
 * does: `fetchPage<T>(…): Promise<T[]>` returning `response.data.data` of `z.request<Paged<T>>(…)`. The type argument
 * given for `T` at the call (`fetchPage<ProfileRow>(…)`) is one element of that list: it is returned with the plans
 * of one element (the body's plans at the member, `data[]`). Undefined for a library's function, a result that is not
 * a list of a type parameter, or a wrapper whose returns are not one read of the inner request's body.
 */
export function wrapperRows(call: CallExpression, plans: Plans): { type: Type; plans: Plans } | undefined {
  const args = call.getTypeArguments();
  if (args.length === 0) return undefined;
  const symbol = call.getExpression().getSymbol();
  // an imported wrapper: the function the import names
  for (const declaration of (symbol?.getAliasedSymbol() ?? symbol)?.getDeclarations() ?? []) {
    if (!inProject(declaration)) continue;
    const fn = Node.isVariableDeclaration(declaration) ? declaration.getInitializer() : declaration;
    if (!fn || !(Node.isFunctionDeclaration(fn) || Node.isMethodDeclaration(fn) || Node.isArrowFunction(fn)))
      continue;
    const element = listElementName(fn.getReturnTypeNode());
    const index = fn.getTypeParameters().findIndex((p) => p.getName() === element);
    const given = index >= 0 ? args[index] : undefined;
    const path = given ? bodyMemberReturned(fn) : undefined;
    if (!given || !path) continue;
    return { type: given.getType(), plans: plansAt(path, plans).map((node) => node?.item) };
  }
  return undefined;
}

/** `Promise<T[]>`, `Promise<Array<T>>`, `T[]` → `T`: the name of the element, when it is a plain name. */
function listElementName(node: Node | undefined): string | undefined {
  if (!node) return undefined;
  if (Node.isArrayTypeNode(node)) {
    const element = node.getElementTypeNode();
    return Node.isTypeReference(element) && element.getTypeArguments().length === 0
      ? element.getTypeName().getText()
      : undefined;
  }
  if (!Node.isTypeReference(node)) return undefined;
  const name = node.getTypeName().getText();
  const [inner, ...rest] = node.getTypeArguments();
  if (!inner || rest.length > 0) return undefined;
  if (AWAITED.has(name)) return listElementName(inner);
  return name === 'Array' && Node.isTypeReference(inner) && inner.getTypeArguments().length === 0
    ? inner.getTypeName().getText()
    : undefined;
}

/**
 * The members of the body the function returns (`['data']` for `return response.data.data` where `response` holds
 * `await z.request<Paged<T>>(…)`, whose `response.data` is that type argument), when every return reads the same.
 */
function bodyMemberReturned(fn: Node): string[] | undefined {
  const returns =
    Node.isArrowFunction(fn) && !Node.isBlock(fn.getBody())
      ? [fn.getBody()]
      : fn
          .getDescendants()
          .flatMap((d) =>
            Node.isReturnStatement(d) && d.getFirstAncestor((a) => Node.isFunctionLikeDeclaration(a)) === fn
              ? [d.getExpression()]
              : [],
          );
  let found: string[] | undefined;
  for (const returned of returns) {
    const path = returned ? bodyPath(returned) : undefined;
    if (!path || (found && found.join('.') !== path.join('.'))) return undefined;
    found = path;
  }
  return found;
}

/** `response.data.data`: the names after the read that is the inner request's body (its type argument). */
function bodyPath(expression: Node): string[] | undefined {
  const chain: Node[] = [];
  let node: Node = expression;
  for (let depth = 0; depth <= MAX_MEMBERS && Node.isPropertyAccessExpression(node); depth++) {
    chain.unshift(node);
    node = node.getExpression();
  }
  if (!Node.isIdentifier(node)) return undefined;
  const body = requestTypeArgument(node);
  if (!body) return undefined;
  // the first read whose type is the one the request was given is its body; the names after it are the path
  const at = chain.findIndex((member) => member.getType().compilerType === body.compilerType);
  if (at < 0 || at === chain.length - 1) return undefined;
  return chain.slice(at + 1).map((member) => (member as Node & { getName(): string }).getName());
}

/** `const response = await z.request<Paged<T>>(…)`: the type argument of the request a name holds. */
function requestTypeArgument(name: Node): Type | undefined {
  const declaration = name.getSymbol()?.getDeclarations()[0];
  if (!Node.isVariableDeclaration(declaration)) return undefined;
  let value = declaration.getInitializer();
  if (Node.isAwaitExpression(value)) value = value.getExpression();
  if (!Node.isCallExpression(value)) return undefined;
  const [argument] = value.getTypeArguments();
  return argument?.getType();
}
