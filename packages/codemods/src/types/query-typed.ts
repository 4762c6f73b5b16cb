import { Node } from 'ts-morph';
import { inProject } from './plan-walk.js';

/**
 * True when a query passed as a whole (`$fetch('/items/search', { query: q })` with `q: ItemSearchQuery`) is typed
 * by named members only, each declared in the project (an interface, an alias, the `parameters.query` of an
 * openapi-typescript operation): renaming those declarations reaches every key it sends, so the call's "check the
 * query" TODO can go. An index signature (`Record<string, unknown>`), `any` or a library's type keeps it.
 */
export function queryTyped(node: Node | undefined): boolean {
  if (!node || Node.isObjectLiteralExpression(node)) return false;
  const type = node.getType().getNonNullableType();
  if (type.isAny() || type.isUnknown() || type.getStringIndexType() || type.getNumberIndexType())
    return false;
  const properties = type.getProperties();
  return (
    properties.length > 0 &&
    properties.every((p) => {
      const declared = p.getDeclarations();
      return declared.length > 0 && declared.every((d) => inProject(d) && Node.isPropertySignature(d));
    })
  );
}
