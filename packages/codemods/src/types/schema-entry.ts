import { Node } from 'ts-morph';

/** Modifiers of a schema that say "may be absent", which a list no longer needs (an empty list says it). */
const ABSENT_MODIFIERS = new Set(['nullable', 'optional', 'nullish']);

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
  let value = entry.getInitializer();
  while (Node.isCallExpression(value)) {
    const callee = value.getExpression();
    if (!Node.isPropertyAccessExpression(callee) || !ABSENT_MODIFIERS.has(callee.getName())) break;
    value = callee.getExpression();
  }
  if (!Node.isCallExpression(value)) return undefined;
  let root: Node = value;
  for (;;) {
    if (Node.isCallExpression(root)) root = root.getExpression();
    else if (Node.isPropertyAccessExpression(root)) root = root.getExpression();
    else break;
  }
  if (!Node.isIdentifier(root) || !root.getType().getProperty('array')) return undefined;
  return `${root.getText()}.array(${value.getText()})`;
}

/** Whether a schema entry's value says the field may be null (`z.number().nullable()`, `.nullish()`). */
export function schemaNullable(entry: Node): boolean {
  if (!isSchemaEntry(entry) || !Node.isPropertyAssignment(entry)) return false;
  return /\.(nullable|nullish)\(\)\s*$/.test(entry.getInitializer()?.getText() ?? '');
}
