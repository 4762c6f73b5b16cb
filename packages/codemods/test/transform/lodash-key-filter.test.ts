import { describe, expect, it } from 'vitest';
import { unwrapKeyFilter } from '../../src/transform/lodash-key-filter.js';
import { parse } from '../../src/transform/parser.js';

const expressionOf = (code: string) => {
  const [statement] = parse(`(${code});`, 'babel').program.body;
  if (statement?.type !== 'ExpressionStatement') throw new Error(code);
  return statement.expression;
};

/** lodash's `_.omitBy({ … }, test)` keeps the literal's keys as written: the literal is the query to rename. */
describe('lodash key filters (transform/lodash-key-filter.ts)', () => {
  it('unwraps `_.omitBy` and `_.pickBy` (on `_` or `lodash`) of an object literal', () => {
    for (const code of ['_.omitBy({ recordId: 1 }, _.isNil)', 'lodash.pickBy({ recordId: 1 }, Boolean)']) {
      expect(unwrapKeyFilter(expressionOf(code)).type).toBe('ObjectExpression');
    }
  });

  it('leaves what may drop or rename keys, another object, or no literal', () => {
    for (const code of [
      "_.pick({ recordId: 1, other: 2 }, ['recordId'])",
      "_.omit({ recordId: 1 }, 'other')",
      'filters.omitBy({ recordId: 1 }, isNil)',
      '_.omitBy(query, _.isNil)',
    ]) {
      expect(unwrapKeyFilter(expressionOf(code)).type).toBe('CallExpression');
    }
  });
});
