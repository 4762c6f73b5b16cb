import { Node } from 'ts-morph';
import { wrappedInList } from '../transform/wrapped-in-list.js';

/** The text a value written under a field that became a list takes: `[value]`, or `c ? [v] : undefined`. */
export function listText(value: Node): string {
  const inner = Node.isParenthesizedExpression(value) ? value.getExpression() : value;
  const conditional = Node.isConditionalExpression(inner)
    ? {
        test: inner.getCondition().getText(),
        whenTrue: inner.getWhenTrue().getText(),
        whenFalse: inner.getWhenFalse().getText(),
      }
    : undefined;
  return wrappedInList(value.getText(), conditional);
}
