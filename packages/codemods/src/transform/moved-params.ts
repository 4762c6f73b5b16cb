import type * as t from '@babel/types';
import { keyName, propertyNamed } from './call-site.js';
import { isProperty, type AstNode } from './node-types.js';
import { memberRange, type IdEdit } from './object-rewrite.js';
import { endOf, startOf } from './parser.js';

/** A dispatcher call's options object and the key whose object fills its table's `:name` segments. */
export interface ParamsOption {
  options: t.ObjectExpression;
  key: string;
}

/**
 * Moves a body field into a dispatcher call's path parameters (`call(name, { body: { id, … } })` →
 * `call(name, { params: { id }, body: { … } })`), as `param`; false, with nothing edited, when the body is not an
 * object literal holding `field` or the call's `params` is not one either.
 */
export function moveIntoParams(
  at: ParamsOption,
  body: AstNode | undefined,
  field: string,
  param: string,
  source: string,
  edits: IdEdit[],
  changeId: string,
): boolean {
  if (body?.type !== 'ObjectExpression') return false;
  const property = propertyNamed(body, field);
  if (!property || property.computed) return false;
  const value: AstNode = property.value;
  const written = source.slice(startOf(value), endOf(value));
  const member = value.type === 'Identifier' && value.name === param ? param : `${param}: ${written}`;
  const existing = propertyNamed(at.options, at.key);
  const first = at.options.properties[0];
  let insert: IdEdit;
  if (existing) {
    const params: AstNode = existing.value;
    if (params.type !== 'ObjectExpression') return false;
    if (params.properties.some((p) => isProperty(p) && keyName(p) === param)) return false;
    const last = params.properties[params.properties.length - 1];
    insert = last
      ? { start: endOf(last), end: endOf(last), text: `, ${member}`, changeId, at: startOf(property) }
      : {
          start: startOf(params),
          end: endOf(params),
          text: `{ ${member} }`,
          changeId,
          at: startOf(property),
        };
  } else if (first) {
    const text = `${at.key}: { ${member} }, `;
    insert = { start: startOf(first), end: startOf(first), text, changeId, at: startOf(property) };
  } else return false;
  edits.push(insert, { ...memberRange(body, property), text: '', changeId, at: startOf(property) });
  return true;
}
