import { Node, Project } from 'ts-morph';
import { describe, expect, it } from 'vitest';
import { isIncomingData } from '../../src/types/incoming-data.js';

/**
 * What the app's own entry point received: a server route's body as written (`req.body`), and the `data` of a
 * Firebase callable's request, known by its type (firebase-functions' `CallableRequest`), whatever the parameter is
 * called. Look-alikes: another object's `data`, a `CallableRequest` of the app's own, a response's `data`.
 */
function reads(source: string): Map<string, boolean> {
  const project = new Project({ useInMemoryFileSystem: true, compilerOptions: { strict: true } });
  project.createSourceFile(
    '/firebase.d.ts',
    [
      "declare module 'firebase-functions/v2/https' {",
      '  export interface CallableRequest<T = any> { data: T; auth?: { uid: string } }',
      '  export function onCall<T, R>(handler: (request: CallableRequest<T>) => R): unknown;',
      '}',
    ].join('\n'),
  );
  const file = project.createSourceFile('/src/handlers.ts', source);
  const out = new Map<string, boolean>();
  file.forEachDescendant((node) => {
    if (Node.isPropertyAccessExpression(node) && /\.(data|body|payload)$/.test(node.getText()))
      out.set(`${node.getStartLineNumber()}:${node.getText()}`, isIncomingData(node));
  });
  return out;
}

describe('isIncomingData', () => {
  it("knows a Firebase callable's data by its request's type, and a server route's body", () => {
    const found = reads(
      [
        "import { onCall, type CallableRequest } from 'firebase-functions/v2/https';",
        'export const a = onCall((request) => request.data);',
        'export const b = onCall((call) => call.data);',
        'export function c(req: CallableRequest<{ recordName: string }>) { return req.data; }',
        'declare const req: { body: unknown };',
        'export const d = req.body;',
      ].join('\n'),
    );
    expect([...found]).toEqual([
      ['2:request.data', true],
      ['3:call.data', true],
      ['4:req.data', true],
      ['6:req.body', true],
    ]);
  });

  it("leaves another object's data, and a type of the app's own named CallableRequest", () => {
    const found = reads(
      [
        'interface CallableRequest { data: unknown }',
        'declare const request: CallableRequest;',
        'declare const response: { data: { recordId: number } };',
        'export const a = request.data;',
        'export const b = response.data;',
      ].join('\n'),
    );
    expect([...found]).toEqual([
      ['4:request.data', false],
      ['5:response.data', false],
    ]);
  });
});
