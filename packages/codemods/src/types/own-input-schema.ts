import { Node } from 'ts-morph';
import { isIncomingData } from './incoming-data.js';
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
/** A schema's methods that validate a value (zod's; valibot and others are called with the schema instead). */
const PARSE_METHODS = new Set(['parse', 'safeParse', 'parseAsync', 'safeParseAsync']);
const MAX_HOPS = 6;

/**
 * Whether a schema entry (`recordId: z.coerce.number()`) belongs to a schema that validates the app's own input:
 * its `z.object({ … })` (or `base.extend({ … })`), through method chains (`.partial()`) and the `const`s holding it,
 * reaches an input validator, parses what the app's own entry point received (`Payload.parse(request.data)` in a
 * Firebase callable, `schema.safeParse(req.body)`; `types/incoming-data.ts`), or is handed with it to a function
 * (`parseData(Payload, request.data)`). Its keys are the app's own names, even where they match a renamed field of a
 * body they are later sent as or spread into.
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
    // `Payload.parse(request.data)`: the schema validates what the entry point received
    const [parsed] = call.getArguments();
    if (PARSE_METHODS.has(access.getName()) && parsed !== undefined && isIncomingData(parsed)) return true;
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
    // `parseData(Payload, request.data)`: handed with what the entry point received to a function checking it
    return (
      INPUT_VALIDATORS.has(name) || parent.getArguments().some((a) => a !== expression && isIncomingData(a))
    );
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
