import { describe, expect, it } from 'vitest';
import { keyName, isProperty } from '../../src/transform/call-site.js';
import { applyEdits } from '../../src/transform/edits.js';
import { moveIntoParams } from '../../src/transform/moved-params.js';
import type { IdEdit } from '../../src/transform/object-rewrite.js';
import { parse } from '../../src/transform/parser.js';
import { walk } from '../../src/transform/ast-walk.js';
import type { AstNode } from '../../src/transform/node-types.js';

/** Moves `id` of the options' `body` into `params` in `call(name, <options>)`; the text after, or false. */
function moved(options: string, parser: 'babel' | 'tsx' = 'tsx'): string | false {
  const source = `call('update', ${options});`;
  let object: AstNode | undefined;
  walk(parse(source, parser), [], (node) => {
    if (!object && node.type === 'ObjectExpression') object = node;
    return !object;
  });
  if (object?.type !== 'ObjectExpression') throw new Error('no options object');
  let body: AstNode | undefined;
  for (const p of object.properties) if (isProperty(p) && keyName(p) === 'body') body = p.value;
  const edits: IdEdit[] = [];
  const done = moveIntoParams({ options: object, key: 'params' }, body, 'id', 'id', source, edits, 'c');
  if (!done) {
    expect(edits).toEqual([]);
    return false;
  }
  return applyEdits(source, edits).text;
}

describe('moveIntoParams: an id of a dispatcher call’s body goes into its params', () => {
  it('adds params before the first option, shorthand when the value is the name', () => {
    expect(moved('{ body: { id, name } }')).toBe("call('update', { params: { id }, body: { name } });");
  });
  it('writes the value when it is another expression, in JS files too', () => {
    expect(moved('{ body: { name, id: profile.id } }', 'babel')).toBe(
      "call('update', { params: { id: profile.id }, body: { name } });",
    );
  });
  it('joins params already given', () => {
    expect(moved('{ params: { tenant }, body: { id } }')).toBe(
      "call('update', { params: { tenant, id }, body: {  } });",
    );
    expect(moved('{ params: {}, body: { id, a } }')).toBe("call('update', { params: { id }, body: { a } });");
  });
  it('changes nothing when the body is not a literal holding the id, or params is not a literal', () => {
    expect(moved('{ body: payload }')).toBe(false);
    expect(moved('{ body: { name } }')).toBe(false);
    expect(moved('{ params: all, body: { id } }')).toBe(false);
    expect(moved('{ params: { id: 1 }, body: { id } }')).toBe(false);
  });
});
