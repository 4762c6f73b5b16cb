import type { PlanNode } from '@compliance-migrate/rename-map';
import type { TextEdit } from './edits.js';
import { plainValue, quoteLike } from './literals.js';
import type { AstNode } from './parser.js';
import { isProperty, keyName } from './call-site.js';
import { isStringLiteral } from './url-expression.js';

/** An edit with the change that made it. */
export interface IdEdit extends TextEdit {
  changeId: string;
  /** Offset whose line and column are reported. */
  at: number;
}

/** Something in an object literal the codemod cannot do by itself (a removed field). */
export interface ObjectNote {
  at: number;
  changeId: string;
  message: string;
}

const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

/**
 * Renames keys and values of an object (or array) literal through each step's body plan in turn:
 * nested objects and array elements follow the plan's children. Spreads and computed keys are left alone.
 */
export function rewriteLiteral(
  node: AstNode,
  plans: readonly (PlanNode | undefined)[],
  source: string,
  edits: IdEdit[],
  notes: ObjectNote[],
): void {
  if (plans.every((p) => p === undefined)) return;
  if (node.type === 'ArrayExpression') {
    const items = plans.map((p) => p?.item);
    for (const element of node.elements as (AstNode | null)[]) {
      if (element) rewriteLiteral(element, items, source, edits, notes);
    }
    return;
  }
  if (node.type !== 'ObjectExpression') return;
  // names present at the input of each step, and in the end, for the fields a step adds
  const present = plans.map(() => new Set<string>());
  const final = new Set<string>();
  let opaque = false;
  for (const property of node.properties as AstNode[]) {
    if (!isProperty(property)) {
      opaque = true;
      continue;
    }
    const original = keyName(property);
    if (original === undefined) {
      opaque = true;
      continue;
    }
    let name = original;
    plans.forEach((plan, i) => {
      present[i]!.add(name);
      const out = plan?.keys?.get(name)?.out;
      if (typeof out === 'string') name = out;
    });
    final.add(name);
    name = original;
    let renameId: string | undefined;
    let wrapId: string | undefined;
    const children: (PlanNode | undefined)[] = [];
    const value = property.value as AstNode;
    let text = isStringLiteral(value) ? (value.value as string) : undefined;
    let valueId: string | undefined;
    for (const plan of plans) {
      const rule = plan?.keys?.get(name);
      children.push(rule?.child);
      if (!rule) continue;
      if (rule.out === null) {
        notes.push({
          at: property.start!,
          changeId: rule.removeId ?? '',
          message: `the field "${name}" is gone in the new version; remove it or find where its data went`,
        });
        break;
      }
      if (text !== undefined && rule.values?.has(text)) {
        text = plainValue(rule.values.get(text)!);
        valueId = rule.valuesId;
      }
      if (rule.toMany) wrapId = rule.toMany.id;
      if (typeof rule.out === 'string' && rule.out !== name) {
        name = rule.out;
        renameId = rule.renameId ?? rule.toMany?.id;
      }
    }
    const key = property.key as AstNode;
    if (renameId !== undefined && name !== original) {
      const keyText =
        IDENTIFIER.test(name) && key.type === 'Identifier' ? name : quoteLike(source, key, name);
      if (property.shorthand) {
        // a shorthand keeps its local name as the value; one to many wraps it: `{ userIds: [userId] }`
        edits.push({
          start: property.start!,
          end: property.end!,
          text: `${keyText}: ${wrapId !== undefined ? `[${original}]` : original}`,
          changeId: renameId,
          at: key.start!,
        });
      } else {
        edits.push({ start: key.start!, end: key.end!, text: keyText, changeId: renameId, at: key.start! });
      }
    }
    if (valueId !== undefined && text !== undefined && text !== value.value) {
      edits.push({
        start: value.start!,
        end: value.end!,
        text: quoteLike(source, value, text),
        changeId: valueId,
        at: value.start!,
      });
    } else if (wrapId !== undefined && value.type !== 'ArrayExpression' && !property.shorthand) {
      const v = source.slice(value.start!, value.end!);
      edits.push({
        start: value.start!,
        end: value.end!,
        text: `[${v}]`,
        changeId: wrapId,
        at: value.start!,
      });
    }
    if (value.type === 'ObjectExpression' || value.type === 'ArrayExpression') {
      rewriteLiteral(value, children, source, edits, notes);
    }
  }
  insertAdded(node, plans, present, final, opaque, source, edits, notes);
}

/**
 * Adds each field a step adds with a default (`field.added`), when the object does not have it: under the name
 * and value the later steps give it. An object with a spread or computed key may have it already: a note.
 */
