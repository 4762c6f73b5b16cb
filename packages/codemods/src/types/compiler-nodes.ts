import { ts, type Node, type SourceFile } from 'ts-morph';

type Wrapping = SourceFile & { _getNodeFromCompilerNode?: (node: ts.Node) => Node };

/**
 * The ts-morph node of a compiler node of the file, wrapped alone. ts-morph's own lookups by position
 * (`getDescendantAtPos`) ask every node on the way for `getChildren()`, which scans its tokens and wraps them: a
 * 2,000-file project paid ~0.2 s for finding its calls that way. The wrapping method is ts-morph's (not in its
 * typings); without it, the lookup by position is used.
 */
export function wrapNode(sourceFile: SourceFile, node: ts.Node): Node | undefined {
  const wrap = (sourceFile as Wrapping)._getNodeFromCompilerNode;
  if (typeof wrap === 'function') return wrap.call(sourceFile, node);
  return sourceFile.getDescendantAtPos(node.getStart(sourceFile.compilerNode));
}

/** The deepest node of the compiler's tree whose full span (leading trivia included) holds `pos`. */
export function deepestAt(sourceFile: ts.SourceFile, pos: number): ts.Node | undefined {
  let current: ts.Node = sourceFile;
  if (pos < current.pos || pos >= current.end) return undefined;
  for (;;) {
    let next: ts.Node | undefined;
    const visit = (child: ts.Node): boolean => {
      if (child.pos <= pos && pos < child.end) next = child;
      return next !== undefined;
    };
    ts.forEachChild(current, visit, (children) => children.some(visit));
    if (!next) return current;
    current = next;
  }
}

/**
 * The identifiers spelt `name` under `scope`, wrapped. The walk is on the compiler's tree, so only the hits are
 * wrapped: ts-morph's `forEachDescendant` wraps every node it passes, which a rule run once per call paid for
 * every node of the calling function.
 */
export function identifiersNamed(scope: Node, name: string): Node[] {
  const sourceFile = scope.getSourceFile();
  const out: Node[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isIdentifier(node)) {
      if (node.text === name) {
        const wrapped = wrapNode(sourceFile, node);
        if (wrapped) out.push(wrapped);
      }
      return;
    }
    ts.forEachChild(node, visit);
  };
  ts.forEachChild(scope.compilerNode, visit);
  return out;
}
