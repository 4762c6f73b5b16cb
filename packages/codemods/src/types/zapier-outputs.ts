import { Node, SyntaxKind, type ObjectLiteralExpression, type SourceFile, type Type } from 'ts-morph';
import type { PlannedEdit } from './plan-keys.js';
import type { FieldRename, TypeFindings } from './plan-walk.js';
import { listText } from './list-value.js';

/** What the new version does to a field `perform` returns, as the findings say. */
type FieldFate =
  { kind: 'renamed'; to: string; changeId: string; toMany: boolean } | { kind: 'removed'; changeId: string };

/**
 * A Zapier app's description of what its triggers, searches and creates return (zapier-platform-core's app schema):
 * the `sample` object and the `outputFields` keys written beside a `perform` (an operation's, or a resource's beside
 * its methods' operations), and the id and label fields a dynamic dropdown names by its trigger's key
 * (`dynamic: 'record_list.id.recordName'`). The Zap editor shows them, but nothing types them by what `perform`
 * returns, so the renames of this API's fields do not reach them. A key follows only where `perform`'s result (its
 * awaited value, or the element of the list a trigger or search answers) has that property declared by a field the
 * run renames or removes (a row spread into the result, `{ id, ...record }`); the app's own keys (`id`, an output
 * built under its own names, `{ record: row.recordName }`) and a perform that is a request template are left.
 */
export function zapierOutputEdits(files: readonly SourceFile[], findings: TypeFindings): PlannedEdit[] {
  const out: PlannedEdit[] = [];
  const zapierFiles = files.filter((f) => /\bperform\b/.test(f.getFullText()));
  if (zapierFiles.length === 0) return out;
  const triggers = triggerResults(zapierFiles);
  for (const file of files) {
    if (!/\b(sample|outputFields|dynamic)\b/.test(file.getFullText())) continue;
    for (const object of file.getDescendantsOfKind(SyntaxKind.ObjectLiteralExpression)) {
      const sample = object.getProperty('sample');
      const outputFields = object.getProperty('outputFields');
      if (sample || outputFields) {
        const results = describedResults(object);
        if (results.length > 0) {
          if (sample) out.push(...sampleEdits(sample, results, findings));
          if (outputFields) out.push(...outputFieldEdits(outputFields, results, findings));
        }
      }
      const dynamic = object.getProperty('dynamic');
      if (dynamic) out.push(...dynamicEdits(dynamic, triggers, findings));
    }
  }
  return out;
}

/** The result types an object holding `sample` or `outputFields` describes: its operation's, or its methods'. */
function describedResults(object: ObjectLiteralExpression): Type[] {
  const own = performResults(object);
  if (own.length > 0) return own;
  // a resource: `{ key, get: { operation: { perform } }, list: { … }, sample, outputFields }`
  const results: Type[] = [];
  for (const property of object.getProperties()) {
    const method = Node.isPropertyAssignment(property) ? property.getInitializer() : undefined;
    const operation = Node.isObjectLiteralExpression(method)
      ? objectProperty(method, 'operation')
      : undefined;
    if (operation) results.push(...performResults(operation));
  }
  return results;
}

/** The element types of what an object's `perform` function answers (a list's elements, or the value itself). */
function performResults(object: ObjectLiteralExpression): Type[] {
  const perform = object.getProperty('perform');
  if (!perform || (!Node.isPropertyAssignment(perform) && !Node.isShorthandPropertyAssignment(perform)))
    return [];
  const results: Type[] = [];
  for (const signature of perform.getType().getCallSignatures()) {
    const answer = awaited(signature.getReturnType());
    for (const member of answer.isUnion() ? answer.getUnionTypes() : [answer]) {
      if (member.isArray()) results.push(member.getArrayElementTypeOrThrow());
      else if (member.isTuple()) results.push(...member.getTupleElements());
      else if (member.isObject()) results.push(member);
    }
  }
  return results;
}

/** `Promise<T>` → `T`; any other type as it is. */
function awaited(type: Type): Type {
  const [value] = type.getTypeArguments();
  return type.getSymbol()?.getName() === 'Promise' && value ? value : type;
}

