import { localDeclarator } from './bindings.js';
import type { MockDefinition } from './mock-replies.js';
import { isProperty, isStringLiteral, type AstNode } from './node-types.js';
import { endOf, startOf } from './parser.js';
import type { UrlExpression } from './url-expression.js';

/** A key naming a request as `METHOD /path` (`"GET /api/v4/records"`), as tests key their stubbed answers. */
const REQUEST_KEY = /^(GET|POST|PUT|PATCH|DELETE|HEAD) (\/[^\s?#]*)$/;

/** Values a stubbed answer may be written as: data, never a handler (a route table maps keys to functions). */
const DATA = new Set([
  'ObjectExpression',
  'ArrayExpression',
  'StringLiteral',
  'NumericLiteral',
  'BooleanLiteral',
  'NullLiteral',
  'Literal',
]);

/** A test's table entry answering one request: the path in its key, and the data it answers with as a mock's reply. */
export interface KeyedAnswer {
  url: UrlExpression;
  mock: MockDefinition;
}

/**
 * The entry `node` keys, when it is a stubbed answer of a table keyed by method and path (`stubFetch({ "GET
 * /api/v4/records": { data: [...] } })`, a fetch stub's lookup table): its key's path is read as a URL (only the
 * path part is rewritten) and its value as what a mock of that endpoint answers with. A value that is no data
 * literal, or `const` holding one (`{ "GET /records": listRecords }`, a router's table of handlers), is not an answer.
 */
export function keyedAnswerOf(node: AstNode, parents: readonly AstNode[]): KeyedAnswer | undefined {
  const property = parents[parents.length - 1];
  if (!property || !isProperty(property) || property.key !== node || !isStringLiteral(node)) return undefined;
  const match = REQUEST_KEY.exec(node.value);
  if (!match || !(DATA.has(property.value.type) || heldData(property.value, parents))) return undefined;
  const [, method, path] = match as unknown as [string, string, string];
  const start = startOf(node) + 1 + method.length + 1;
  const url: UrlExpression = {
    node,
    gaps: [{ text: path, node, quote: quoteOf(node), start, end: endOf(node) - 1 }],
    holes: [],
    text: path,
  };
  return { url, mock: { method, replies: [property.value], readsBody: false } };
}

/** A `const` of the scope holding an object or array literal (`"PUT /…/update": profile`). */
function heldData(value: AstNode, parents: readonly AstNode[]): boolean {
  if (value.type !== 'Identifier') return false;
  const found = localDeclarator(value.name, parents);
  if (!found || found === 'parameter' || found.kind !== 'const') return false;
  return found.init.type === 'ObjectExpression' || found.init.type === 'ArrayExpression';
}

function quoteOf(node: AstNode): string {
  return 'extra' in node && node.extra && typeof node.extra.raw === 'string'
    ? node.extra.raw[0]!
    : typeof (node as { raw?: unknown }).raw === 'string'
      ? (node as { raw: string }).raw[0]!
      : '"';
}
