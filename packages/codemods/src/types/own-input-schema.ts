import { Node } from 'ts-morph';
import { isSchemaEntry } from './schema-entry.js';

/**
 * Middleware that validates a server's own incoming request with a schema (`zValidator('json', schema)` of
 * `@hono/zod-validator`, and its siblings for other schema libraries): the schema is the app's contract with its
 * own callers, not a shape of this API.
 */
const INPUT_VALIDATORS = new Set([
  'zValidator',
  'vValidator',
  'tbValidator',
  'sValidator',
  'arktypeValidator',
  'typiaValidator',
]);
const MAX_HOPS = 6;

/**
 * Whether a schema entry (`recordId: z.coerce.number()`) belongs to a schema that validates the app's own input:
 * its `z.object({ … })` (or `base.extend({ … })`), through method chains (`.partial()`) and the `const`s holding it,
 * reaches an input validator. Its keys are the app's own names, even where they match a renamed field of a body
 * they are later spread into.
 */
export function isOwnInputSchemaEntry(entry: Node): boolean {
  if (!isSchemaEntry(entry)) return false;
  const schema = entry.getParent()?.getParent();
  return schema !== undefined && reachesValidator(schema, 0);
}

function reachesValidator(node: Node, hops: number): boolean {
  if (hops > MAX_HOPS) return false;
  let expression = node;
  // `schema.partial()`, `base.extend({ … }).strict()`: the chain's result is still the schema
  for (;;) {
    const access = expression.getParent();
    const call = access?.getParent();
    if (!Node.isPropertyAccessExpression(access) || access.getExpression() !== expression) break;
    if (!Node.isCallExpression(call) || call.getExpression() !== access) break;
    expression = call;
  }
  const parent = expression.getParent();
  if (Node.isCallExpression(parent) && parent.getArguments().includes(expression as never)) {
    const callee = parent.getExpression();
    const name = Node.isIdentifier(callee)
      ? callee.getText()
      : Node.isPropertyAccessExpression(callee)
        ? callee.getName()
        : '';
    return INPUT_VALIDATORS.has(name);
  }
  if (Node.isVariableDeclaration(parent) && parent.getInitializer() === expression) {
    const name = parent.getNameNode();
    if (!Node.isIdentifier(name)) return false;
    return name
      .findReferencesAsNodes()
      .some((reference) => reference !== name && reachesValidator(reference, hops + 1));
  }
  return false;
}
