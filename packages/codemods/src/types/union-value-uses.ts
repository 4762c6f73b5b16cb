import { Node, ts, type Project, type Type } from 'ts-morph';
import { EQUALITY } from './equality.js';
import { literalKey, lookAlikeUnions, withinLookAlike } from './look-alike-unions.js';
import { inProject } from './plan-walk.js';
import { schemaEnumCall } from './schema-enum-values.js';

/** Where a renamed value of a literal union is written in the code, and what it becomes. */
export interface ValueUse {
  node: Node;
  /** The value's text, without quotes. */
  start: number;
  end: number;
  to: string;
  changeId: string;
}

interface UnionValues {
  union: ts.Type;
  members: Set<ts.Type>;
  names: Set<string>;
  renames: Map<string, { to: string; changeId: string }>;
}

/**
 * The values of a renamed literal union written in code the language service's rename does not reach
 * (`headerId: components['schemas']['HeaderId']`, the union of openapi-typescript's named enum): a literal typed by
 * the union (`answerOf(answers, 'REC_NAME')`), compared with a value of it (`a.headerId !== 'REC_CODE'`, `case`),
 * a key of an object literal typed by the union's keys (`{ REC_NAME: 'Record' }` as
 * `Partial<{ [id in HeaderId]: string }>`) and a member read from such an object (`LABELS.REC_NAME`). A literal of another type that happens to hold the text is left.
 */
export function unionValueUses(
  project: Project,
  renamed: ReadonlyMap<Node, { to: string; changeId: string }>,
): ValueUse[] {
  const unions = unionsOf(renamed);
  const out: ValueUse[] = [];
  if (unions.length === 0) return out;
  const texts = new Set(unions.flatMap((u) => [...u.renames.keys()]));
  const checker = project.getTypeChecker().compilerObject;
  const renamedStarts = new Set(
    [...renamed.keys()].map((n) => literalKey(n.getSourceFile().getFilePath(), n.getStart())),
  );
  const lookAlikes = lookAlikeUnions(project, renamedStarts, texts);
  for (const sourceFile of project.getSourceFiles()) {
    if (!inProject(sourceFile)) continue;
    const content = sourceFile.getFullText();
    if (![...texts].some((t) => content.includes(t))) continue;
    const file = sourceFile.compilerNode;
    const visit = (node: ts.Node): void => {
      if ((ts.isStringLiteral(node) || ts.isIdentifier(node)) && texts.has(node.text)) {
        const union = unionOfUse(node, unions, checker, lookAlikes);
        const rename = union?.renames.get(node.text);
        if (rename) {
          const start = node.getStart(file) + (ts.isStringLiteral(node) ? 1 : 0);
          const wrapped = sourceFile.getDescendantAtPos(node.getStart(file));
          if (wrapped) out.push({ node: wrapped, start, end: start + node.text.length, ...rename });
        }
        return;
      }
      ts.forEachChild(node, visit);
    };
    visit(file);
  }
  return out;
}

/** The unions the renamed literal types belong to, with their renamed values. */
function unionsOf(renamed: ReadonlyMap<Node, { to: string; changeId: string }>): UnionValues[] {
  const byUnion = new Map<ts.Type, UnionValues>();
  for (const [literal, rename] of renamed) {
    if (!Node.isStringLiteral(literal)) continue;
    const type = unionTypeOf(literal);
    if (!type) continue;
    const entry = byUnion.get(type.compilerType) ?? {
      union: type.compilerType,
      members: new Set(type.getUnionTypes().map((m) => m.compilerType)),
      names: new Set(type.getUnionTypes().map((m) => String(m.getLiteralValue()))),
      renames: new Map<string, { to: string; changeId: string }>(),
    };
    entry.renames.set(literal.getLiteralText(), rename);
    byUnion.set(type.compilerType, entry);
  }
  return [...byUnion.values()];
}

