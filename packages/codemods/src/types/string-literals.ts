import { Node, ts, type SourceFile, type StringLiteral } from 'ts-morph';
import { wrapNode } from './compiler-nodes.js';

/**
 * The string literals of a file whose text `keep` accepts, found on the compiler's tree and wrapped one by one:
 * ts-morph's `getDescendantsOfKind` wraps every node of the file first, which cost a 2,000-file project most of a
 * second when every file mentioned a renamed name (`pnpm bench codemod-types`).
 */
export function stringLiteralsOf(sourceFile: SourceFile, keep: (text: string) => boolean): StringLiteral[] {
  const out: StringLiteral[] = [];
  const file = sourceFile.compilerNode;
  const visit = (node: ts.Node): void => {
    if (ts.isStringLiteral(node)) {
      if (!keep(node.text)) return;
      const wrapped = wrapNode(sourceFile, node);
      if (wrapped && Node.isStringLiteral(wrapped)) out.push(wrapped);
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return out;
}
