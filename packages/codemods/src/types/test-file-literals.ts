import { Node, ts, type ObjectLiteralExpression, type Project } from 'ts-morph';
import { wrapNode } from './compiler-nodes.js';
import { inProject } from './plan-walk.js';

/** A test file: `*.test.ts`, `*.spec.js`, or a file under `test/`, `tests/`, `__tests__/`. */
export const TEST_FILE = /(\.(test|spec)\.[cm]?[jt]sx?$)|(\/(tests?|__tests__)\/)/;

/**
 * The object literals of the project's own test files whose text mentions one of `words` (a file naming none is not
 * walked): where the rules on hand-written test stubs look for a stub.
 */
export function testFileLiterals(project: Project, words: Iterable<string>): ObjectLiteralExpression[] {
  const wanted = [...words];
  const out: ObjectLiteralExpression[] = [];
  if (wanted.length === 0) return out;
  for (const sourceFile of project.getSourceFiles()) {
    if (!inProject(sourceFile) || sourceFile.isDeclarationFile()) continue;
    if (!TEST_FILE.test(sourceFile.getFilePath())) continue;
    const text = sourceFile.getFullText();
    if (!wanted.some((w) => text.includes(w))) continue;
    const visit = (node: ts.Node): void => {
      if (ts.isObjectLiteralExpression(node)) {
        const literal = wrapNode(sourceFile, node);
        if (Node.isObjectLiteralExpression(literal)) out.push(literal);
      }
      ts.forEachChild(node, visit);
    };
    visit(sourceFile.compilerNode);
  }
  return out;
}
