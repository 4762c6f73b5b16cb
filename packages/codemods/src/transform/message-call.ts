import { identifierName, type AstNode } from './node-types.js';

/** Objects whose every method takes a message, not a URL to request (`console.log('/records')`). */
const MESSAGE_OBJECTS = new Set([
  'console',
  'logger',
  'log',
  'Sentry',
  'analytics',
  'posthog',
  'i18n',
  'i18next',
]);
/** Functions (or methods) that take a message, a translation key or an event name (`t('/records')`, `track(…)`). */
const MESSAGE_FUNCTIONS = new Set(['t', 'track', 'trackEvent', 'gtag', 'captureMessage', 'debug']);

/**
 * Whether `call` takes its string as a message, a translation key or an analytics event (logging, i18n,
 * analytics), not as a URL it requests: a path written there is text about the API (or the app's own page), so
 * it is neither rewritten nor given a TODO. A project's own wrapper is never named so by these well-known names.
 */
export function isMessageCall(call: AstNode): boolean {
  if (call.type !== 'CallExpression') return false;
  const callee = call.callee;
  if (callee.type === 'Identifier') return MESSAGE_FUNCTIONS.has(callee.name);
  if (callee.type !== 'MemberExpression' || callee.computed) return false;
  const object = callee.object.type === 'Identifier' ? callee.object.name : undefined;
  const method = identifierName(callee.property);
  return (
    (object !== undefined && MESSAGE_OBJECTS.has(object)) ||
    (typeof method === 'string' && MESSAGE_FUNCTIONS.has(method))
  );
}
