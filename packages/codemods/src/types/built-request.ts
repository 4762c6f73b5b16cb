import { Node, type SourceFile, type Type } from 'ts-morph';
import { declaredResponseType } from './declared-response.js';

/** The types a request built in one function and sent by another is given: its body's and its response's. */
export interface BuiltRequestTypes {
  request?: Type;
  response?: Type;
  /** The function writes no body into the request it builds (an archive, a list): nothing is sent to rename. */
  bodiless?: boolean;
}

/**
 * For a request whose path is at `start`, built in a function that returns its URL and options and sent by other
 * code (OpenAPI Generator's `RecordsApiParamCreator.listRecords(…)`, whose result `RecordsApiFp` hands to
 * `createRequestFunction<RecordListResponse>(localVarArgs, …)`): the body is what the function puts in its options
 * (`localVarRequestOptions.body = serializeDataIfNeeded(params.body)`, `body: …`, `data: …`), and the response is
 * the type argument of the call the function's result is given to, where the function is called by its name.
 */
export function builtRequestTypes(sourceFile: SourceFile, start: number): BuiltRequestTypes {
  const path = sourceFile.getDescendantAtPos(start);
  const fn = path?.getFirstAncestor(
    (a) => Node.isArrowFunction(a) || Node.isFunctionExpression(a) || Node.isMethodDeclaration(a),
  );
  if (!fn) return {};
  const out: BuiltRequestTypes = {};
  const body = sentBody(fn);
  if (body) out.request = body.getType();
  else out.bodiless = true;
  const response = sentResponse(fn);
  if (response) out.response = response;
  return out;
}

/** `options.body = serialize(x)`, `{ body: x }`, `{ data: x }` in the function: `x`. */
function sentBody(fn: Node): Node | undefined {
  let found: Node | undefined;
  fn.forEachDescendant((node, traversal) => {
    let value: Node | undefined;
    if (Node.isBinaryExpression(node) && node.getOperatorToken().getText() === '=') {
      const left = node.getLeft();
      if (Node.isPropertyAccessExpression(left) && ['body', 'data'].includes(left.getName()))
        value = node.getRight();
    } else if (Node.isPropertyAssignment(node) && ['body', 'data'].includes(node.getName())) {
      value = node.getInitializer();
    }
    if (!value) return;
    // `serializeDataIfNeeded(params.body)`, `JSON.stringify(body)`: what is serialized
    const inner = Node.isCallExpression(value) ? value.getArguments()[0] : value;
    if (inner && !Node.isSpreadElement(inner)) {
      found = inner;
      traversal.stop();
    }
  });
  return found;
}

/** The type argument of the call the built request is handed to, at the calls of the function by its name. */
function sentResponse(fn: Node): Type | undefined {
  const member = fn.getParent();
  const name =
    Node.isPropertyAssignment(member) || Node.isMethodDeclaration(member) ? member.getNameNode() : undefined;
  if (!name || !Node.isIdentifier(name)) return undefined;
  for (const reference of name.findReferencesAsNodes()) {
    const access = reference.getParent();
    const call = access?.getParent();
    if (
      !Node.isPropertyAccessExpression(access) ||
      !Node.isCallExpression(call) ||
      call.getExpression() !== access
    )
      continue;
    // `const localVarArgs = await creator.listRecords(…)`
    let at: Node = call;
    while (Node.isAwaitExpression(at.getParent()) || Node.isParenthesizedExpression(at.getParent()))
      at = at.getParent()!;
    const holder = at.getParent();
    if (!Node.isVariableDeclaration(holder)) continue;
    const held = holder.getNameNode();
    if (!Node.isIdentifier(held)) continue;
    const scope = holder.getFirstAncestor(
      (a) => Node.isFunctionLikeDeclaration(a) || Node.isArrowFunction(a),
    );
    let found: Type | undefined;
    scope?.forEachDescendant((node, traversal) => {
      if (!Node.isCallExpression(node) || node.getTypeArguments().length === 0) return;
      const given = node
        .getArguments()
        .some((a) => Node.isIdentifier(a) && a.getSymbol() === held.getSymbol());
      if (!given) return;
      found = node.getTypeArguments()[0]!.getType();
      traversal.stop();
    });
    if (found) return found;
    // typescript-axios: `return createRequestFunction(localVarAxiosArgs, …)` in a method declaring what it answers
    const declared = scope && declaredResponseType(scope);
    if (declared) return declared;
  }
  return undefined;
}
