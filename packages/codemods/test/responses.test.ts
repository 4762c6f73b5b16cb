import { describe, expect, it } from 'vitest';
import { ApiIndex, transformSource } from '../src/index.js';
import { testMap } from './helpers.js';

const index = new ApiIndex(await testMap(), 4, 5, { apiHosts: [], basePaths: ['/api'] });
const RESPONSE_TODO = 'the response of this endpoint has renamed fields or values';

/** The code of one function body, transformed 4 → 5 with the test overlay. */
function transform(body: string) {
  const source = `export async function f(api, render) {\n${body}\n}\n`;
  const result = transformSource(source, 'a.ts', index);
  const again = transformSource(result.output, 'a.ts', index);
  expect(again.output, 'a rerun changes nothing').toBe(result.output);
  return { ...result, todo: result.todos.some((t) => t.message.startsWith(RESPONSE_TODO)) };
}

describe('response fields read from an awaited call', () => {
  it('renames along the body path and drops the TODO, reporting each edit by change id', () => {
    const r = transform(
      "  const { data } = await api.get('/templates/search');\n  return data.data.map(({ recordName }) => recordName);",
    );
    expect(r.output).toContain('data.data.map(({ categoryName: recordName }) => recordName)');
    expect(r.todo).toBe(false);
    expect(r.edits.map((e) => e.changeId)).toEqual(['v5.test.templates-search-record-name']);
  });

  it.each([
    ['a .then chain', "  return api.get('/templates/search').then((res) => res.data.data[0].recordName);"],
    ['Promise.all', "  const [a] = await Promise.all([api.get('/templates/search')]);\n  return a.data;"],
    ['a spread', "  const { data } = await api.get('/templates/search');\n  return [...data.data];"],
    [
      'a rest element',
      "  const { data } = await api.get('/templates/search');\n  const { total, ...rest } = data;\n  return rest;",
    ],
    ['a write', "  const { data } = await api.get('/templates/search');\n  data.data[0].recordName = 'x';"],
    [
      'an object holding the response',
      "  const res = await api.get('/templates/search');\n  return { res };",
    ],
    [
      'a headerId compared with a variable',
      "  const b = await (await fetch('/items/1/answer')).json();\n  return b.answers.filter((a) => a.headerId === render);",
    ],
  ])('leaves %s alone, with the TODO', (_, body) => {
    const r = transform(body);
    expect(r.todo).toBe(true);
    expect(r.edits).toEqual([]);
  });

  it('drops the TODO when the code reads no renamed field', () => {
    const r = transform(
      "  const res = await api.get('/templates/search');\n  return res.status === 200 && res.data.total;",
    );
    expect(r.todo).toBe(false);
    expect(r.output).not.toContain('TODO');
  });
});