function insertAdded(
  node: AstNode,
  plans: readonly (PlanNode | undefined)[],
  present: readonly Set<string>[],
  final: Set<string>,
  opaque: boolean,
  source: string,
  edits: IdEdit[],
  notes: ObjectNote[],
): void {
  const added: { key: string; json: string; id: string }[] = [];
  plans.forEach((plan, i) => {
    for (const insert of plan?.inserts ?? []) {
      if (present[i]!.has(insert.key)) continue;
      let key = insert.key;
      let json = insert.json;
      let removed = false;
      for (const later of plans.slice(i + 1)) {
        const rule = later?.keys?.get(key);
        if (!rule) continue;
        const text = plainJsonString(json);
        if (text !== undefined && rule.values?.has(text)) json = rule.values.get(text)!;
        if (rule.out === null) {
          removed = true;
          break;
        }
        if (typeof rule.out === 'string') key = rule.out;
      }
      if (removed || final.has(key)) continue;
      for (const set of present.slice(i + 1)) set.add(key);
      final.add(key);
      if (opaque) {
        notes.push({
          at: node.start!,
          changeId: insert.id,
          message: `the new version expects "${key}" (default ${json}); add it unless the spread object has it`,
        });
        continue;
      }
      added.push({ key, json, id: insert.id });
    }
  });
  if (added.length === 0) return;
  const quote = quoteOf(node, source);
  const members = added.map(
    ({ key, json }) => `${IDENTIFIER.test(key) ? key : jsString(key, quote)}: ${jsValue(json, quote)}`,
  );
  const props = node.properties as AstNode[];
  const last = props[props.length - 1];
  const id = added[0]!.id;
  const at = node.start!;
  if (!last) {
    edits.push({ start: node.start!, end: node.end!, text: `{ ${members.join(', ')} }`, changeId: id, at });
    return;
  }
  const between = source.slice(last.end!, node.end! - 1);
  const comma = between.indexOf(',');
  const multiline = source.slice(node.start!, last.start!).includes('\n');
  if (multiline) {
    const lineStart = source.lastIndexOf('\n', last.start! - 1) + 1;
    const indent = /^[ \t]*/.exec(source.slice(lineStart, last.start!))![0];
    const text = members.map((m) => `\n${indent}${m}`).join(',');
    if (comma >= 0) {
      const pos = last.end! + comma + 1;
      edits.push({ start: pos, end: pos, text: text + ',', changeId: id, at });
    } else edits.push({ start: last.end!, end: last.end!, text: ',' + text, changeId: id, at });
    return;
  }
  edits.push({
    start: last.end!,
    end: last.end!,
    text: members.map((m) => `, ${m}`).join(''),
    changeId: id,
    at,
  });
}

/** The quote the object's string literals use (single by default). */
function quoteOf(node: AstNode, source: string): string {
  const text = source.slice(node.start!, node.end!);
  const match = /['"]/.exec(text);
  return match ? match[0] : "'";
}

function plainJsonString(json: string): string | undefined {
  const parsed: unknown = JSON.parse(json);
  return typeof parsed === 'string' ? parsed : undefined;
}

function jsString(text: string, quote: string): string {
  return (
    quote +
    text
      .replace(/\\/g, '\\\\')
      .split(quote)
      .join('\\' + quote) +
    quote
  );
}

/** A JSON value as JavaScript source: strings in the file's quotes, the rest as JSON (valid JavaScript). */
function jsValue(json: string, quote: string): string {
  const text = plainJsonString(json);
  return text === undefined ? json : jsString(text, quote);
}

/** Renames query parameter keys of an object literal through each step's renames. */
export function rewriteQueryObject(
  node: AstNode,
  renames: readonly (ReadonlyMap<string, { to: string; id: string }> | undefined)[],
  source: string,
  edits: IdEdit[],
): void {
  if (node.type !== 'ObjectExpression') return;
  for (const property of node.properties as AstNode[]) {
    if (!isProperty(property)) continue;
    const original = keyName(property);
    if (original === undefined) continue;
    const { name, id } = renameQueryName(original, renames);
    if (id === undefined || name === original) continue;
    const key = property.key as AstNode;
    const keyText = IDENTIFIER.test(name) && key.type === 'Identifier' ? name : quoteLike(source, key, name);
    edits.push(
      property.shorthand
        ? {
            start: property.start!,
            end: property.end!,
            text: `${keyText}: ${original}`,
            changeId: id,
            at: key.start!,
          }
        : { start: key.start!, end: key.end!, text: keyText, changeId: id, at: key.start! },
    );
  }
}

/** Follows a query parameter name through each step. */
export function renameQueryName(
  name: string,
  renames: readonly (ReadonlyMap<string, { to: string; id: string }> | undefined)[],
): { name: string; id: string | undefined } {
  let id: string | undefined;
  for (const step of renames) {
    const rename = step?.get(name);
    if (rename) {
      name = rename.to;
      id = rename.id;
    }
  }
  return { name, id };
}
