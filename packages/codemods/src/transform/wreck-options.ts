import { isIdentifier, isProperty, isStringLiteral, type AstNode } from './node-types.js';

/** The module of hapi's HTTP client. */
const WRECK_MODULE = '@hapi/wreck';

/** The options `@hapi/wreck`'s `request`, `get`, `post`, `put`, `patch` and `delete` take after the URL. */
const WRECK_OPTION_KEYS = new Set([
  'payload',
  'headers',
  'json',
  'timeout',
  'redirects',
  'redirect303',
  'redirectMethod',
  'beforeRedirect',
  'redirected',
  'agent',
  'maxBytes',
  'gunzip',
  'rejectUnauthorized',
  'secureProtocol',
  'ciphers',
  'socketPath',
  'downstreamRes',
  'baseUrl',
]);

/**
 * Whether an object given after a URL is `@hapi/wreck`'s options (`wreck.post('/records', { headers, payload })`),
 * whose `payload` is the request's body: it has a `payload`, only Wreck's option keys, and either another of them
 * beside it or a program that imports Wreck. A body of another client with a field named `payload` (axios's
 * `api.post(url, { payload })` in a file that does not import Wreck) is not.
 */
export function isWreckOptions(node: AstNode | undefined, program: AstNode | undefined): boolean {
  if (node?.type !== 'ObjectExpression') return false;
  const keys: string[] = [];
  for (const property of node.properties) {
    if (!isProperty(property)) return false;
    const key = property.key;
    const name = isIdentifier(key) ? key.name : isStringLiteral(key) ? key.value : undefined;
    if (name === undefined || !WRECK_OPTION_KEYS.has(name)) return false;
    keys.push(name);
  }
  if (!keys.includes('payload')) return false;
  return keys.length > 1 || importsWreck(program);
}

function importsWreck(program: AstNode | undefined): boolean {
  if (program?.type !== 'Program') return false;
  return program.body.some(
    (statement) => statement.type === 'ImportDeclaration' && statement.source.value === WRECK_MODULE,
  );
}
