import { argsOf } from '../transform/call-site.js';
import { identifierName, type AstNode } from '../transform/node-types.js';

/** Matchers whose arguments are one call's own arguments, in order (jest's and vitest's names). */
const CALLED_WITH = new Set([
  'toHaveBeenCalledWith',
  'toBeCalledWith',
  'toHaveBeenLastCalledWith',
  'lastCalledWith',
]);

/** The test runners' typed views of a mock (`vi.mocked(http)`), which hold the mocked value itself. */
const MOCKED = new Set(['vi.mocked', 'jest.mocked']);

/**
 * What a test expects to have been called with a matcher's arguments (`expect(http).toHaveBeenCalledWith('/records',
 * { query })`, `.not.…`, `expect(vi.mocked(http))…`): the expected value, for the caller to judge whether it is a
 * client of this API, whose call these arguments then are. Undefined for any other call.
 */
export function expectedCallSubject(callee: AstNode, source: string): AstNode | undefined {
  if (callee.type !== 'MemberExpression' || !CALLED_WITH.has(identifierName(callee.property) ?? ''))
    return undefined;
  let subject: AstNode = callee.object;
  if (subject.type === 'MemberExpression' && identifierName(subject.property) === 'not')
    subject = subject.object;
  if (subject.type !== 'CallExpression' || identifierName(subject.callee) !== 'expect') return undefined;
  let value = argsOf(subject)[0];
  if (value?.type === 'CallExpression') {
    const name = source.slice(value.callee.start ?? 0, value.callee.end ?? 0).replace(/\s+/g, '');
    value = MOCKED.has(name) ? argsOf(value)[0] : undefined;
  }
  return value?.type === 'Identifier' ? value : undefined;
}
