import { argsOf } from './call-site.js';
import { identifierName, type AstNode } from './node-types.js';

/** Modifiers between `expect(value)` and its matcher. */
const MODIFIERS = new Set(['not', 'resolves', 'rejects']);

/**
 * Whether a call is a test's matcher on a `.type` member (`expect(selectRecord.type).toBe('records/selectRecord')`,
 * `expect(action.type).not.toEqual(…)`): the string it is given names a kind (a Redux action type, a MIME type), never
 * a URL.
 */
export function isTypeExpectation(call: AstNode): boolean {
  if (call.type !== 'CallExpression' || call.callee.type !== 'MemberExpression') return false;
  let object: AstNode = call.callee.object;
  while (object.type === 'MemberExpression' && MODIFIERS.has(identifierName(object.property) ?? ''))
    object = object.object;
  if (object.type !== 'CallExpression' || identifierName(object.callee) !== 'expect') return false;
  const value = argsOf(object)[0];
  return value?.type === 'MemberExpression' && !value.computed && identifierName(value.property) === 'type';
}
