import type { Type } from 'ts-morph';

/** How deep an effect may nest its layers (`ReaderTaskEither` is a Reader of a Task of a Promise of an Either). */
const LAYERS = 6;

/**
 * The value a lazy effect type yields, as fp-ts and similar libraries write one: a function type is called through
 * (`Reader<R, A>` takes one argument, `Task<A>` none), a `Promise` is awaited, and an Either-like union (members told
 * apart by `_tag`, the success holding `right`) gives its `right`. `ReaderTaskEither<Env, ApiError, A>` → A. Undefined
 * when `type` is none of these (it is the value itself).
 */
export function effectValue(type: Type): Type | undefined {
  let t = type;
  let changed = false;
  for (let i = 0; i < LAYERS; i++) {
    const next = calledThrough(t) ?? awaited(t) ?? rightOf(t);
    if (!next) break;
    t = next;
    changed = true;
  }
  return changed ? t : undefined;
}

/** `(r: R) => X` or `() => X` with one signature and no properties of its own: X. */
function calledThrough(type: Type): Type | undefined {
  const signatures = type.getCallSignatures();
  if (signatures.length !== 1 || type.getProperties().length > 0) return undefined;
  const [signature] = signatures;
  return signature && signature.getParameters().length <= 1 ? signature.getReturnType() : undefined;
}

/** `Promise<X>`: X. */
function awaited(type: Type): Type | undefined {
  const name = type.getSymbol()?.getName();
  const [arg] = type.getTypeArguments();
  return name === 'Promise' && arg ? arg : undefined;
}

/** `Left<E> | Right<A>` (each with `_tag`): the type of `right` in the member holding one. */
function rightOf(type: Type): Type | undefined {
  if (!type.isUnion()) return undefined;
  const members = type.getUnionTypes();
  if (!members.every((m) => m.getProperty('_tag'))) return undefined;
  const right = members.map((m) => m.getProperty('right')).filter((p) => p !== undefined);
  const [only] = right;
  const declaration = only?.getDeclarations()[0];
  if (right.length !== 1 || !only || !declaration) return undefined;
  const success = members.find((m) => m.getProperty('right') === only);
  return success ? only.getTypeAtLocation(declaration) : undefined;
}
