import { Node } from 'ts-morph';
import { EQUALITY } from './equality.js';
import { constantLiteral, enumSiblings } from './constant-literal.js';
import { inProject } from './plan-walk.js';
import { parameterComparisons } from './parameter-comparisons.js';
import { comparedParameterArguments } from './compared-parameter.js';
import { iteratedElements } from './iterated-values.js';
import { withoutCasts } from './without-casts.js';
import { lookedUpElements } from './list-membership.js';

/**
 * The string literals the project compares a field with directly (`a.headerId === 'REC_NAME'`, `case 'REC_NAME':`
 * in a `switch (a.headerId)`, or the enum member or const compared, `AnswerHeaderId.RecordName`, where its literal
 * is written) or writes into it in an object literal of its type (`{ headerId: 'REC_NAME' }`) whose value the map
 * renames, with the new value. A field typed as a plain string is
 * found through its references; what flows elsewhere (`const h = a.headerId`) is not, so its call keeps its TODO.
 */
export function comparedValues(
  nameNode: Node,
  values: ReadonlyMap<string, string>,
): { literal: Node; to: string }[] {
  if (!Node.isIdentifier(nameNode)) return [];
  const out: { literal: Node; to: string }[] = [];
  const renamed = (compared: Node | undefined): void => {
    // `a.headerId === AnswerHeaderId.RecordName`: the enum member's (or const's) literal
    const node = compared && (constantLiteral(compared) ?? compared);
    if (!node || !(Node.isStringLiteral(node) || Node.isNoSubstitutionTemplateLiteral(node))) return;
    const to = values.get(node.getLiteralText());
    if (to === undefined) return;
    out.push({ literal: node, to: JSON.parse(to) as string });
    // an enum one of whose members is compared holds the field's values: its other renamed values go too
    for (const sibling of enumSiblings(node)) {
      const next = values.get(sibling.getLiteralText());
      if (next !== undefined) out.push({ literal: sibling, to: JSON.parse(next) as string });
    }
  };
  for (const reference of nameNode.findReferencesAsNodes()) {
    // `{ headerId: 'REC_NAME' }` in an object literal of the field's type (a test's answers written out)
    const assigned = reference.getParent();
    if (
      assigned &&
      inProject(assigned) &&
      Node.isPropertyAssignment(assigned) &&
      assigned.getNameNode() === reference
    ) {
      renamed(assigned.getInitializer());
      continue;
    }
    const access = reference.getParent();
    if (!access || !inProject(access) || !Node.isPropertyAccessExpression(access)) continue;
    if (access.getNameNode() !== reference) continue;
    const parent = access.getParent();
    if (Node.isBinaryExpression(parent) && EQUALITY.has(parent.getOperatorToken().getKind())) {
      const other = parent.getLeft() === access ? parent.getRight() : parent.getLeft();
      renamed(other);
      // `a.headerId === id` in `pick(id)`: the literals the calls of `pick` hand it
      for (const argument of comparedParameterArguments(other, nameNode.getParentOrThrow()))
        renamed(argument);
      // `LIST.map((h) => answers.find((a) => a.headerId === h))`: the elements of the list stepped through
      for (const element of iteratedElements(withoutCasts(other) ?? other)) renamed(element);
    } else if (Node.isSwitchStatement(parent) && parent.getExpression() === access) {
      for (const clause of parent.getClauses())
        if (Node.isCaseClause(clause)) renamed(clause.getExpression());
    } else if (Node.isCallExpression(parent) && lookedUpElements(parent, access).length > 0) {
      // `['REC_NAME', 'TYPE_NAME'].includes(a.headerId)`: the list's elements are compared with the field
      for (const element of lookedUpElements(parent, access)) renamed(element);
    } else if (Node.isCallExpression(parent) && parent.getArguments().includes(access)) {
      // `toHeader(a.headerId)`: the literals the function compares its parameter with
      for (const compared of parameterComparisons(parent, access, nameNode.getParentOrThrow()))
        renamed(compared);
    }
  }
  return out;
}
