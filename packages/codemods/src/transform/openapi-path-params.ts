import type * as t from '@babel/types';
import { argsOf, keyName, propertyNamed } from './call-site.js';
import { isProperty, type AstNode } from './node-types.js';
import type { IdEdit } from './object-rewrite.js';
import { endOf, startOf } from './parser.js';

/** openapi-fetch's methods: upper-case, the path a key of the `paths` type (`client.PUT('/x/{id}', init)`). */
const OPENAPI_METHODS = new Set(['GET', 'PUT', 'POST', 'DELETE', 'PATCH', 'HEAD', 'OPTIONS', 'TRACE']);

/**
 * The options object of an openapi-fetch call (`api.PUT('/notificationProfiles/update', { body })` → `{ body }`):
 * its path is a key of the schema's `paths` and path parameters go in `params.path`, never into the string.
 */
export function openApiOptions(call: AstNode | undefined): t.ObjectExpression | undefined {
  if (call?.type !== 'CallExpression') return undefined;
  const callee = call.callee;
  if (callee.type !== 'MemberExpression' || callee.computed || callee.property.type !== 'Identifier')
    return undefined;
  if (!OPENAPI_METHODS.has(callee.property.name)) return undefined;
  const options = argsOf(call)[1];
  return options?.type === 'ObjectExpression' ? options : undefined;
}

/**
 * Adds `param: value` to an openapi-fetch call's `params.path` (`{ body }` → `{ params: { path: { id: p.id } },
 * body }`, joining a `params` or `path` already there); false, with nothing edited, when they are not object
 * literals or already name `param`.
 */
export function addOpenApiPathParam(
  options: t.ObjectExpression,
  param: string,
  value: string,
  source: string,
  edits: IdEdit[],
  changeId: string,
  at: number,
): boolean {
  const member = param === value ? param : `${param}: ${value}`;
  const params = propertyNamed(options, 'params');
  if (!params) {
    const first = options.properties[0];
    if (!first) {
      edits.push({
        start: startOf(options),
        end: endOf(options),
        text: `{ params: { path: { ${member} } } }`,
        changeId,
        at,
      });
      return true;
    }
    // on a line of its own when the first member is (`{\n    body: …`): the same break and indent after it
    const start = startOf(first);
    const before = source.slice(startOf(options) + 1, start);
    const breakAt = before.lastIndexOf('\n');
    const after = breakAt >= 0 ? `,${before.slice(breakAt)}` : ', ';
    edits.push({ start, end: start, text: `params: { path: { ${member} } }${after}`, changeId, at });
    return true;
  }
  const paramsValue: AstNode = params.value;
  if (paramsValue.type !== 'ObjectExpression') return false;
  const path = propertyNamed(paramsValue, 'path');
  const target: AstNode | undefined = path ? path.value : paramsValue;
  if (target?.type !== 'ObjectExpression') return false;
  if (path && target.properties.some((p) => isProperty(p) && keyName(p) === param)) return false;
  const text = path ? member : `path: { ${member} }`;
  const last = target.properties[target.properties.length - 1];
  if (last) edits.push({ start: endOf(last), end: endOf(last), text: `, ${text}`, changeId, at });
  else edits.push({ start: startOf(target), end: endOf(target), text: `{ ${text} }`, changeId, at });
  return true;
}

/**
 * The text a path segment takes for a moved id written as a plain literal (`id: 7` → `7`, `id: 'a-1'` → `a-1`),
 * so a mock's path stays a plain string; undefined for anything else (an expression goes into `${…}`).
 */
export function literalSegment(value: AstNode): string | undefined {
  if (value.type === 'NumericLiteral') return String(value.value);
  if (value.type === 'Literal' && typeof value.value === 'number') return String(value.value);
  if (value.type === 'StringLiteral' && /^[\w-]+$/.test(value.value)) return value.value;
  if (value.type === 'Literal' && typeof value.value === 'string' && /^[\w-]+$/.test(value.value))
    return value.value;
  return undefined;
}
