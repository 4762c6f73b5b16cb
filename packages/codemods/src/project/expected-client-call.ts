import { expectedMock } from '../transform/expected-call.js';
import type { AstNode } from '../transform/node-types.js';

/**
 * What a test expects to have been called with a matcher's arguments (`expect(http).toHaveBeenCalledWith('/records',
 * { query })`, `.not.…`, `expect(vi.mocked(http))…`): the expected value, for the caller to judge whether it is a
 * client of this API, whose call these arguments then are. Undefined for any other call (a mocked method,
 * `expect(api.get)`, is read as that method's call: `transform/expected-call.ts`).
 */
export function expectedCallSubject(callee: AstNode): AstNode | undefined {
  const mock = expectedMock(callee);
  return mock?.type === 'Identifier' ? mock : undefined;
}
