import { identifierName, type AstNode } from './node-types.js';

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
 * The mock a test expects to have been called with a matcher's arguments: `http` of
 * `expect(http).toHaveBeenCalledWith(…)`, `.not.…`, `expect(vi.mocked(http))…`, and `api.get` of
 * `expect(api.get).toHaveBeenCalledWith(…)`. Undefined for any other callee.
 */
export function expectedMock(callee: AstNode): AstNode | undefined {
  if (callee.type !== 'MemberExpression' || !CALLED_WITH.has(identifierName(callee.property) ?? ''))
    return undefined;
  let subject: AstNode = callee.object;
  if (subject.type === 'MemberExpression' && identifierName(subject.property) === 'not')
    subject = subject.object;
  if (subject.type !== 'CallExpression' || identifierName(subject.callee) !== 'expect') return undefined;
  let value: AstNode | undefined = subject.arguments[0];
  if (value?.type === 'CallExpression') {
    const fn = value.callee;
    const name =
      fn.type === 'MemberExpression' ? `${identifierName(fn.object)}.${identifierName(fn.property)}` : '';
    value = MOCKED.has(name) ? value.arguments[0] : undefined;
  }
  return value?.type === 'Identifier' || value?.type === 'MemberExpression' ? value : undefined;
}

/**
 * `api.get` of `expect(api.get).toHaveBeenCalledWith('/records', { page })`: a mocked method named as an HTTP
 * method (`methods` holds the names), whose expected arguments are that method's call. Undefined for any other callee.
 */
export function expectedMethodMock(
  callee: AstNode,
  methods: Readonly<Record<string, string>>,
): (AstNode & { type: 'MemberExpression' }) | undefined {
  const mock = expectedMock(callee);
  if (mock?.type !== 'MemberExpression' || mock.computed) return undefined;
  const name = identifierName(mock.property);
  return name !== undefined && methods[name.toLowerCase()] ? mock : undefined;
}
