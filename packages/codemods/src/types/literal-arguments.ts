import { ts, type Node, type Project } from 'ts-morph';
import { wrapNode } from './compiler-nodes.js';
import type { TypeFindings } from './plan-walk.js';
import { assignTarget } from './assign-target.js';
import { isOwnInputSchemaEntry } from './own-input-schema.js';

/** A key of an object literal of the app's own that is sent where a body's renamed, removed or listed field is. */
export interface LiteralKey {
  /** The property assignment (or shorthand) in the literal. */
  member: Node;
  /** The body field's declaration it stands for. */
  field: Node;
  kind: 'renamed' | 'removed' | 'toMany';
  to?: string;
  changeId: string;
  /** The argument that sends it (a TODO goes there when a person must decide). */
  argument: Node;
  /** The key is a schema's validating the app's own input: it keeps its name, the argument is written out. */
  ownInput?: true;
}

/**
 * Values built as object literals the body types do not type, then passed where a body is (`newRecord = { recordName:
 * '' }` given to `create(record: NewRecord)`, a reactive form's `this.form.getRawValue()` built by
 * `fb.group({ recordId: [0], … })` given to `createScheduled(request: ScheduledProfileRequest)`): their keys are the
 * body's fields, so they follow the fields' renames and removals. A literal the body type already types (an
 * argument written in place, a variable declared with the type) is renamed with the field and is not listed here.
 * A schema's key validating the app's own input (`types/own-input-schema.ts`) is listed marked `ownInput`.
 */
export function literalArgumentKeys(
  project: Project,
  files: Iterable<string>,
  findings: TypeFindings,
): LiteralKey[] {
  const byCompiler = new Map<
    ts.Node,
    { field: Node; kind: LiteralKey['kind']; to?: string; changeId: string }
  >();
  for (const [field, f] of findings.fields)
    byCompiler.set(field.compilerNode, {
      field,
      kind: f.toMany ? 'toMany' : 'renamed',
      to: f.to,
      changeId: f.changeId,
    });
  for (const [field, f] of findings.removed)
    byCompiler.set(field.compilerNode, { field, kind: 'removed', changeId: f.changeId });
  if (byCompiler.size === 0) return [];
  const checker = project.getTypeChecker().compilerObject;
  const names = new Set<string>();
  for (const { field } of byCompiler.values()) {
    const name = field.getSymbol()?.getName();
    if (name) names.add(name);
  }
  const out: LiteralKey[] = [];
  const seen = new Set<ts.Node>();
  const shared = new Set<ts.Node>();
  for (const file of files) {
    const sourceFile = project.getSourceFile(file);
    // the calls of a file that writes such a key itself (the form group and its submit, the draft and its save):
    // asking every call of the project for its parameters' types would cost a type-check of the whole project
    if (!sourceFile || !writesOwnKey(sourceFile.compilerNode, names, checker, byCompiler)) continue;
    const visit = (node: ts.Node): void => {
      if (ts.isCallExpression(node)) {
        for (const argument of node.arguments) {
          const target = assignTarget(node, argument);
          if (!target && !sentValue(argument)) continue;
          const expected = target ? checker.getTypeAtLocation(target) : checker.getContextualType(argument);
          if (!expected) continue;
          const fields = new Map<string, NonNullable<ReturnType<typeof byCompiler.get>>>();
          for (const property of expected.getProperties()) {
            const hit = property.declarations?.map((d) => byCompiler.get(d)).find((h) => h !== undefined);
            if (hit) fields.set(property.name, hit);
          }
          markShared(argument, expected, names, fields, checker, shared);
          if (fields.size === 0) continue;
          for (const property of checker.getTypeAtLocation(argument).getProperties()) {
            const hit = fields.get(property.name);
            if (!hit) continue;
            for (const declaration of property.declarations ?? []) {
              if (seen.has(declaration) || !ownLiteralKey(declaration, checker, byCompiler)) continue;
              seen.add(declaration);
              const declared = project.getSourceFile(declaration.getSourceFile().fileName);
              const member = declared && wrapNode(declared, declaration);
              const sent = wrapNode(sourceFile, argument);
              if (!member || !sent) continue;
              out.push({
                member,
                field: hit.field,
                kind: hit.kind,
                ...(hit.to !== undefined ? { to: hit.to } : {}),
                changeId: hit.changeId,
                argument: sent,
                // a schema's key validating the app's own input (`parseData(Payload, request.data)`) is the app's
                // name: the argument is written out under the new names instead (`types/own-input-body.ts`)
                ...(isOwnInputSchemaEntry(member) ? { ownInput: true } : {}),
              });
            }
          }
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(sourceFile.compilerNode);
  }
  return out.filter((key) => !shared.has(key.member.compilerNode));
}

/**
 * Marks the keys of a value given where another type declares their names (`saveLead(draft)` of a CRM's
 * `{ recordName }`, beside `createRecord(draft)`): renaming them would break that call, so they are left (the
 * type-check then reports the call of this API). A generic parameter inferred from the value declares nothing.
 */
function markShared(
  argument: ts.Expression,
  expected: ts.Type,
  names: ReadonlySet<string>,
  fields: ReadonlyMap<string, unknown>,
  checker: ts.TypeChecker,
  shared: Set<ts.Node>,
): void {
  for (const property of checker.getTypeAtLocation(argument).getProperties()) {
    if (!names.has(property.name) || fields.has(property.name)) continue;
    const own = property.declarations ?? [];
    const other = expected.getProperty(property.name)?.declarations ?? [];
    if (other.length === 0 || other.every((d) => own.includes(d))) continue;
    for (const declaration of own) shared.add(declaration);
  }
}

/** Whether the file has an object literal key named as a changed field that no body type types (a cheap first look). */
function writesOwnKey(
  sourceFile: ts.SourceFile,
  names: ReadonlySet<string>,
  checker: ts.TypeChecker,
  fields: ReadonlyMap<ts.Node, unknown>,
): boolean {
  let found = false;
  const visit = (node: ts.Node): void => {
    if (found) return;
    if (
      (ts.isPropertyAssignment(node) || ts.isShorthandPropertyAssignment(node)) &&
      (ts.isIdentifier(node.name) || ts.isStringLiteral(node.name)) &&
      names.has(node.name.text) &&
      ownLiteralKey(node, checker, fields)
    ) {
      found = true;
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return found;
}

/** A value held elsewhere (`this.newRecord`, `form.getRawValue()`, `draft`), not a literal written in place. */
function sentValue(argument: ts.Expression): boolean {
  return (
    ts.isIdentifier(argument) || ts.isPropertyAccessExpression(argument) || ts.isCallExpression(argument)
  );
}

/**
 * A key of an object literal in the project that no body type gives its type to (its own literal's contextual type
 * does not have the field): `{ recordName: '' }` in a class property, `fb.group({ recordId: [0] })`.
 */
function ownLiteralKey(
  declaration: ts.Node,
  checker: ts.TypeChecker,
  fields: ReadonlyMap<ts.Node, unknown>,
): boolean {
  if (!ts.isPropertyAssignment(declaration) && !ts.isShorthandPropertyAssignment(declaration)) return false;
  const literal = declaration.parent;
  if (!ts.isObjectLiteralExpression(literal)) return false;
  if (declaration.getSourceFile().fileName.includes('/node_modules/')) return false;
  const contextual = checker.getContextualType(literal);
  const name = declaration.name.getText();
  const typed = contextual?.getProperty(name)?.declarations?.some((d) => fields.has(d));
  return !typed;
}
