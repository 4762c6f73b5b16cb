import type { PlanNode } from '@compliance-migrate/rename-map';
import type { TextEdit } from './edits.js';
import { plainValue, quoteLike } from './literals.js';
import type * as t from '@babel/types';
import { startOf, endOf } from './parser.js';
import { keyName } from './call-site.js';
import { isProperty, isStringLiteral, type AstNode } from './node-types.js';
import { wrappedInList } from './wrapped-in-list.js';

/** An edit with the change that made it. */
export interface IdEdit extends TextEdit {
  changeId: string;
  /** Offset whose line and column are reported. */
  at: number;
}

const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

/**
 * Renames keys and values of an object (or array) literal through each step's body plan in turn, wraps a value
 * that became a list and takes out a field the new version removed: nested objects and array elements follow
 * the plan's children. Spreads and computed keys are left alone.
 */
export function rewriteLiteral(
  node: AstNode,
  plans: readonly (PlanNode | undefined)[],
  source: string,
  edits: IdEdit[],
): void {
  if (plans.every((p) => p === undefined)) return;
  if (node.type === 'ArrayExpression') {
    const items = plans.map((p) => p?.item);
    for (const element of node.elements) {
      if (element) rewriteLiteral(element, items, source, edits);
    }
    return;
  }
  if (node.type !== 'ObjectExpression') return;
  for (const property of node.properties) {
    if (!isProperty(property)) continue;
    const original = keyName(property);
    if (original === undefined) continue;
    let name = original;
    let renameId: string | undefined;
    let wrapId: string | undefined;
    const children: (PlanNode | undefined)[] = [];
    const value: AstNode = property.value;
    const written = isStringLiteral(value) ? value.value : undefined;
    let text = written;
    let valueId: string | undefined;
    let removed = false;
    for (const plan of plans) {
      const rule = plan?.keys?.get(name);
      children.push(rule?.child);
      if (!rule) continue;
      if (rule.out === null) {
        // the new version does not take it: the member goes, with its separator
        edits.push({
          ...memberRange(node, property),
          text: '',
          changeId: rule.removeId ?? '',
          at: startOf(property),
        });
        removed = true;
        break;
      }
      const renamed = text === undefined ? undefined : rule.values?.get(text);
      if (renamed !== undefined) {
        text = plainValue(renamed);
        valueId = rule.valuesId;
      }
      if (rule.toMany) wrapId = rule.toMany.id;
      if (typeof rule.out === 'string' && rule.out !== name) {
        name = rule.out;
        renameId = rule.renameId ?? rule.toMany?.id;
      }
    }
    if (removed) continue;
    const key = property.key;
    if (renameId !== undefined && name !== original) {
      const keyText =
        IDENTIFIER.test(name) && key.type === 'Identifier' ? name : quoteLike(source, key, name);
      if (property.shorthand) {
        // a shorthand keeps its local name as the value; one to many wraps it: `{ userIds: [userId] }`
        edits.push({
          start: startOf(property),
          end: endOf(property),
          text: `${keyText}: ${wrapId !== undefined ? `[${original}]` : original}`,
          changeId: renameId,
          at: startOf(key),
        });
      } else if (
        wrapId === undefined &&
        valueId === undefined &&
        key.type === 'Identifier' &&
        value.type === 'Identifier' &&
        value.name === name
      ) {
        // renamed to the name of the value it holds (`hazardName: title` → `title`): the shorthand a person writes
        edits.push({
          start: startOf(key),
          end: endOf(value),
          text: name,
          changeId: renameId,
          at: startOf(key),
        });
      } else {
        edits.push({
          start: startOf(key),
          end: endOf(key),
          text: keyText,
          changeId: renameId,
          at: startOf(key),
        });
      }
    }
    if (valueId !== undefined && text !== undefined && text !== written) {
      edits.push({
        start: startOf(value),
        end: endOf(value),
        text: quoteLike(source, value, text),
        changeId: valueId,
        at: startOf(value),
      });
    } else if (wrapId !== undefined && value.type !== 'ArrayExpression' && !property.shorthand) {
      const v = source.slice(startOf(value), endOf(value));
      const slice = (n: AstNode): string => source.slice(startOf(n), endOf(n));
      const conditional =
        value.type === 'ConditionalExpression'
          ? { test: slice(value.test), whenTrue: slice(value.consequent), whenFalse: slice(value.alternate) }
          : undefined;
      edits.push({
        start: startOf(value),
        end: endOf(value),
        text: wrappedInList(v, conditional),
        changeId: wrapId,
        at: startOf(value),
      });
    }
    if (value.type === 'ObjectExpression' || value.type === 'ArrayExpression') {
      rewriteLiteral(value, children, source, edits);
    }
  }
}

/** The text a member of an object literal takes up with one separator: what removing it removes. */
export function memberRange(object: t.ObjectExpression, member: AstNode): { start: number; end: number } {
  const props: readonly AstNode[] = object.properties;
  const i = props.indexOf(member);
  const next = props[i + 1];
  const prev = props[i - 1];
  if (next) return { start: startOf(member), end: startOf(next) };
  if (prev) return { start: endOf(prev), end: endOf(member) };
  return { start: startOf(member), end: endOf(member) };
}

/**
 * Renames query parameter keys of an object literal through each step's renames; false when it spreads something whose
 * keys cannot be seen here (`...filters(f)`, `...rest`), so the caller can ask a person to check it.
 */
export function rewriteQueryObject(
  node: AstNode,
  renames: readonly (ReadonlyMap<string, { to: string; id: string }> | undefined)[],
  source: string,
  edits: IdEdit[],
): boolean {
  if (node.type !== 'ObjectExpression') return false;
  let complete = true;
  for (const property of node.properties) {
    // `...(typeId ? { typeId } : {})`: the objects it may spread; `...filters(f)`, `...rest`: keys not seen here
    if (property.type === 'SpreadElement') {
      const objects = spreadObjects(property.argument);
      if (objects.length === 0) complete = false;
      for (const object of objects) complete = rewriteQueryObject(object, renames, source, edits) && complete;
      continue;
    }
    if (!isProperty(property)) continue;
    const original = keyName(property);
    if (original === undefined) continue;
    const { name, id } = renameQueryName(original, renames);
    if (id === undefined || name === original) continue;
    const key = property.key;
    const keyText = IDENTIFIER.test(name) && key.type === 'Identifier' ? name : quoteLike(source, key, name);
    edits.push(
      property.shorthand
        ? {
            start: startOf(property),
            end: endOf(property),
            text: `${keyText}: ${original}`,
            changeId: id,
            at: startOf(key),
          }
        : { start: startOf(key), end: endOf(key), text: keyText, changeId: id, at: startOf(key) },
    );
  }
  return complete;
}

/** The object literals an expression spread into an object may be (`cond ? { a } : {}`, `cond && { a }`). */
function spreadObjects(node: AstNode): AstNode[] {
  if (node.type === 'ObjectExpression') return [node];
  if (node.type === 'ParenthesizedExpression') return spreadObjects(node.expression);
  if (node.type === 'ConditionalExpression') {
    return [...spreadObjects(node.consequent), ...spreadObjects(node.alternate)];
  }
  if (node.type === 'LogicalExpression') return spreadObjects(node.right);
  return [];
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
