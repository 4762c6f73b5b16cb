import type { AstNode } from '../transform/node-types.js';
import type { AttributeRename } from '../transform/backbone-attributes.js';
import type { BackboneFacts } from '../transform/backbone-resource.js';

/**
 * What a value of a Backbone app holds, as `values.ts` finds it, and how two ways of giving it combine: a value is
 * known only when every way agrees (a way that gives nothing, `ABSENT`, neither helps nor spoils).
 */

/** A class of this API: where its `extend` call is, and what it renames. */
export interface ApiClass extends BackboneFacts {
  file: string;
}

/** What a value is: a model, a collection, a list of models, a model's attributes (of `cls`), a view's options. */
export type Held =
  { kind: 'model' | 'collection' | 'list' | 'attrs'; cls: ApiClass } | { kind: 'options'; owner: AstNode };

/** A value not given on one path (a view created without a `model`): neither known nor unknown. */
export const ABSENT = 'absent';
export type Value = Held | typeof ABSENT | undefined;

/** The value of two ways together: unknown when either is, or when they hold different things. */
export function union(a: Value, b: Value): Value {
  if (a === ABSENT) return b;
  if (b === ABSENT) return a;
  if (a === undefined || b === undefined) return undefined;
  if (a.kind === 'options' || b.kind === 'options')
    return a.kind === 'options' && b.kind === 'options' && a.owner === b.owner ? a : undefined;
  if (a.kind !== b.kind) return undefined;
  return sameRenames(a.cls.attributes, b.cls.attributes) ? a : undefined;
}

/** Two classes whose attributes change alike (a collection's rows and its model class, read from one API). */
export function sameRenames(
  a: ReadonlyMap<string, AttributeRename>,
  b: ReadonlyMap<string, AttributeRename>,
): boolean {
  if (a === b) return true;
  if (a.size !== b.size) return false;
  for (const [name, r] of a) {
    const other = b.get(name);
    if (!other || other.to !== r.to || other.toMany !== r.toMany) return false;
  }
  return true;
}
