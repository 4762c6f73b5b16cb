import { Node, ts, type Project, type Type } from 'ts-morph';
import { wrapNode } from './compiler-nodes.js';
import { inProject, type FieldRename } from './plan-walk.js';
import { TEST_FILE } from './test-file-literals.js';

/** A key of a fake's answer that the type it is cast to renames. */
export interface FakeAnswerKey {
  key: Node;
  field: FieldRename;
  shorthand: boolean;
}

/** Mock methods whose first argument is what the fake answers (or a promise of it). */
const ANSWER_SETTERS = new Set([
  'mockResolvedValue',
  'mockResolvedValueOnce',
  'mockReturnValue',
  'mockReturnValueOnce',
]);
/** Mock methods whose first argument is a function answering for the fake. */
const IMPLEMENTATION_SETTERS = new Set(['mockImplementation', 'mockImplementationOnce']);
/** A test file worth walking: it casts something to a named type (`as ComplianceApi`, `as unknown as Api`). */
const WORTH_WALKING = /\bas\s+[A-Z]/;

/**
 * Keys of the answers of a test's fake of the project's own client, handed on cast to it (`const api = {
 * listRecords: vi.fn(async () => ({ data: [{ recordId: 3 }] })) }` … `api as unknown as ComplianceApi`): each method's
 * answer (a `vi.fn`/`jest.fn` implementation, `mockResolvedValue(…)`, a plain function) is what the method of that
 * name on the cast's type returns, a promise's value, so its keys follow that type's renames, even where another
 * type of the project declares the same names (the app's database model). Keys the type does not declare are left.
 */
export function fakeAnswerKeys(project: Project, fields: ReadonlyMap<Node, FieldRename>): FakeAnswerKey[] {
  const out: FakeAnswerKey[] = [];
  if (fields.size === 0) return out;
  const seen = new Set<Node>();
  for (const sourceFile of project.getSourceFiles()) {
    if (!inProject(sourceFile) || sourceFile.isDeclarationFile()) continue;
    if (!TEST_FILE.test(sourceFile.getFilePath()) || !WORTH_WALKING.test(sourceFile.getFullText())) continue;
    const visit = (node: ts.Node): void => {
      if (ts.isAsExpression(node) && !ts.isAsExpression(node.parent)) {
        const cast = wrapNode(sourceFile, node);
        if (Node.isAsExpression(cast)) out.push(...castFakeKeys(cast, fields, seen));
      }
      ts.forEachChild(node, visit);
    };
    visit(sourceFile.compilerNode);
  }
  return out;
}

/** The renamed answer keys of the fake an `as` expression casts, once per fake and method. */
function castFakeKeys(
  cast: Node & { getExpression(): Node },
  fields: ReadonlyMap<Node, FieldRename>,
  seen: Set<Node>,
): FakeAnswerKey[] {
  const target = cast.getType();
  if (target.isAny() || target.isUnknown() || !declaredInProject(target)) return [];
  const fake = fakeLiteral(cast.getExpression());
  if (!fake) return [];
  const out: FakeAnswerKey[] = [];
  const expected = fake.holder ? expectedCalls(fake.holder) : new Map<string, Node[][]>();
  for (const property of fake.literal.getProperties()) {
    if (seen.has(property)) continue;
    const name =
      Node.isPropertyAssignment(property) || Node.isMethodDeclaration(property) ? property.getName() : '';
    const member = name ? target.getProperty(name) : undefined;
    if (!member) continue;
    const [signature] = member.getTypeAtLocation(cast).getCallSignatures();
    if (!signature) continue;
    seen.add(property);
    const answer = awaited(signature.getReturnType());
    for (const written of answersOf(property)) matchKeys(written, answer, cast, fields, out);
    // `expect(api.addProfile).toHaveBeenCalledWith(42, { recordIds: [3] })`: the arguments the method takes
    const parameters = signature.getParameters();
    for (const args of expected.get(name) ?? [])
      args.forEach((arg, i) => {
        const parameter = parameters[i];
        if (parameter) matchKeys(arg, parameter.getTypeAtLocation(cast), cast, fields, out);
      });
  }
  return out;
}

