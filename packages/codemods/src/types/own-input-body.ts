import type { PlanNode } from '@compliance-migrate/rename-map';
import { Node, type Type } from 'ts-morph';
import type { LiteralKey } from './literal-arguments.js';
import { isOwnInputSchemaEntry } from './own-input-schema.js';
import type { PlannedEdit } from './plan-keys.js';
import { inProject } from './plan-walk.js';

/** The name a member of the app's input is sent under in the new version (null: not sent), and the change saying so. */
export interface SentName {
  name: string | null;
  changeId?: string;
}

/** More members than this are left for a person (a TODO), not written out. */
const MAX_MEMBERS = 12;
/** A line longer than this once written gets one member a line, as a formatter would. */
const MAX_LINE = 120;
const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

/**
 * The app's own validated input sent whole where this API's body is (`createRecord(payload)` with `payload =
 * parseData(CreateRecordPayload, request.data)`): its schema's keys are the app's contract with its callers and keep
 * their names (`types/own-input-schema.ts`), so the value is written out member by member under the names it is sent
 * as (`{ categoryName: payload.recordName, categoryCode: payload.recordCode }`), a member the new version removed left
 * out. Only for a name (not an expression) of an object type without an index signature, every member of which is a
 * key of such a schema and holds no object (whose fields could be renamed too), and `sent` knows each member's name
 * (undefined: a list, renamed values, a field the body does not have); otherwise undefined, and a person decides. A
 * type the app casts its incoming data to (`request.body as Partial<NotificationProfile>`,
 * `types/own-incoming-type.ts`) may be this API's model too: it is not written out.
 */
export function ownInputBody(
  value: Node | undefined,
  type: Type,
  sent: (name: string) => SentName | undefined,
): PlannedEdit | undefined {
  if (!Node.isIdentifier(value) || type.isUnion() || !type.isObject() || type.isArray()) return undefined;
  if (type.getStringIndexType() || type.getNumberIndexType()) return undefined;
  const properties = type.getProperties();
  if (properties.length === 0 || properties.length > MAX_MEMBERS) return undefined;
  const members: string[] = [];
  let changeId: string | undefined;
  for (const property of properties) {
    const declarations = property.getDeclarations();
    const own =
      declarations.length > 0 && declarations.every((d) => inProject(d) && isOwnInputSchemaEntry(d));
    if (!own || !flat(property.getTypeAtLocation(value))) return undefined;
    const name = property.getName();
    const to = sent(name);
    if (!to || !IDENTIFIER.test(name)) return undefined;
    changeId ??= to.changeId;
    if (to.name === null) continue;
    if (!IDENTIFIER.test(to.name)) return undefined;
    members.push(`${to.name}: ${value.getText()}.${name}`);
  }
  if (changeId === undefined) return undefined;
  return {
    node: value,
    start: value.getStart(),
    end: value.getEnd(),
    to: literalText(value, members),
    changeId,
  };
}

/** Each member's name after every step's plan of the body; undefined where a step does more than rename or remove it. */
export function sentThroughPlans(
  plans: readonly (PlanNode | undefined)[],
): (name: string) => SentName | undefined {
  return (name) => {
    let current = name;
    let changeId: string | undefined;
    for (const plan of plans) {
      const rule = plan?.keys?.get(current);
      if (!rule) continue;
      if (rule.values || rule.toMany || rule.child?.keys?.size || rule.child?.item) return undefined;
      if (rule.out === null) return { name: null, changeId: changeId ?? rule.removeId };
      if (typeof rule.out === 'string' && rule.out !== current) {
        current = rule.out;
        changeId ??= rule.renameId;
      }
    }
    return changeId ? { name: current, changeId } : { name: current };
  };
}

/**
 * Each member's name as the parameter it is given to declares it (`createRecord(record: NewRecord)`): the renamed or
 * removed fields found there, other members as they are; undefined for a field that became a list, or a member the
 * parameter's type does not have (written out, it would not compile).
 */
export function sentThroughKeys(
  keys: readonly LiteralKey[],
  expected: Type | undefined,
): (name: string) => SentName | undefined {
  return (name) => {
    const key = keys.find((k) => Node.hasName(k.member) && k.member.getName() === name);
    if (key?.kind === 'renamed' && key.to) return { name: key.to, changeId: key.changeId };
    if (key?.kind === 'removed') return { name: null, changeId: key.changeId };
    if (key || !expected?.getProperty(name)) return undefined;
    return { name };
  };
}

/** The TODO at an argument of the app's own input that cannot be written out: the renamed fields it stands for. */
export function ownInputTodo(keys: readonly LiteralKey[]): string {
  const renames = keys.map((k) => {
    const name = Node.hasName(k.member) ? k.member.getName() : k.member.getText();
    return `${name} → ${k.to ?? (k.kind === 'removed' ? 'removed' : 'a list')}`;
  });
  return `this value is the app's own input (its names are its callers'), given where this API's renamed fields are (${renames.join(', ')}): send it under the new names`;
}

/** A value no field of which can be renamed: a primitive or literal, a list of them, or a union of those. */
function flat(type: Type): boolean {
  if (type.isUnion()) return type.getUnionTypes().every(flat);
  if (type.isArray()) return flat(type.getArrayElementTypeOrThrow());
  return !type.isObject();
}

/** `{ a: x.a, b: x.b }` on the value's line, or one member a line when that line would be too long. */
function literalText(value: Node, members: readonly string[]): string {
  const inline = `{ ${members.join(', ')} }`;
  const text = value.getSourceFile().getFullText();
  const lineStart = text.lastIndexOf('\n', value.getStart() - 1) + 1;
  const lineEnd = text.indexOf('\n', value.getEnd());
  const line = text.slice(lineStart, lineEnd < 0 ? text.length : lineEnd);
  if (line.length - value.getText().length + inline.length <= MAX_LINE) return inline;
  const indent = /^[ \t]*/.exec(line)?.[0] ?? '';
  const step = indent.includes('\t') ? '\t' : '  ';
  return `{\n${members.map((m) => `${indent}${step}${m},`).join('\n')}\n${indent}}`;
}
