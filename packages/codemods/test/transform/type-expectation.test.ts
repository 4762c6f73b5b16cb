import { describe, expect, it } from 'vitest';
import { isTypeExpectation } from '../../src/transform/type-expectation.js';
import { parse, type AstNode } from '../../src/transform/parser.js';

/** The one statement's call in `code` (`expect(…).toBe(…)`). */
function call(code: string): AstNode {
  const statement = parse(code, 'ts').program.body[0];
  if (statement?.type !== 'ExpressionStatement') throw new Error('not an expression');
  return statement.expression;
}

describe('isTypeExpectation', () => {
  it("takes a matcher on a `.type` member (a Redux action's, through .not too) as comparing a kind", () => {
    expect(isTypeExpectation(call("expect(selectRecord.type).toBe('records/selectRecord');"))).toBe(true);
    expect(isTypeExpectation(call("expect(action.type).not.toEqual('records/fetch/pending');"))).toBe(true);
  });

  it('leaves a matcher on any other value, a computed `type` key and a call that is no matcher', () => {
    expect(isTypeExpectation(call("expect(request.url).toBe('records/7');"))).toBe(false);
    expect(isTypeExpectation(call("expect(row['type']).toBe('records/7');"))).toBe(false);
    expect(isTypeExpectation(call("expect(type).toBe('records/7');"))).toBe(false);
    expect(isTypeExpectation(call("warm(action.type, 'records/7');"))).toBe(false);
  });
});