/** Matchers whose arguments are what a mock was called with (`toHaveBeenNthCalledWith`'s after the call's number). */
const CALLED_WITH = new Map([
  ['toHaveBeenCalledWith', 0],
  ['toHaveBeenLastCalledWith', 0],
  ['toHaveBeenNthCalledWith', 1],
  ['toBeCalledWith', 0],
  ['lastCalledWith', 0],
  ['nthCalledWith', 1],
]);

/** The arguments each method of the fake `holder` names is expected to be called with, in its file. */
function expectedCalls(holder: Node): Map<string, Node[][]> {
  const out = new Map<string, Node[][]>();
  const symbol = holder.getSymbol();
  const name = holder.getText();
  for (const id of holder.getSourceFile().getDescendantsOfKind(ts.SyntaxKind.Identifier)) {
    if (id === holder || id.getText() !== name) continue;
    const member = id.getParent();
    if (!Node.isPropertyAccessExpression(member) || member.getExpression() !== id) continue;
    const expectCall = member.getParent();
    if (!Node.isCallExpression(expectCall) || expectCall.getExpression().getText() !== 'expect') continue;
    const matcher = expectCall.getParent();
    const skip = Node.isPropertyAccessExpression(matcher) ? CALLED_WITH.get(matcher.getName()) : undefined;
    const call = matcher?.getParent();
    if (skip === undefined || !Node.isCallExpression(call) || id.getSymbol() !== symbol) continue;
    const list = out.get(member.getName()) ?? [];
    list.push(call.getArguments().slice(skip));
    out.set(member.getName(), list);
  }
  return out;
}

/**
 * The object literal a cast's operand is: written in place, or the initializer of the `const` it names (`holder`,
 * that `const`'s name, whose `expect(api.m)` calls are read too).
 */
function fakeLiteral(
  expression: Node,
): { literal: Node & { getProperties(): Node[] }; holder?: Node } | undefined {
  let e = expression;
  let holder: Node | undefined;
  while (Node.isAsExpression(e) || Node.isParenthesizedExpression(e)) e = e.getExpression();
  if (Node.isIdentifier(e)) {
    const [declaration] = e.getSymbol()?.getDeclarations() ?? [];
    if (!Node.isVariableDeclaration(declaration)) return undefined;
    holder = declaration.getNameNode();
    e = declaration.getInitializer() ?? e;
    while (Node.isAsExpression(e) || Node.isParenthesizedExpression(e)) e = e.getExpression();
  }
  return Node.isObjectLiteralExpression(e) ? { literal: e, holder } : undefined;
}

/** What a fake's method answers, as written: a mock's implementation or set value, a function's returns. */
function answersOf(property: Node): Node[] {
  if (Node.isMethodDeclaration(property)) return returnsOf(property);
  if (!Node.isPropertyAssignment(property)) return [];
  const out: Node[] = [];
  let e: Node | undefined = property.getInitializer();
  while (e) {
    if (Node.isArrowFunction(e) || Node.isFunctionExpression(e)) return [...out, ...returnsOf(e)];
    if (!Node.isCallExpression(e)) break;
    const callee = e.getExpression();
    const [first] = e.getArguments();
    const method = Node.isPropertyAccessExpression(callee) ? callee.getName() : '';
    const implementation = IMPLEMENTATION_SETTERS.has(method) || method === 'fn';
    if (ANSWER_SETTERS.has(method) && first) out.push(first);
    else if (implementation && (Node.isArrowFunction(first) || Node.isFunctionExpression(first)))
      out.push(...returnsOf(first));
    // `vi.fn(…).mockResolvedValueOnce(a).mockResolvedValueOnce(b)`: the chain is walked down to `vi.fn`
    e =
      method === 'fn'
        ? undefined
        : Node.isPropertyAccessExpression(callee)
          ? callee.getExpression()
          : undefined;
  }
  return out;
}

