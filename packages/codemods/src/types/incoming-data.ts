import { Node } from 'ts-morph';

/** What a server's own route received, as written: hapi's `request.payload`, Express's `req.body`, Koa's `ctx.request.body`. */
const INCOMING = new Set(['request.payload', 'req.body', 'request.body', 'ctx.request.body']);

/** Firebase's callable request (`onCall((request) => …)`), whose `data` is what the app's own client sent. */
const CALLABLE_REQUEST = 'CallableRequest';
const FIREBASE_FUNCTIONS = /(^|\/)firebase-functions(\/|$)/;

/**
 * Whether an expression is what the app's own entry point received from its callers: a server route's body
 * (`req.body`, `request.payload`, `ctx.request.body`), or the `data` of a Firebase callable's request (`request.data`
 * where `request` is firebase-functions' `CallableRequest`, whatever the parameter is called). Its shape is the app's
 * contract with its own callers, not a body of this API.
 */
export function isIncomingData(expression: Node): boolean {
  const read = Node.isParenthesizedExpression(expression) ? expression.getExpression() : expression;
  if (INCOMING.has(read.getText().replace(/\s+/g, ''))) return true;
  return (
    Node.isPropertyAccessExpression(read) &&
    read.getName() === 'data' &&
    isCallableRequest(read.getExpression())
  );
}

/** Whether a value is typed with firebase-functions' `CallableRequest` (the package's, or a module declaring it). */
function isCallableRequest(value: Node): boolean {
  const type = value.getType();
  const symbol = type.getAliasSymbol() ?? type.getSymbol();
  if (symbol?.getName() !== CALLABLE_REQUEST) return false;
  return symbol.getDeclarations().some((declaration) => {
    if (FIREBASE_FUNCTIONS.test(declaration.getSourceFile().getFilePath())) return true;
    const module = declaration.getFirstAncestor(Node.isModuleDeclaration);
    return module !== undefined && FIREBASE_FUNCTIONS.test(module.getName().replace(/^['"]|['"]$/g, ''));
  });
}