/** What becomes of the property `name` of the results: one fate every result having it agrees on, or none. */
function fateOf(name: string, results: readonly Type[], findings: TypeFindings): FieldFate | undefined {
  let fate: FieldFate | undefined;
  let own = false;
  for (const result of results) {
    for (const member of result.isUnion() ? result.getUnionTypes() : [result]) {
      const property = member.getProperty(name);
      if (!property) continue;
      const found = property
        .getDeclarations()
        .map((d) => fateOfDeclaration(d, findings))
        .find((f) => f !== undefined);
      if (!found) own = true;
      else if (fate && JSON.stringify(fate) !== JSON.stringify(found)) return undefined;
      else fate = found;
    }
  }
  // a key that is the app's own in one result and the API's in another: which one the sample shows is not known
  return own ? undefined : fate;
}

function fateOfDeclaration(declaration: Node, findings: TypeFindings): FieldFate | undefined {
  const field: FieldRename | undefined = findings.fields.get(declaration);
  if (field) return { kind: 'renamed', to: field.to, changeId: field.changeId, toMany: field.toMany };
  const removed = findings.removed.get(declaration);
  return removed ? { kind: 'removed', changeId: removed.changeId } : undefined;
}

/** The keys of a `sample` object (or of the `const` it names) that the results rename, remove or make lists. */
function sampleEdits(sample: Node, results: readonly Type[], findings: TypeFindings): PlannedEdit[] {
  const literal = objectValue(sample);
  if (!literal) return [];
  const out: PlannedEdit[] = [];
  const members = literal.getProperties();
  members.forEach((member, i) => {
    if (!Node.isPropertyAssignment(member) && !Node.isShorthandPropertyAssignment(member)) return;
    const nameNode = member.getNameNode();
    if (!Node.isIdentifier(nameNode) && !Node.isStringLiteral(nameNode)) return;
    const fate = fateOf(nameNode.getText().replace(/^['"]|['"]$/g, ''), results, findings);
    if (!fate) return;
    if (fate.kind === 'removed') {
      const range = memberRange(members, i);
      out.push({ node: member, ...range, to: '', changeId: fate.changeId });
      return;
    }
    if (Node.isShorthandPropertyAssignment(member)) {
      const value = fate.toMany ? `[${member.getName()}]` : member.getName();
      out.push({
        node: member,
        start: member.getStart(),
        end: member.getEnd(),
        to: `${fate.to}: ${value}`,
        changeId: fate.changeId,
      });
      return;
    }
    out.push(keyEdit(nameNode, fate.to, fate.changeId));
    const value = member.getInitializer();
    if (fate.toMany && value && !Node.isArrayLiteralExpression(value))
      out.push({
        node: value,
        start: value.getStart(),
        end: value.getEnd(),
        to: listText(value),
        changeId: fate.changeId,
      });
  });
  return out;
}

/** `outputFields: [{ key: 'recordName', label }]`: each key the results rename (a list gets `list: true`) or remove. */
function outputFieldEdits(
  outputFields: Node,
  results: readonly Type[],
  findings: TypeFindings,
): PlannedEdit[] {
  const array = Node.isPropertyAssignment(outputFields) ? outputFields.getInitializer() : undefined;
  if (!Node.isArrayLiteralExpression(array)) return [];
  const out: PlannedEdit[] = [];
  const elements = array.getElements();
  elements.forEach((element, i) => {
    if (!Node.isObjectLiteralExpression(element)) return;
    const key = element.getProperty('key');
    const value = Node.isPropertyAssignment(key) ? key.getInitializer() : undefined;
    if (!Node.isStringLiteral(value)) return;
    const fate = fateOf(value.getLiteralText(), results, findings);
    if (!fate) return;
    if (fate.kind === 'removed') {
      out.push({ node: element, ...memberRange(elements, i), to: '', changeId: fate.changeId });
      return;
    }
    out.push({
      node: value,
      start: value.getStart() + 1,
      end: value.getEnd() - 1,
      to: fate.to,
      changeId: fate.changeId,
    });
    if (fate.toMany && !element.getProperty('list')) out.push(listFlag(element, fate.changeId));
  });
  return out;
}

/** `dynamic: 'record_list.id.recordName'`: the trigger's id and label fields, as its results rename them. */
function dynamicEdits(
  dynamic: Node,
  triggers: ReadonlyMap<string, Type[]>,
  findings: TypeFindings,
): PlannedEdit[] {
  const value = Node.isPropertyAssignment(dynamic) ? dynamic.getInitializer() : undefined;
  if (!Node.isStringLiteral(value)) return [];
  const [trigger, ...fields] = value.getLiteralText().split('.');
  const results = trigger === undefined ? undefined : triggers.get(trigger);
  if (!results || fields.length === 0 || fields.length > 2) return [];
  const out: PlannedEdit[] = [];
  let at = value.getStart() + 1 + trigger!.length + 1;
  for (const field of fields) {
    const fate = fateOf(field, results, findings);
    if (fate?.kind === 'renamed' && !fate.toMany)
      out.push({ node: value, start: at, end: at + field.length, to: fate.to, changeId: fate.changeId });
    at += field.length + 1;
  }
  return out;
}

/**
 * The triggers of the app by key, with their results: `{ key: 'record_list', operation: { perform } }`, and the
 * trigger a resource makes of its `list` (`{ key: 'template', list: { operation } }` is `templateList`).
 */
function triggerResults(files: readonly SourceFile[]): Map<string, Type[]> {
  const out = new Map<string, Type[]>();
  for (const file of files) {
    for (const object of file.getDescendantsOfKind(SyntaxKind.ObjectLiteralExpression)) {
      const key = stringProperty(object, 'key');
      if (key === undefined) continue;
      const operation = objectProperty(object, 'operation');
      if (operation) out.set(key, performResults(operation));
      const list = objectProperty(object, 'list');
      const listOperation = list && objectProperty(list, 'operation');
      if (listOperation) out.set(`${key}List`, performResults(listOperation));
    }
  }
  return out;
}

function stringProperty(object: ObjectLiteralExpression, name: string): string | undefined {
  const property = object.getProperty(name);
  const value = Node.isPropertyAssignment(property) ? property.getInitializer() : undefined;
  return Node.isStringLiteral(value) ? value.getLiteralText() : undefined;
}

function objectProperty(object: ObjectLiteralExpression, name: string): ObjectLiteralExpression | undefined {
  const property = object.getProperty(name);
  return property ? objectValue(property) : undefined;
}

/** The object literal a property holds, directly or through a `const` of the file it names (`sample,`). */
function objectValue(property: Node): ObjectLiteralExpression | undefined {
  const value = Node.isPropertyAssignment(property) ? property.getInitializer() : undefined;
  const inner = Node.isAsExpression(value) ? value.getExpression() : value;
  if (Node.isObjectLiteralExpression(inner)) return inner;
  const symbol = Node.isShorthandPropertyAssignment(property)
    ? property.getValueSymbol()
    : Node.isIdentifier(inner)
      ? inner.getSymbol()
      : undefined;
  const declaration = symbol?.getDeclarations()[0];
  const initializer = Node.isVariableDeclaration(declaration) ? declaration.getInitializer() : undefined;
  const held = Node.isAsExpression(initializer) ? initializer.getExpression() : initializer;
  return Node.isObjectLiteralExpression(held) ? held : undefined;
}

function keyEdit(name: Node, to: string, changeId: string): PlannedEdit {
  const quoted = Node.isStringLiteral(name) ? 1 : 0;
  return { node: name, start: name.getStart() + quoted, end: name.getEnd() - quoted, to, changeId };
}

/** The span that removes one member of a list (an object's members, an array's elements) with its separator. */
function memberRange(members: readonly Node[], i: number): { start: number; end: number } {
  const member = members[i]!;
  const next = members[i + 1];
  const prev = members[i - 1];
  if (next) return { start: member.getStart(), end: next.getStart() };
  if (prev) return { start: prev.getEnd(), end: member.getEnd() };
  return { start: member.getStart(), end: member.getEnd() };
}

/** `list: true` after the last member of an output field (Zapier's flag for a field holding a list). */
function listFlag(element: ObjectLiteralExpression, changeId: string): PlannedEdit {
  const last = element.getProperties().at(-1)!;
  return { node: element, start: last.getEnd(), end: last.getEnd(), to: ', list: true', changeId };
}
