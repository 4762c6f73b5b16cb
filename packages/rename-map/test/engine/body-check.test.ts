import { describe, expect, it } from 'vitest';
import { checkUnchangedBody, createTranslator } from '../../src/index.js';
import { change, mapWith } from '../helpers.js';

const map = mapWith([
  change('v5.c.list', 5, {
    kind: 'field.renamed',
    endpoint: 'GET /categories',
    in: 'response',
    from: 'records',
    to: 'data',
  }),
  change('v5.c.name', 5, {
    kind: 'field.renamed',
    endpoint: 'GET /subcategories',
    in: 'response',
    at: '[]',
    from: 'typeName',
    to: 'name',
  }),
]);
const t45 = createTranslator(map, 4, 5);
const check = (path: string, body: string) =>
  checkUnchangedBody(t45, { method: 'GET', path, side: 'response', body });

describe('checkUnchangedBody', () => {
  it('names an object that holds none of the fields the changes name', () => {
    expect(check('/records', '{"other":1}')).toMatchObject({
      code: 'unexpected-shape',
      path: '$',
      message: expect.stringContaining('(records)'),
    });
    expect(check('/records', '{"records":[],"other":1}')).toBeUndefined();
  });

  it('looks into the first object of a list', () => {
    expect(check('/types', '[{"x":1}]')).toMatchObject({ code: 'unexpected-shape', path: '$[0]' });
    expect(check('/types', '[{"typeName":"a"}]')).toBeUndefined();
    expect(check('/types', '[]')).toBeUndefined();
  });

  it('checks the text is JSON even where no change names the endpoint', () => {
    expect(check('/nonCompliance/search', 'not json')).toMatchObject({ code: 'not-json' });
    expect(check('/nonCompliance/search', '{"anything":true}')).toBeUndefined();
  });
});