/** The expressions a function returns (its expression body, or its own `return`s). */
function returnsOf(fn: Node): Node[] {
  if (Node.isArrowFunction(fn) && !Node.isBlock(fn.getBody())) return [fn.getBody()];
  const out: Node[] = [];
  const body = (fn as Node & { getBody?(): Node | undefined }).getBody?.();
  body?.forEachDescendant((n, traversal) => {
    if (Node.isFunctionLikeDeclaration(n) || Node.isClassDeclaration(n)) return traversal.skip();
    if (Node.isReturnStatement(n)) {
      const value = n.getExpression();
      if (value) out.push(value);
    }
    return undefined;
  });
  return out;
}

/** Pushes the keys of `written` (an answer as written) that `type` renames, at any depth. */
function matchKeys(
  written: Node,
  type: Type,
  at: Node,
  fields: ReadonlyMap<Node, FieldRename>,
  out: FakeAnswerKey[],
): void {
  const e = unwrapAnswer(written);
  if (Node.isConditionalExpression(e)) {
    matchKeys(e.getWhenTrue(), type, at, fields, out);
    matchKeys(e.getWhenFalse(), type, at, fields, out);
    return;
  }
  const t = type.getNonNullableType();
  if (Node.isArrayLiteralExpression(e)) {
    const element = t.getArrayElementType() ?? t.getTupleElements()[0];
    if (element) for (const item of e.getElements()) matchKeys(item, element, at, fields, out);
    return;
  }
  if (!Node.isObjectLiteralExpression(e) || t.isUnion()) return;
  for (const property of e.getProperties()) {
    const shorthand = Node.isShorthandPropertyAssignment(property);
    if (!shorthand && !Node.isPropertyAssignment(property)) continue;
    const nameNode = property.getNameNode();
    if (Node.isComputedPropertyName(nameNode)) continue;
    const name = nameNode.getText().replace(/^['"]|['"]$/g, '');
    const member = t.getProperty(name);
    if (!member) continue;
    const field = member
      .getDeclarations()
      .map((d) => fields.get(d))
      .find((f) => f !== undefined);
    if (field && field.to !== name) out.push({ key: nameNode, field, shorthand });
    if (Node.isPropertyAssignment(property)) {
      const value = property.getInitializer();
      if (value) matchKeys(value, member.getTypeAtLocation(at), at, fields, out);
    }
  }
}

/**
 * An answer without what wraps it: parentheses, `await`, `Promise.resolve(…)`, `expect.objectContaining(…)`, and a
 * name for the untyped `const`
 * literal it holds (`const existing = { … }` answered by `vi.fn(async () => existing)`).
 */
function unwrapAnswer(node: Node): Node {
  let e = node;
  for (let hops = 0; hops < 8; hops++) {
    if (Node.isParenthesizedExpression(e) || Node.isAwaitExpression(e)) e = e.getExpression();
    else if (Node.isCallExpression(e) && WRAPPERS.test(e.getExpression().getText()) && e.getArguments()[0])
      e = e.getArguments()[0]!;
    else if (Node.isIdentifier(e)) {
      const [declaration] = e.getSymbol()?.getDeclarations() ?? [];
      const value =
        Node.isVariableDeclaration(declaration) && !declaration.getTypeNode()
          ? declaration.getInitializer()
          : undefined;
      if (!value || !(Node.isObjectLiteralExpression(value) || Node.isArrayLiteralExpression(value)))
        return e;
      e = value;
    } else return e;
  }
  return e;
}

/** Calls that stand for their first argument. */
const WRAPPERS = /^(?:Promise\.resolve|expect\.objectContaining)$/;

/** A promise's value, or the type itself. */
function awaited(type: Type): Type {
  const symbol = type.getSymbol() ?? type.getAliasSymbol();
  const [value] = type.getTypeArguments();
  return symbol?.getName() === 'Promise' && value ? value : type;
}

/** Whether a type is declared by the project's own code (a class or interface of the client, not a library's). */
function declaredInProject(type: Type): boolean {
  const declarations = (type.getSymbol() ?? type.getAliasSymbol())?.getDeclarations() ?? [];
  return declarations.some((d) => inProject(d.getSourceFile()) && !d.getSourceFile().isDeclarationFile());
}
