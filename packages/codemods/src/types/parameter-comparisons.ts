import { Node, SyntaxKind, type CallExpression } from 'ts-morph';
import { EQUALITY } from './equality.js';
import { fieldParameter } from './field-parameter.js';

/**
 * The values a function of the project compares its parameter with (`case 'REC_NAME':` in `switch (headerId)`,
 * `headerId === 'REC_NAME'`), when the field read `access` is handed to that parameter (`toHeader(a.headerId)`)
 * and every call of the function hands it the same field: then the parameter holds only that field's values.
 * Empty when another call passes something else, or the function is not the project's own.
 */
export function parameterComparisons(call: CallExpression, access: Node, declaration: Node): Node[] {
  const name = fieldParameter(call, access, declaration);
  if (!name) return [];
  const compared: Node[] = [];
  for (const reference of name.findReferencesAsNodes()) {
    if (reference === name) continue;
    const parent = reference.getParent();
    if (Node.isBinaryExpression(parent)) {
      const kind = parent.getOperatorToken().getKind();
      if (kind === SyntaxKind.EqualsToken && parent.getLeft() === reference) return [];
      if (EQUALITY.has(kind))
        compared.push(parent.getLeft() === reference ? parent.getRight() : parent.getLeft());
    } else if (Node.isSwitchStatement(parent) && parent.getExpression() === reference) {
      for (const clause of parent.getClauses())
        if (Node.isCaseClause(clause)) compared.push(clause.getExpression());
    }
  }
  return compared;
}
