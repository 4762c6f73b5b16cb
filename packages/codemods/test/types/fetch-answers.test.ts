import { Node, Project } from 'ts-morph';
import { describe, expect, it } from 'vitest';
import { answersFetch } from '../../src/types/fetch-answers.js';

/**
 * A test's literal is what a stubbed `fetch` answers with when it ends up as a `Response`'s body or a fake
 * response's `json()` value, through enclosing literals, `const`s and the project's own helpers (a rest parameter
 * looped over included). Look-alikes: a library's function given the literal (Firebase's `makeDocumentSnapshot`), a
 * helper of the project that stores it, a `JSON.stringify` that is no response's body.
 */
function verdicts(): Map<number, boolean> {
  const project = new Project({
    useInMemoryFileSystem: true,
    compilerOptions: { strict: true, lib: ['lib.esnext.d.ts', 'lib.dom.d.ts'] },
  });
  project.createSourceFile(
    '/node_modules/firebase-functions-test/index.d.ts',
    'export declare function makeDocumentSnapshot(data: object, path: string): unknown;',
  );
  project.createSourceFile(
    '/src/test-fetch.ts',
    [
      'export function jsonResponse(body: unknown): Response {',
      "  return new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });",
      '}',
      'export function mockFetch(...bodies: unknown[]): void {',
      '  for (const body of bodies) void Promise.resolve(jsonResponse(body));',
      '}',
      'export const queue = (...bodies: unknown[]) => bodies.forEach((b) => jsonResponse(b));',
      '',
    ].join('\n'),
  );
  const file = project.createSourceFile(
    '/src/records.test.ts',
    [
      "import { makeDocumentSnapshot } from 'firebase-functions-test';",
      "import { mockFetch, queue } from './test-fetch';",
      'declare const store: Map<string, object>;',
      "const saveDoc = (doc: object) => store.set('doc', doc);",
      "new Response(JSON.stringify({ data: [{ recordId: 1, recordName: 'a' }], page: 1 }));",
      "mockFetch({ data: [{ recordId: 2, recordName: 'b' }] }, { recordId: 3, recordName: 'c' });",
      "const row = { recordId: 4, recordName: 'd' };",
      'void new Response(JSON.stringify(row));',
      "const fake = { ok: true, json: async () => ({ recordId: 5, recordName: 'e' }) };",
      "void Response.json({ recordId: 6, recordName: 'f' });",
      "queue([{ recordId: 7, recordName: 'g' }]);",
      "makeDocumentSnapshot({ recordId: 8, recordName: 'h' }, 'records/8');",
      "saveDoc({ recordId: 9, recordName: 'i' });",
      "localStorage.setItem('k', JSON.stringify({ recordId: 10, recordName: 'j' }));",
      'export { fake };',
      '',
    ].join('\n'),
  );
  const out = new Map<number, boolean>();
  file.forEachDescendant((node) => {
    if (!Node.isObjectLiteralExpression(node)) return;
    const id = node.getProperty('recordId');
    if (Node.isPropertyAssignment(id))
      out.set(Number(id.getInitializerOrThrow().getText()), answersFetch(node));
  });
  return out;
}

describe('answersFetch', () => {
  it("knows a Response's body and a fake response's json() value, through literals, consts and the project's helpers", () => {
    const found = verdicts();
    expect([1, 2, 3, 4, 5, 6, 7].map((n) => [n, found.get(n)])).toEqual(
      [1, 2, 3, 4, 5, 6, 7].map((n) => [n, true]),
    );
  });

  it("leaves a library's function, a helper storing the literal and a JSON.stringify that is no response", () => {
    const found = verdicts();
    expect([8, 9, 10].map((n) => [n, found.get(n)])).toEqual([8, 9, 10].map((n) => [n, false]));
  });
});
