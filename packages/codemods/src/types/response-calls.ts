import { Node, type CallExpression } from 'ts-morph';

/** Effects whose yielded result is the result of the function they run (`const res = yield call(fn, …)`). */
const RUNNING_EFFECTS = new Set(['call', 'apply', 'retry']);

/**
 * The calls whose value is the request's response: the request itself (or the saga effect read as it), and each
 * call of a function of the project that returns the request as it is (`const fetchRecords = (params) =>
 * client.get('/records', { params })`): `fetchRecords(…)`, or `call(fetchRecords, …)` in a saga or its test.
 */
export function responseCalls(call: CallExpression): CallExpression[] {
  const out = [call];
  const callee = call.getExpression();
  if (Node.isIdentifier(callee) && RUNNING_EFFECTS.has(callee.getText())) return out;
  const fn = call.getFirstAncestor(
    (a) => Node.isArrowFunction(a) || Node.isFunctionDeclaration(a) || Node.isFunctionExpression(a),
  );
  if (!fn || !returnsDirectly(fn, call)) return out;
  const holder = fn.getParent();
  const name = Node.isFunctionDeclaration(fn)
    ? fn.getNameNode()
    : Node.isVariableDeclaration(holder)
      ? holder.getNameNode()
      : undefined;
  if (!name || !Node.isIdentifier(name)) return out;
  for (const reference of name.findReferencesAsNodes()) {
    let at: Node = reference;
    const parent = at.getParent();
    if (Node.isPropertyAccessExpression(parent) && parent.getNameNode() === at) at = parent;
    const use = at.getParent();
    if (!Node.isCallExpression(use)) continue;
    const effect = use.getExpression();
    if (effect === at) out.push(use);
    else if (use.getArguments()[0] === at && Node.isIdentifier(effect) && effect.getText() === 'call')
      out.push(use);
  }
  return out;
}

/** Whether `fn` returns `call` as it is (an arrow's body, or a `return` of it). */
function returnsDirectly(fn: Node, call: CallExpression): boolean {
  if (Node.isArrowFunction(fn) && fn.getBody() === call) return true;
  const returned = call.getParent();
  return (
    Node.isReturnStatement(returned) &&
    returned.getFirstAncestor((a) => Node.isFunctionLikeDeclaration(a) || Node.isArrowFunction(a)) === fn
  );
}
