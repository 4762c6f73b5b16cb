import { Node, type Type } from 'ts-morph';
import { inProject } from './plan-walk.js';

/**
 * A query built by a helper of the project's own from one value (`params: toParams(filter)` with
 * `filter: ItemSearchParams`): the helper turns the value's fields into the query's names, so the value's declared
 * type holds them, when the helper hands them on whole (below). Its fields are renamed as the query's; the call
 * keeps its TODO, since the helper may change a name on the way; also written as the whole query of a URL
 * (`` `/items/search?${toQuery(filter)}` ``). Of an object literal (`toQuery({ ...filter })`), the types of its spread
 * values (the syntax pass renames its own keys). Empty for a library's function or several arguments.
 */
export function helperQueryTypes(query: Node | undefined): Type[] {
  if (!Node.isCallExpression(query)) return [];
  const [argument, ...others] = query.getArguments();
  if (!argument || others.length > 0) return [];
  // `toQuery({ ...filter })`: the spread values' types; other keys of a literal are the syntax pass's
  const values = Node.isObjectLiteralExpression(argument)
    ? argument.getProperties().flatMap((p) => (Node.isSpreadAssignment(p) ? [p.getExpression()] : []))
    : [argument];
  if (values.length === 0) return [];
  const symbol = query.getExpression().getSymbol();
  // an imported helper: its declaration, not the import's
  const helper = (symbol?.isAlias() ? symbol.getAliasedSymbol() : symbol)?.getDeclarations()[0];
  const fn = Node.isVariableDeclaration(helper) ? helper.getInitializer() : helper;
  if (!fn || !inProject(fn)) return [];
  if (!passesWhole(fn)) return [];
  return values.flatMap((value) => {
    const type = value.getType();
    return type.isObject() && !type.isArray() ? [type] : [];
  });
}

/**
 * Whether the helper hands its value's own keys on: it uses its parameter whole (`Object.entries(filter)`,
 * `{ ...filter }`) and never reads a member of it. A helper reading members (`{ status: f.status, dateFrom: f.from }`)
 * writes the query's names itself, and its value's fields are the app's.
 */
function passesWhole(fn: Node): boolean {
  if (!Node.isFunctionDeclaration(fn) && !Node.isArrowFunction(fn) && !Node.isFunctionExpression(fn))
    return false;
  const name = fn.getParameters()[0]?.getNameNode();
  if (!Node.isIdentifier(name)) return false;
  let whole = false;
  for (const reference of name.findReferencesAsNodes()) {
    if (reference === name) continue;
    const parent = reference.getParent();
    if (
      (Node.isPropertyAccessExpression(parent) || Node.isElementAccessExpression(parent)) &&
      parent.getExpression() === reference
    )
      return false;
    if (Node.isCallExpression(parent) || Node.isSpreadAssignment(parent) || Node.isNewExpression(parent))
      whole = true;
  }
  return whole;
}
