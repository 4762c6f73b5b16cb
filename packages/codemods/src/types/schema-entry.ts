import { Node } from 'ts-morph';

/** Modifiers of a schema that say "may be absent", which a list no longer needs (an empty list says it). */
const ABSENT_MODIFIERS = new Set(['nullable', 'optional', 'nullish']);
/** Effect Schema's combinators saying the same around the schema they take (`Schema.NullOr(Schema.Number)`). */
const ABSENT_WRAPPERS = new Set(['NullOr', 'NullishOr', 'UndefinedOr', 'optional']);

/**
 * A key of a runtime schema's shape, `recordId: z.number()` in `z.object({ … })`: a property assignment of an object
 * literal given to a call, its value a schema (a call, or a name such as `RowSchema`). The type the schema infers
 * names this key as its declaration, so renaming it renames the type's field and every read.
 */
export function isSchemaEntry(node: Node): boolean {
  if (!Node.isPropertyAssignment(node)) return false;
  const literal = node.getParent();
  const call = literal?.getParent();
  if (!Node.isObjectLiteralExpression(literal) || !Node.isCallExpression(call)) return false;
  if (!call.getArguments().includes(literal)) return false;
  const value = node.getInitializer();
  return Node.isCallExpression(value) || Node.isIdentifier(value) || Node.isPropertyAccessExpression(value);
}

/**
 * The schema of a list of what a schema entry holds, for a field that became a list: `z.number().nullable()` →
 * `z.array(z.number())`, built with the `array` of the name the entry's schema starts from. Undefined when that
 * name has no `array` (not a zod-like builder).
 */
export function schemaListOf(entry: Node): string | undefined {
  if (!Node.isPropertyAssignment(entry)) return undefined;
  const effect = effectListOf(entry.getInitializer());
  if (effect) return effect;
  let value: Node | undefined = entry.getInitializer();
  while (Node.isCallExpression(value)) {
    const callee = value.getExpression();
    if (!Node.isPropertyAccessExpression(callee) || !ABSENT_MODIFIERS.has(callee.getName())) break;
    value = callee.getExpression();
  }
  // io-ts: `t.number`, and its nullable `t.union([t.number, t.null])` (a list says "none" by being empty)
  if (Node.isCallExpression(value)) value = nonNullMember(value) ?? value;
  if (!Node.isCallExpression(value) && !Node.isPropertyAccessExpression(value)) return undefined;
  let root: Node = value;
  for (;;) {
    if (Node.isCallExpression(root)) root = root.getExpression();
    else if (Node.isPropertyAccessExpression(root)) root = root.getExpression();
    else break;
  }
  if (!Node.isIdentifier(root) || !root.getType().getProperty('array')) return undefined;
  return `${root.getText()}.array(${value.getText()})`;
}

/**
 * Effect Schema: `Schema.NullOr(Schema.Number)` (or `Schema.Number`) → `Schema.Array(Schema.Number)`, built with the
 * capitalised `Array` of the name the schema starts from. Undefined when that name has no `Array` (or has zod's `array`).
 */
function effectListOf(value: Node | undefined): string | undefined {
  let inner = value;
  while (Node.isCallExpression(inner)) {
    const callee = inner.getExpression();
    const [only] = inner.getArguments();
    if (!Node.isPropertyAccessExpression(callee) || !ABSENT_WRAPPERS.has(callee.getName()) || !only) break;
    inner = only;
  }
  if (!Node.isCallExpression(inner) && !Node.isPropertyAccessExpression(inner)) return undefined;
  let root: Node = inner;
  while (Node.isCallExpression(root) || Node.isPropertyAccessExpression(root)) root = root.getExpression();
  if (!Node.isIdentifier(root)) return undefined;
  const builder = root.getType();
  if (!builder.getProperty('Array') || builder.getProperty('array')) return undefined;
  return `${root.getText()}.Array(${inner.getText()})`;
}

/** `t.union([X, t.null])` (or `t.undefined`, either order): X; undefined for any other call. */
function nonNullMember(call: Node): Node | undefined {
  if (!Node.isCallExpression(call)) return undefined;
  const callee = call.getExpression();
  const [members] = call.getArguments();
  if (!Node.isPropertyAccessExpression(callee) || callee.getName() !== 'union') return undefined;
  if (!Node.isArrayLiteralExpression(members)) return undefined;
  const absent = (n: Node): boolean =>
    Node.isPropertyAccessExpression(n) && ['null', 'undefined'].includes(n.getName());
  const kept = members.getElements().filter((m) => !absent(m));
  return kept.length === 1 && members.getElements().length === 2 ? kept[0] : undefined;
}

/** Whether a schema entry's value says the field may be null (`z.number().nullable()`, `.nullish()`). */
export function schemaNullable(entry: Node): boolean {
  if (!isSchemaEntry(entry) || !Node.isPropertyAssignment(entry)) return false;
  const text = entry.getInitializer()?.getText() ?? '';
  // zod's `z.number().nullable()`, Effect's `Schema.NullOr(Schema.Number)`
  return /\.(nullable|nullish)\(\)\s*$/.test(text) || /^\w+\.(NullOr|NullishOr)\(/.test(text);
}
