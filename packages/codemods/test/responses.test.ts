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

  it('follows a .then callback', () => {
    const r = transform(
      "  return api.get('/templates/search').then((res) => res.data.data.map((row) => row.recordName));",
    );
    expect(r.output).toContain('res.data.data.map((row) => row.categoryName)');
    expect(r.todo, 'what the chain returns is a list of names').toBe(false);
  });

  it('follows a fetch chain through .json() in one .then into the next', () => {
    const r = transform(
      "  return fetch('/templates/search')\n    .then((res) => res.json())\n    .then(({ data }) => data.map((t) => t.recordName));",
    );
    expect(r.output).toContain('data.map((t) => t.categoryName)');
    expect(r.todo).toBe(false);
  });

  it("follows superagent's builders to the response's body, awaited or in .end's callback", () => {
    const r = transform(
      [
        "  const { body } = await api.get('/templates/search').set('Accept', 'application/json').timeout(5000);",
        '  render(body.data[0].recordName);',
        "  api.get('/templates/search').query({ page: 2 }).end((err, res) => {",
        '    if (!err) render(res.body.data.map((t) => t.recordName));',
        '  });',
      ].join('\n'),
    );
    expect(r.output).toContain('render(body.data[0].categoryName);');
    expect(r.output).toContain('res.body.data.map((t) => t.categoryName)');
    expect(r.todo).toBe(false);
  });

  it('renames the reads it follows and keeps the TODO when the body leaves through an exported function', () => {
    const r = transform(
      "  return api.get('/templates/search').then((res) => {\n    if (!res.data.data[0].recordName) return null;\n    return res.data;\n  });",
    );
    expect(r.output).toContain('if (!res.data.data[0].categoryName) return null;');
    expect(r.todo, 'callers in other modules read the body').toBe(true);
  });

  it('follows a local function the response is passed to, and its result back to the caller', () => {
    const r = transform(
      [
        '  const names = (rows) => rows.map(({ recordName }) => recordName);',
        "  const { data } = await api.get('/templates/search');",
        '  const first = names(data.data)[0];',
        '  return first;',
      ].join('\n'),
    );
    expect(r.output).toContain('rows.map(({ categoryName: recordName }) => recordName)');
    expect(r.todo).toBe(false);
  });

  it('drops the TODO when the code reads no renamed field', () => {
    const r = transform(
      "  const res = await api.get('/templates/search');\n  return res.status === 200 && res.data.total;",
    );
    expect(r.todo).toBe(false);
    expect(r.output).not.toContain('TODO');
  });
});
