import { Node, type CallExpression, type SourceFile } from 'ts-morph';
import { renameQueryName } from '../transform/object-rewrite.js';
import { inProject, type FieldRename } from './plan-walk.js';

type QueryRenames = readonly (ReadonlyMap<string, { to: string; id: string }> | undefined)[];

/** How deep the operation's layers are followed (typescript-axios: param creator → `…Fp` → class or factory). */
const LAYERS = 3;

/**
 * A request built in a generated client's operation (OpenAPI Generator's `…AxiosParamCreator.searchItems`, whose
 * path is this API's): the calls of it the client's own layers hand on, and those of the app, found from where the
 * built request's arguments flow, not from names.
 */
export interface SdkOperation {
  /** Calls of the operation's outermost layers (the class method, the factory's) outside the file building it. */
  appCalls: CallExpression[];
  /**
   * Request-parameter declarations (`ItemsApiSearchItemsRequest.recordId`) whose value the operation puts in the
   * query under a name the map renames, with the new name.
   */
  queryFields: FieldRename[];
}

/** Follows the operation whose request is built at `start` (its path) through the layers that call it. */
export function sdkOperation(sourceFile: SourceFile, start: number, query: QueryRenames): SdkOperation {
  const out: SdkOperation = { appCalls: [], queryFields: [] };
  const at = sourceFile.getDescendantAtPos(start);
  const creator = at?.getFirstAncestor((a) => Node.isArrowFunction(a) || Node.isFunctionExpression(a));
  if (!creator) return out;
  const queried = queriedParameters(creator, query);
  let layer: { fn: Node; params: Map<number, FieldRename> }[] = [{ fn: creator, params: queried }];
  for (let depth = 0; depth < LAYERS && layer.length > 0; depth++) {
    const next: typeof layer = [];
    for (const { fn, params } of layer) {
      for (const call of callsOf(fn)) {
        const caller = call.getFirstAncestor(
          (a) => Node.isMethodDeclaration(a) || Node.isArrowFunction(a) || Node.isFunctionExpression(a),
        );
        if (call.getSourceFile() !== sourceFile || !caller) {
          if (depth > 0) out.appCalls.push(call);
          continue;
        }
        const passed = new Map<number, FieldRename>();
        call.getArguments().forEach((arg, i) => {
          const rename = params.get(i);
          if (!rename) return;
          const parameterAt = parameterIndex(caller, arg);
          if (parameterAt !== undefined) passed.set(parameterAt, rename);
          // `requestParameters.recordId`: the request-parameter interface's member
          else if (Node.isPropertyAccessExpression(arg)) {
            for (const declaration of arg.getSymbol()?.getDeclarations() ?? []) {
              if (Node.isPropertySignature(declaration) && inProject(declaration))
                out.queryFields.push({ ...rename, node: declaration });
            }
          }
        });
        next.push({ fn: caller, params: passed });
      }
    }
    layer = next;
  }
  // what the last layer followed is called by: the app's calls
  for (const { fn } of layer) {
    for (const call of callsOf(fn)) if (call.getSourceFile() !== sourceFile) out.appCalls.push(call);
  }
  return out;
}

/**
 * `localVarQueryParameter['recordId'] = recordId` where the object is given with the built URL object to a helper
 * (`setSearchParams(localVarUrlObj, localVarQueryParameter)`) and the value is the function's parameter: that
 * parameter's index, with the query name's rename.
 */
function queriedParameters(fn: Node, query: QueryRenames): Map<number, FieldRename> {
  const out = new Map<number, FieldRename>();
  if (!query.some((q) => q && q.size > 0)) return out;
  const queryObjects = new Set<string>();
  fn.forEachDescendant((node) => {
    if (!Node.isCallExpression(node)) return;
    const args = node.getArguments();
    if (!args.some((a) => Node.isIdentifier(a) && isUrlObject(a))) return;
    for (const a of args) if (Node.isIdentifier(a) && !isUrlObject(a)) queryObjects.add(a.getText());
  });
  fn.forEachDescendant((node) => {
    if (!Node.isBinaryExpression(node) || node.getOperatorToken().getText() !== '=') return;
    const left = node.getLeft();
    const name = Node.isElementAccessExpression(left)
      ? stringValue(left.getArgumentExpression())
      : Node.isPropertyAccessExpression(left)
        ? left.getName()
        : undefined;
    const target =
      Node.isElementAccessExpression(left) || Node.isPropertyAccessExpression(left)
        ? left.getExpression()
        : undefined;
    if (name === undefined || !target || !queryObjects.has(target.getText())) return;
    const renamed = renameQueryName(name, query);
    if (renamed.id === undefined || renamed.name === name) return;
    const index = parameterIndex(fn, node.getRight());
    if (index !== undefined) out.set(index, { node, to: renamed.name, changeId: renamed.id, toMany: false });
  });
  return out;
}

/** The calls of a function by the name it is declared or assigned under (`creator.searchItems(…)`). */
function callsOf(fn: Node): CallExpression[] {
  const member = Node.isMethodDeclaration(fn) ? fn : fn.getParent();
  const name =
    Node.isPropertyAssignment(member) || Node.isMethodDeclaration(member) ? member.getNameNode() : undefined;
  if (!name || !Node.isIdentifier(name)) return [];
  const out: CallExpression[] = [];
  for (const reference of name.findReferencesAsNodes()) {
    const access = reference.getParent();
    const call = access?.getParent();
    if (
      Node.isPropertyAccessExpression(access) &&
      Node.isCallExpression(call) &&
      call.getExpression() === access
    )
      out.push(call);
  }
  return out;
}

/** The index of the parameter of `fn` an expression is (an identifier naming it), if it is one. */
function parameterIndex(fn: Node, expression: Node): number | undefined {
  if (!Node.isIdentifier(expression)) return undefined;
  if (!(Node.isFunctionLikeDeclaration(fn) || Node.isArrowFunction(fn) || Node.isFunctionExpression(fn)))
    return undefined;
  const declaration = expression.getSymbol()?.getDeclarations()[0];
  const index = fn.getParameters().findIndex((p) => p === declaration);
  return index >= 0 ? index : undefined;
}

/** An identifier declared as `new URL(…)`. */
function isUrlObject(identifier: Node): boolean {
  const declaration = identifier.getSymbol()?.getDeclarations()[0];
  if (!Node.isVariableDeclaration(declaration)) return false;
  const init = declaration.getInitializer();
  return Node.isNewExpression(init) && init.getExpression().getText() === 'URL';
}

function stringValue(node: Node | undefined): string | undefined {
  return Node.isStringLiteral(node) || Node.isNoSubstitutionTemplateLiteral(node)
    ? node.getLiteralText()
    : undefined;
}
