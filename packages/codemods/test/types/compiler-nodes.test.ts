import { Project } from 'ts-morph';
import { describe, expect, it } from 'vitest';
import { deepestAt, wrapNode } from '../../src/types/compiler-nodes.js';

const text = [
  "import { api } from './client';",
  '/** the rows */',
  "export const rows = (await api.get<Row[]>('/records')).data.map((r) => ({ id: r.recordId }));",
  '',
].join('\n');

describe('compiler nodes', () => {
  it("finds the node at a position as ts-morph's getDescendantAtPos does, and wraps it in the same project", () => {
    const project = new Project({ useInMemoryFileSystem: true });
    const file = project.createSourceFile('/app.ts', text);
    // the starts of names and literals, where the type pass looks up its calls and bodies
    const positions = [9, text.indexOf('api.get'), text.indexOf("'/records'"), text.indexOf('r.recordId')];
    positions.push(text.indexOf('recordId'), text.indexOf('Row'));
    for (const pos of positions) {
      const found = deepestAt(file.compilerNode, pos);
      expect(found && wrapNode(file, found), `at ${pos}`).toBe(file.getDescendantAtPos(pos));
    }
    // inside a JSDoc comment no node of the compiler's tree starts there (ts-morph's walk gives the comment)
    const doc = text.indexOf('the rows');
    expect(deepestAt(file.compilerNode, doc)!.getStart(file.compilerNode)).not.toBe(doc);
    expect(deepestAt(file.compilerNode, text.length + 5)).toBeUndefined();
  });

  it("still has ts-morph's own wrapping method (without it the pass falls back to the slower lookup by position)", () => {
    const file = new Project({ useInMemoryFileSystem: true }).createSourceFile('/app.ts', text);
    expect(typeof Reflect.get(file, '_getNodeFromCompilerNode')).toBe('function');
  });
});
