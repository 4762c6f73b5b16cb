import type * as t from '@babel/types';
import type { AstNode } from './node-types.js';
import { endOf, startOf } from './parser.js';

/**
 * A body that is one object spread and the field a moved endpoint takes into its path (`{ ...body, id: p.id }`):
 * with the field gone it is that object again, so the whole literal is written as it (`body`) rather than left a
 * copy (`{ ...body }`). Undefined for any other body, which keeps the member-removing edit.
 */
export function spreadOnlyBody(
  object: t.ObjectExpression,
  moved: AstNode,
  source: string,
): { start: number; end: number; text: string } | undefined {
  const rest: readonly AstNode[] = object.properties.filter((p) => p !== moved);
  const [spread] = rest;
  if (rest.length !== 1 || spread?.type !== 'SpreadElement') return undefined;
  const argument = spread.argument;
  if (argument.type !== 'Identifier' && argument.type !== 'MemberExpression') return undefined;
  return {
    start: startOf(object),
    end: endOf(object),
    text: source.slice(startOf(argument), endOf(argument)),
  };
}
