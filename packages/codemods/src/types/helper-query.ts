import { Node, type Type } from 'ts-morph';
import { inProject } from './plan-walk.js';

/**
 * A query built by a helper of the project's own from one value (`params: toParams(filter)` with
 * `filter: ItemSearchParams`): the helper turns the value's fields into the query's names, so the value's declared
 * type holds them. Its fields are renamed as the query's; the call keeps its TODO, since the helper may change a
 * name on the way. Empty for a library's function, several arguments, or an object literal (the syntax pass renames
 * its keys).
 */
export function helperQueryTypes(query: Node | undefined): Type[] {
  if (!Node.isCallExpression(query)) return [];
  const [argument, ...others] = query.getArguments();
  if (!argument || others.length > 0 || Node.isObjectLiteralExpression(argument)) return [];
  const symbol = query.getExpression().getSymbol();
  // an imported helper: its declaration, not the import's
  const helper = (symbol?.isAlias() ? symbol.getAliasedSymbol() : symbol)?.getDeclarations()[0];
  const fn = Node.isVariableDeclaration(helper) ? helper.getInitializer() : helper;
  if (!fn || !inProject(fn)) return [];
  if (!Node.isFunctionDeclaration(fn) && !Node.isArrowFunction(fn) && !Node.isFunctionExpression(fn))
    return [];
  const type = argument.getType();
  return type.isObject() && !type.isArray() ? [type] : [];
}
