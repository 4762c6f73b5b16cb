import { Node, type ObjectLiteralExpression } from 'ts-morph';

/**
 * Whether an object literal is the shape handed to a runtime schema's builder (`z.object({ recordId: z.number() })`,
 * `Row.extend({ … })`, valibot's `v.object({ … })`): a literal given as a call's argument, whose keys declare the
 * fields of the type the schema infers, as an interface's members do.
 */
export function isSchemaShape(node: Node): node is ObjectLiteralExpression {
  if (!Node.isObjectLiteralExpression(node)) return false;
  const call = node.getParent();
  return Node.isCallExpression(call) && call.getArguments().includes(node);
}

/** The keys a schema's shape declares (`recordId` of `{ recordId: z.number() }`). */
export function shapeKeys(shape: ObjectLiteralExpression): Set<string> {
  const out = new Set<string>();
  for (const property of shape.getProperties())
    if (Node.isPropertyAssignment(property) || Node.isShorthandPropertyAssignment(property))
      out.add(property.getName().replace(/^['"]|['"]$/g, ''));
  return out;
}
