import { keyName } from './call-site.js';
import { quoteLike } from './literals.js';
import { memberRange, type IdEdit } from './object-rewrite.js';
import { endOf, startOf } from './parser.js';
import { isProperty, isStringLiteral, type AstNode } from './node-types.js';
import type { AttributeRename } from './backbone-attributes.js';

/**
 * The two ways code names a Backbone model's attributes, renamed: a string (`get('recordName')`,
 * `comparator: 'recordName'`) and the keys of an object of attributes (`set({ recordName: n })`, `{ typeId }`).
 * Shared by the class body's rewrite (`backbone-body.ts`) and its instances' uses elsewhere (`backbone-uses.ts`).
 */

/** Renames attribute names at the nodes given; a name that cannot be written (a list now, removed) goes to `left`. */
export interface AttributeRenamer {
  /** A string literal naming an attribute. */
  renameString(node: AstNode): void;
  /** The keys of an object literal of attributes; with `drop`, a key removed from the request is deleted. */
  renameKeys(object: AstNode, drop: boolean): void;
}

/** An identifier naming an attribute (`json.recordName`) renamed, or its name sent to `left` when it cannot be written. */
export function renameAttributeName(
  node: AstNode,
  name: string,
  rename: AttributeRename,
  edits: IdEdit[],
  left: Set<string>,
): void {
  if (rename.to === null || rename.toMany) left.add(name);
  else
    edits.push({
      start: startOf(node),
      end: endOf(node),
      text: rename.to,
      changeId: rename.id,
      at: startOf(node),
    });
}

/** A renamer pushing its edits to `edits` and the names it could not write to `left`. */
export function attributeRenamer(
  attributes: ReadonlyMap<string, AttributeRename>,
  removedFromRequest: ReadonlySet<string>,
  source: string,
  edits: IdEdit[],
  left: Set<string>,
): AttributeRenamer {
  const renameString = (node: AstNode): void => {
    if (!isStringLiteral(node)) return;
    const rename = attributes.get(node.value);
    if (!rename) return;
    if (rename.to === null || rename.toMany) {
      left.add(node.value);
      return;
    }
    edits.push({
      start: startOf(node),
      end: endOf(node),
      text: quoteLike(source, node, rename.to),
      changeId: rename.id,
      at: startOf(node),
    });
  };
  const renameKeys = (object: AstNode, drop: boolean): void => {
    if (object.type !== 'ObjectExpression') return;
    for (const property of object.properties) {
      if (!isProperty(property)) continue;
      const name = keyName(property);
      const rename = name === undefined ? undefined : attributes.get(name);
      if (!rename || name === undefined) continue;
      if (drop && rename.to === null && removedFromRequest.has(name)) {
        edits.push({
          ...memberRange(object, property),
          text: '',
          changeId: rename.id,
          at: startOf(property),
        });
        continue;
      }
      if (rename.to === null || rename.toMany) {
        left.add(name);
        continue;
      }
      const key = property.key;
      const text = key.type === 'Identifier' ? rename.to : quoteLike(source, key, rename.to);
      edits.push(
        property.shorthand
          ? {
              start: startOf(property),
              end: endOf(property),
              text: `${text}: ${name}`,
              changeId: rename.id,
              at: startOf(key),
            }
          : { start: startOf(key), end: endOf(key), text, changeId: rename.id, at: startOf(key) },
      );
    }
  };
  return { renameString, renameKeys };
}
