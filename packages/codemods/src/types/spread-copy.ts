import { Node, type ObjectLiteralExpression, type PropertyAssignment } from 'ts-morph';
import type { ReadFix } from './read-fixes.js';

/**
 * The removal of a member that only copies what the nearest spread before it already holds, once a filter that
 * kept everything is gone: `{ ...page, data: page.data, q }` is `{ ...page, q }`. Undefined when the member is not
 * such a copy (`kept` is the member's new value, `page.data`) or a computed key comes between it and the spread.
 */
export function spreadCopyRemoval(
  property: PropertyAssignment,
  object: ObjectLiteralExpression,
  kept: string,
): ReadFix | undefined {
  const members = object.getProperties();
  const at = members.indexOf(property);
  let spreadAt = at - 1;
  while (spreadAt >= 0 && !Node.isSpreadAssignment(members[spreadAt])) spreadAt--;
  const spread = members[spreadAt];
  if (!Node.isSpreadAssignment(spread) || Node.isComputedPropertyName(property.getNameNode()))
    return undefined;
  if (kept !== `${spread.getExpression().getText()}.${property.getName()}`) return undefined;
  if (members.slice(spreadAt + 1, at).some(hasComputedName)) return undefined;
  return ownLines(property) ?? inline(property, members[at - 1]!, members[at + 1]);
}

/** `[key]: value` (or a method or accessor so named), which may set any key. */
function hasComputedName(member: Node): boolean {
  return (
    (Node.isPropertyAssignment(member) ||
      Node.isMethodDeclaration(member) ||
      Node.isGetAccessorDeclaration(member) ||
      Node.isSetAccessorDeclaration(member)) &&
    Node.isComputedPropertyName(member.getNameNode())
  );
}

/** The lines the member has to itself (with its trailing comma), or undefined when it shares one. */
function ownLines(member: Node): ReadFix | undefined {
  const source = member.getSourceFile().getFullText();
  const lineStart = source.lastIndexOf('\n', member.getStart() - 1) + 1;
  let lineEnd = source.indexOf('\n', member.getEnd());
  if (lineEnd < 0) lineEnd = source.length;
  if (source.slice(lineStart, member.getStart()).trim() !== '') return undefined;
  if (source.slice(member.getEnd(), lineEnd).trim().replace(/^,/, '') !== '') return undefined;
  return { at: member, start: lineStart, end: Math.min(lineEnd + 1, source.length), text: '' };
}

/** The member with the separator after it, or, as the last member, with the separator before it. */
function inline(member: Node, before: Node, after: Node | undefined): ReadFix {
  return after
    ? { at: member, start: member.getStart(), end: after.getStart(), text: '' }
    : { at: member, start: before.getEnd(), end: member.getEnd(), text: '' };
}
