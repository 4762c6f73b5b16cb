import { Node, type Project } from 'ts-morph';
import { testFileLiterals } from './test-file-literals.js';
import { memberNames, otherTypes, typed } from './test-stub-keys.js';

/** A field typed as a plain string whose values the map renames, with the type declaring it. */
interface ValuedField {
  name: string;
  owner: Node;
  names: ReadonlySet<string>;
  values: ReadonlyMap<string, string>;
  changeId: string;
}

/**
 * The renamed values of the untyped object literals a test writes this API's answers with, by hand (`{ headerId:
 * 'REC_NAME', value: 'Fire Safety' }` in a list given to the code under test): a literal whose keys are all declared
 * by the type declaring a field with renamed values (and by no other type of the project), holding a string literal
 * that is an old value at that field, has it renamed. Only in test files, only literals without a type of their own
 * (a typed one is the type-aware pass's), of two keys or more; another value, or a literal of the app's own shape, is
 * left.
 */
export function testStubValues(
  project: Project,
  plainValues: ReadonlyMap<Node, { values: Map<string, string>; changeId: string }>,
): { literal: Node; to: string; changeId: string }[] {
  const fields = valuedFields(plainValues);
  const out: { literal: Node; to: string; changeId: string }[] = [];
  if (fields.length === 0) return out;
  const literals = testFileLiterals(project, new Set(fields.flatMap((f) => [...f.values.keys()])));
  if (literals.length === 0) return out;
  const others = otherTypes(project, new Set(fields.map((f) => f.owner)));
  for (const literal of literals) out.push(...stubValues(literal, fields, others));
  return out;
}

/** The renamed values of one literal, when it is a stub of the type declaring a valued field. */
function stubValues(
  literal: Node & { getProperties(): Node[] },
  fields: readonly ValuedField[],
  others: readonly ReadonlySet<string>[],
): { literal: Node; to: string; changeId: string }[] {
  const keys = new Map<string, Node | undefined>();
  for (const property of literal.getProperties()) {
    if (Node.isShorthandPropertyAssignment(property)) keys.set(property.getName(), undefined);
    else if (Node.isPropertyAssignment(property) && !Node.isComputedPropertyName(property.getNameNode()))
      keys.set(property.getName().replace(/^['"]|['"]$/g, ''), property.getInitializer());
    else return [];
  }
  if (keys.size < 2 || typed(literal)) return [];
  if (others.some((names) => [...keys.keys()].every((k) => names.has(k)))) return [];
  const out: { literal: Node; to: string; changeId: string }[] = [];
  for (const field of fields) {
    if (![...keys.keys()].every((k) => field.names.has(k))) continue;
    const value = keys.get(field.name);
    if (!value || !(Node.isStringLiteral(value) || Node.isNoSubstitutionTemplateLiteral(value))) continue;
    const to = field.values.get(value.getLiteralText());
    if (to !== undefined)
      out.push({ literal: value, to: JSON.parse(to) as string, changeId: field.changeId });
  }
  return out;
}

/** The fields typed as a plain string whose values are renamed, declared by an interface or type literal. */
function valuedFields(
  plainValues: ReadonlyMap<Node, { values: Map<string, string>; changeId: string }>,
): ValuedField[] {
  const out: ValuedField[] = [];
  for (const [declaration, { values, changeId }] of plainValues) {
    if (!Node.hasName(declaration)) continue;
    const owner = declaration.getParent();
    if (!owner || !(Node.isInterfaceDeclaration(owner) || Node.isTypeLiteral(owner))) continue;
    out.push({ name: declaration.getName(), owner, names: memberNames(owner), values, changeId });
  }
  return out;
}
