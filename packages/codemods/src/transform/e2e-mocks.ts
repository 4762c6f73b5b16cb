import { walk } from './ast-walk.js';
import { argsOf, keyName } from './call-site.js';
import { identifierName, isProperty, isStringLiteral, type AstNode } from './node-types.js';
import type { MockDefinition } from './mock-replies.js';

/** Keys of Cypress's StaticResponse: an object with none of them is itself the JSON body answered. */
const STATIC_RESPONSE_KEYS = new Set([
  'body',
  'fixture',
  'statusCode',
  'headers',
  'forceNetworkError',
  'delay',
  'throttleKbps',
]);

/**
 * The mock an end-to-end test defines with the URL at `url`, when it is one: Cypress's
 * `cy.intercept(method?, url, reply)` (a body, `{ body }`, `{ fixture }`, or a handler calling `req.reply(…)`) and
 * Playwright's `page.route(url, (route) => route.fulfill({ json }))` (`{ body: JSON.stringify(x) }`, `{ path }`).
 * What it answers with is this API's response in the old version's shape, migrated as an msw handler's is
 * (`mock-replies.ts`); a fixture file it names is not rewritten (its name is a reply that gets the TODO).
 */
export function e2eMockOf(url: AstNode, parents: readonly AstNode[]): MockDefinition | undefined {
  const call = parents[parents.length - 1];
  if (call?.type !== 'CallExpression' || call.callee.type !== 'MemberExpression') return undefined;
  const name = identifierName(call.callee.property);
  const args = argsOf(call);
  const index = args.indexOf(url);
  if (name === 'intercept' && identifierName(call.callee.object) === 'cy') {
    const method = index === 1 && isStringLiteral(args[0]) ? args[0].value.toUpperCase() : undefined;
    if (index !== 0 && method === undefined) return undefined;
    const reply = args[index + 1];
    return { method: method ?? 'GET', replies: reply ? cypressReplies(reply) : [], readsBody: false };
  }
  const handler = args[1];
  if (name === 'route' && index === 0 && handler && isFunction(handler))
    return { method: 'GET', replies: fulfilled(handler), readsBody: false };
  return undefined;
}

/** What `cy.intercept`'s reply answers with: the body of a StaticResponse, the object itself, or `req.reply(…)`'s. */
function cypressReplies(reply: AstNode): AstNode[] {
  if (isFunction(reply)) {
    const out: AstNode[] = [];
    eachCall(reply, 'reply', (args) => {
      const [first, second] = args;
      const status =
        first?.type === 'NumericLiteral' || (first?.type === 'Literal' && typeof first.value === 'number');
      const body = status ? second : first;
      if (body) out.push(...staticBody(body));
    });
    return out;
  }
  return staticBody(reply);
}

/** `{ body }` or `{ fixture }` of a StaticResponse; an object with no StaticResponse key, or anything else, is the body. */
function staticBody(reply: AstNode): AstNode[] {
  if (reply.type !== 'ObjectExpression') return isStringLiteral(reply) ? [] : [reply];
  const members: readonly AstNode[] = reply.properties;
  const keyed = members.filter(isProperty).filter((p) => STATIC_RESPONSE_KEYS.has(keyName(p) ?? ''));
  if (keyed.length === 0) return [reply];
  return keyed.filter((p) => ['body', 'fixture'].includes(keyName(p) ?? '')).map((p) => p.value as AstNode);
}

/** What Playwright's `route.fulfill({ json })` answers with (`{ body: JSON.stringify(x) }`'s x, `{ path }`'s file). */
function fulfilled(handler: AstNode): AstNode[] {
  const out: AstNode[] = [];
  eachCall(handler, 'fulfill', ([options]) => {
    if (options?.type !== 'ObjectExpression') return;
    const members: readonly AstNode[] = options.properties;
    for (const p of members.filter(isProperty)) {
      const key = keyName(p);
      const value = p.value as AstNode;
      if (key === 'json' || key === 'path') out.push(value);
      if (key === 'body' && value.type === 'CallExpression' && isStringify(value.callee)) {
        const [body] = argsOf(value);
        if (body) out.push(body);
      }
    }
  });
  return out;
}

function eachCall(root: AstNode, method: string, found: (args: AstNode[]) => void): void {
  walk(root, [], (node) => {
    if (node.type === 'CallExpression' && node.callee.type === 'MemberExpression')
      if (identifierName(node.callee.property) === method) found(argsOf(node));
    return true;
  });
}

function isStringify(callee: AstNode): boolean {
  return (
    callee.type === 'MemberExpression' &&
    identifierName(callee.object) === 'JSON' &&
    identifierName(callee.property) === 'stringify'
  );
}

function isFunction(node: AstNode): boolean {
  return node.type === 'ArrowFunctionExpression' || node.type === 'FunctionExpression';
}