/** The union a renamed value is written in: a literal union type, or the values of an enum schema (`z.enum([…])`). */
function unionTypeOf(literal: Node): Type | undefined {
  const literalType = literal.getParent();
  const union = literalType?.getParent();
  // (`'REC_NAME' | string` is widened to string: no union to tell its values from any other string's)
  if (Node.isLiteralTypeNode(literalType) && Node.isUnionTypeNode(union)) {
    const type = union.getType();
    return type.isUnion() ? type : undefined;
  }
  // the schema's `_output` (zod's parsed type) is the union its values make
  const call = schemaEnumCall(literal);
  // … or Effect Schema's decoded `Type`
  const schema = call?.getType();
  const output =
    call && (schema?.getProperty('_output') ?? schema?.getProperty('Type'))?.getTypeAtLocation(call);
  return output?.isUnion() ? output : undefined;
}

/** The union a string literal or key in the code is a value of, if it is one of these. */
function unionOfUse(
  node: ts.StringLiteral | ts.Identifier,
  unions: readonly UnionValues[],
  checker: ts.TypeChecker,
  lookAlikes: readonly ReadonlySet<string>[],
): UnionValues | undefined {
  const parent = node.parent;
  // an object literal's key, when the object's keys are all values of the union
  if (
    ts.isPropertyAssignment(parent) &&
    parent.name === node &&
    ts.isObjectLiteralExpression(parent.parent)
  ) {
    const contextual = checker.getContextualType(parent.parent);
    return contextual ? unionOfKeys(contextual, unions, checker, lookAlikes) : undefined;
  }
  // a member of an object keyed by the union (`LABELS.REC_NAME`, `LABELS['REC_NAME']`)
  const member =
    (ts.isPropertyAccessExpression(parent) && parent.name === node) ||
    (ts.isElementAccessExpression(parent) && parent.argumentExpression === node);
  if (member) return unionOfKeys(checker.getTypeAtLocation(parent.expression), unions, checker, lookAlikes);
  if (!ts.isStringLiteral(node) || ts.isLiteralTypeNode(parent)) return undefined;
  // compared with a value of the union (`a.headerId !== 'REC_CODE'`, `case 'REC_NAME':` in its switch)
  let other: ts.Expression | undefined;
  if (ts.isBinaryExpression(parent) && EQUALITY.has(parent.operatorToken.kind))
    other = parent.left === node ? parent.right : parent.left;
  else if (
    ts.isCaseClause(parent) &&
    ts.isCaseBlock(parent.parent) &&
    ts.isSwitchStatement(parent.parent.parent)
  )
    other = parent.parent.parent.expression;
  const type = other ? checker.getTypeAtLocation(other) : checker.getContextualType(node);
  if (!type) return undefined;
  const typed = checker.getNonNullableType(type);
  const values = (typed.isUnion() ? typed.types : [typed]).flatMap((m) =>
    m.isStringLiteral() ? [m.value] : [],
  );
  // a type the app's own union of the same words also is: not known to be this API's
  if (withinLookAlike(values, lookAlikes)) return undefined;
  return unions.find((u) => typedBy(typed, u));
}

/** The union whose values are every key of an object type (`Partial<{ [id in HeaderId]: string }>`). */
function unionOfKeys(
  type: ts.Type,
  unions: readonly UnionValues[],
  checker: ts.TypeChecker,
  lookAlikes: readonly ReadonlySet<string>[],
): UnionValues | undefined {
  const keys = checker.getPropertiesOfType(checker.getNonNullableType(type)).map((p) => p.getName());
  if (withinLookAlike(keys, lookAlikes)) return undefined;
  return unions.find((u) => keys.length > 0 && keys.every((k) => u.names.has(k)));
}

/** Whether a type is the union, or a part of it (a narrowed or excluded union of its values). */
function typedBy(type: ts.Type, union: UnionValues): boolean {
  if (type === union.union) return true;
  const members = type.isUnion() ? type.types : [type];
  return members.length > 1 && members.every((m) => union.members.has(m));
}
