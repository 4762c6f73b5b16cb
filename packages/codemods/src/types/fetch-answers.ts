import { Node } from 'ts-morph';

/** Array methods whose callback's first parameter is each element. */
const ELEMENT_CALLBACKS = new Set(['forEach', 'map', 'flatMap']);
/** How many names, calls and parameters a value is followed through before giving up. */
const MAX_HOPS = 5;

/**
 * Whether a test's object literal is (part of) what a stubbed `fetch` answers with: the body of a `Response` it makes
 * (`new Response(JSON.stringify(x))`, `Response.json(x)`) or the value of a fake response's `json()` (`{ ok: true,
 * json: async () => x }`), directly or through what holds it: an enclosing literal, a `const`, and the parameters of
 * the project's own helpers it is handed to (`mockFetch(...bodies)` looping over `bodies` into `jsonResponse(body)`).
 * Such a literal is this API's answer, even where a type of the app's own (its database's documents) declares the
 * same keys.
 */
export function answersFetch(literal: Node): boolean {
  return reaches(literal, 0, new Set());
}

function reaches(value: Node, hops: number, seen: Set<Node>): boolean {
  if (hops > MAX_HOPS || seen.has(value)) return false;
  seen.add(value);
  let node = value;
  // climb out of the literals, parentheses and casts holding it
  for (;;) {
    const parent = node.getParent();
    if (
      Node.isArrayLiteralExpression(parent) ||
      Node.isParenthesizedExpression(parent) ||
      Node.isAsExpression(parent) ||
      Node.isSatisfiesExpression(parent) ||
      Node.isSpreadElement(parent)
    ) {
      node = parent;
      continue;
    }
    // `{ data: [x] }`, `{ ...x }`: the literal holding it
    if (
      (Node.isPropertyAssignment(parent) && parent.getInitializer() === node) ||
      Node.isSpreadAssignment(parent)
    ) {
      node = parent.getParentOrThrow();
      continue;
    }
    break;
  }
  if (fakeJsonValue(node)) return true;
  const parent = node.getParent();
  if (Node.isCallExpression(parent) && parent.getArguments().includes(node)) {
    if (isStringifiedResponse(parent) || isResponseJson(parent)) return true;
    return handedOn(parent, parent.getArguments().indexOf(node), hops, seen);
  }
  if (Node.isVariableDeclaration(parent) && parent.getInitializer() === node)
    return heldBy(parent, hops, seen);
  return false;
}

/** `JSON.stringify(x)` given as the body of `new Response(…)`. */
function isStringifiedResponse(call: Node & { getExpression(): Node }): boolean {
  if (call.getExpression().getText() !== 'JSON.stringify') return false;
  const made = call.getParent();
  return (
    Node.isNewExpression(made) &&
    made.getExpression().getText() === 'Response' &&
    made.getArguments()[0] === call
  );
}

/** `Response.json(x)`. */
function isResponseJson(call: Node & { getExpression(): Node }): boolean {
  return call.getExpression().getText() === 'Response.json';
}

/** The value a fake response's `json` method gives (`json: async () => x`, `json() { return x; }`). */
function fakeJsonValue(node: Node): boolean {
  let holder = node.getParent();
  if (Node.isReturnStatement(holder))
    holder = holder.getFirstAncestor((a) => Node.isFunctionLikeDeclaration(a));
  const named =
    Node.isArrowFunction(holder) || Node.isFunctionExpression(holder) ? holder.getParent() : holder;
  const key =
    Node.isPropertyAssignment(named) || Node.isMethodDeclaration(named) ? named.getName() : undefined;
  return key === 'json' && Node.isObjectLiteralExpression(named?.getParent());
}

/** A `const` (or a callback's parameter) holding the value: wherever it is read. */
function heldBy(declaration: Node, hops: number, seen: Set<Node>): boolean {
  if (!Node.isVariableDeclaration(declaration) && !Node.isParameterDeclaration(declaration)) return false;
  const name = declaration.getNameNode();
  if (!Node.isIdentifier(name)) return false;
  return name.findReferencesAsNodes().some((r) => r !== name && reaches(r, hops + 1, seen));
}

/** The value handed to a function of the project: where its parameter goes there (a rest parameter's elements too). */
function handedOn(
  call: Node & { getExpression(): Node },
  index: number,
  hops: number,
  seen: Set<Node>,
): boolean {
  const symbol = call.getExpression().getSymbol();
  const declaration = (symbol?.isAlias() ? symbol.getAliasedSymbol() : symbol)?.getDeclarations()[0];
  const fn = Node.isVariableDeclaration(declaration) ? declaration.getInitializer() : declaration;
  if (!Node.isFunctionLikeDeclaration(fn) || fn.getSourceFile().isInNodeModules()) return false;
  const parameters = fn.getParameters();
  const last = parameters.at(-1);
  const parameter =
    index < parameters.length ? parameters[index] : last?.isRestParameter() ? last : undefined;
  const name = parameter?.getNameNode();
  if (!parameter || !Node.isIdentifier(name)) return false;
  const rest = parameter.isRestParameter();
  return name.findReferencesAsNodes().some((reference) => {
    if (reference === name || !fn.containsRange(reference.getPos(), reference.getEnd())) return false;
    return rest ? elementsReach(reference, hops, seen) : reaches(reference, hops + 1, seen);
  });
}

/** `for (const body of bodies)`, `bodies.forEach((body) => …)`, `.map(…)`: where each element of a rest parameter goes. */
function elementsReach(list: Node, hops: number, seen: Set<Node>): boolean {
  const parent = list.getParent();
  if (Node.isForOfStatement(parent) && parent.getExpression() === list) {
    const declared = parent.getInitializer();
    const element = Node.isVariableDeclarationList(declared) ? declared.getDeclarations()[0] : undefined;
    return element !== undefined && heldBy(element, hops, seen);
  }
  const call = parent?.getParent();
  if (
    Node.isPropertyAccessExpression(parent) &&
    ELEMENT_CALLBACKS.has(parent.getName()) &&
    Node.isCallExpression(call)
  ) {
    const callback = call.getArguments()[0];
    const element =
      Node.isArrowFunction(callback) || Node.isFunctionExpression(callback)
        ? callback.getParameters()[0]
        : undefined;
    return element !== undefined && heldBy(element, hops, seen);
  }
  return false;
}
