import { Node, ts, type Project, type StringLiteral } from 'ts-morph';
import { inProject } from './plan-walk.js';
import { schemaEnumLiterals } from './schema-enum-values.js';
import { isSchemaEntry } from './schema-entry.js';
import { isSchemaShape, shapeKeys } from './schema-shape.js';
import { TEST_FILE, testFileLiterals } from './test-file-literals.js';
import { otherTypes, typed } from './test-stub-keys.js';

/** A schema entry holding an enum schema whose values are renamed, with its shape's keys. */
interface EnumField {
  name: string;
  keys: ReadonlySet<string>;
  shape: Node;
  values: ReadonlyMap<string, { to: string; changeId: string }>;
}

/**
 * Values of the untyped object literals a test stubs this API's answers with (`Effect.succeed({ answers: [{ headerId:
 * 'REC_NAME', value: 'Fire' }] })`, whose type the literal itself gives): a literal whose keys (two or more) are all
 * declared by a runtime schema's shape holding an enum schema with renamed values (`headerId: AnswerHeaderId`, its
 * `Schema.Literal('REC_NAME', …)` or `z.enum([…])` renamed by the run) has that field's value renamed. Only in test
 * files; a literal typed where it is written, or whose keys a type of the app's own declares too, is left.
 */
export function schemaStubValues(
  project: Project,
  values: ReadonlyMap<Node, { to: string; changeId: string }>,
): { literal: StringLiteral; to: string; changeId: string }[] {
  const out: { literal: StringLiteral; to: string; changeId: string }[] = [];
  const fields = enumFields(project, values);
  if (fields.length === 0) return out;
  const literals = testFileLiterals(project, new Set(fields.flatMap((f) => [...f.values.keys()])));
  if (literals.length === 0) return out;
  const others = otherTypes(project, new Set(fields.map((f) => f.shape)));
  for (const literal of literals) out.push(...stubValues(literal, fields, others));
  return out;
}

function stubValues(
  literal: Node & { getProperties(): Node[] },
  fields: readonly EnumField[],
  others: readonly ReadonlySet<string>[],
): { literal: StringLiteral; to: string; changeId: string }[] {
  const keys = new Map<string, Node>();
  for (const property of literal.getProperties()) {
    if (!Node.isPropertyAssignment(property) && !Node.isShorthandPropertyAssignment(property)) return [];
    keys.set(property.getName().replace(/^['"]|['"]$/g, ''), property);
  }
  if (keys.size < 2 || typed(literal)) return [];
  if (others.some((names) => [...keys.keys()].every((k) => names.has(k)))) return [];
  const out: { literal: StringLiteral; to: string; changeId: string }[] = [];
  for (const field of fields) {
    if (![...keys.keys()].every((k) => field.keys.has(k))) continue;
    const property = keys.get(field.name);
    const value = Node.isPropertyAssignment(property) ? property.getInitializer() : undefined;
    const renamed = Node.isStringLiteral(value) ? field.values.get(value.getLiteralText()) : undefined;
    if (Node.isStringLiteral(value) && renamed) out.push({ literal: value, ...renamed });
  }
  return out;
}

/** The schema entries of the project whose enum schema holds a value the run renames. */
function enumFields(
  project: Project,
  values: ReadonlyMap<Node, { to: string; changeId: string }>,
): EnumField[] {
  const out: EnumField[] = [];
  if (values.size === 0) return out;
  for (const sourceFile of project.getSourceFiles()) {
    if (!inProject(sourceFile) || sourceFile.isDeclarationFile() || TEST_FILE.test(sourceFile.getFilePath()))
      continue;
    for (const entry of sourceFile.getDescendantsOfKind(ts.SyntaxKind.PropertyAssignment)) {
      if (!isSchemaEntry(entry)) continue;
      const renamed = new Map<string, { to: string; changeId: string }>();
      for (const literal of schemaEnumLiterals(entry)) {
        const value = values.get(literal);
        if (value) renamed.set(literal.getLiteralText(), value);
      }
      const shape = entry.getParent();
      if (renamed.size === 0 || !isSchemaShape(shape)) continue;
      out.push({ name: entry.getName(), keys: shapeKeys(shape), shape, values: renamed });
    }
  }
  return out;
}
