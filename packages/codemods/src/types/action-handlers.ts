import { Node, ts, type Project, type SourceFile, type Type } from 'ts-morph';
import { thunkActionType } from './async-thunks.js';
import { wrapNode } from './compiler-nodes.js';

/** Where a reducer handles one action type: the code run for it, and how that code names the action's payload. */
export interface ActionHandler {
  /** The statements or body run for the action (a `case`'s statements, a handler function's body). */
  body: Node[];
  /** The action parameter (`action`, read as `action.payload`), or the names `{ payload }` is destructured into. */
  action: Node;
}

/** Text a file must hold to declare a handler at all (a cheap filter before walking its tree). */
const HANDLER_TEXT = /\bcase\b|addCase|createSlice|\[[\w.$]+\]\s*[:(]/;

const cache = new WeakMap<Project, Map<string, ActionHandler[]>>();

/**
 * The reducers' handlers of the project, by the action type they handle (its string): `case LOADED:` (a constant
 * or a string, in a `switch (action.type)`), `case loaded.type:`, `builder.addCase(loaded, (state, action) => …)`
 * (an action creator or a string), `{ [LOADED]: (state, action) => … }` (createReducer's and redux-actions' maps)
 * and a `createSlice({ name: 'records', reducers: { loaded(state, action) {…} } })`'s `records/loaded`. The action
 * type is read from the types (a constant's literal type, an action creator's `type`), so both ends of an action
 * may spell it differently. Built once per project.
 */
export function actionHandlers(project: Project): Map<string, ActionHandler[]> {
  let index = cache.get(project);
  if (index) return index;
  index = new Map();
  cache.set(project, index);
  for (const sourceFile of project.getSourceFiles()) {
    if (sourceFile.isDeclarationFile() || sourceFile.isInNodeModules()) continue;
    if (!HANDLER_TEXT.test(sourceFile.getFullText())) continue;
    indexFile(sourceFile, index);
  }
  return index;
}

function indexFile(sourceFile: SourceFile, index: Map<string, ActionHandler[]>): void {
  const add = (key: string | undefined, handler: ActionHandler | undefined): void => {
    if (key === undefined || !handler) return;
    const list = index.get(key) ?? [];
    list.push(handler);
    index.set(key, list);
  };
  const visit = (node: ts.Node): void => {
    if (ts.isSwitchStatement(node) && isTypeRead(node.expression)) {
      const action = wrapNode(sourceFile, (node.expression as ts.PropertyAccessExpression).expression);
      for (const clause of node.caseBlock.clauses) {
        if (!ts.isCaseClause(clause) || !action) continue;
        const expression = wrapNode(sourceFile, clause.expression);
        const statements = clause.statements
          .map((s) => wrapNode(sourceFile, s))
          .filter((s) => s !== undefined);
        if (expression) add(actionType(expression), { body: statements, action });
      }
    } else if (ts.isCallExpression(node)) {
      const callee = node.expression;
      const [first, second] = node.arguments;
      if (ts.isPropertyAccessExpression(callee) && callee.name.text === 'addCase' && first && second) {
        const key = wrapNode(sourceFile, first);
        if (key) add(actionType(key), handlerOf(sourceFile, second));
      }
      if (
        ts.isIdentifier(callee) &&
        callee.text === 'createSlice' &&
        first &&
        ts.isObjectLiteralExpression(first)
      )
        for (const [key, handler] of sliceHandlers(sourceFile, first)) add(key, handler);
    } else if (
      (ts.isPropertyAssignment(node) || ts.isMethodDeclaration(node)) &&
      ts.isComputedPropertyName(node.name)
    ) {
      const key = wrapNode(sourceFile, node.name.expression);
      const fn = ts.isPropertyAssignment(node) ? node.initializer : node;
      if (key) add(actionType(key), handlerOf(sourceFile, fn));
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile.compilerNode);
}

/** `action.type` (any object's `type`): what a reducer's `switch` is on. */
function isTypeRead(expression: ts.Expression): boolean {
  return ts.isPropertyAccessExpression(expression) && expression.name.text === 'type';
}

/** `{ name: 'records', reducers: { loaded(state, action) {…}, … } }`: each reducer by `records/loaded`. */
function sliceHandlers(
  sourceFile: SourceFile,
  options: ts.ObjectLiteralExpression,
): [string, ActionHandler][] {
  const name = options.properties.find((p) => propertyName(p) === 'name');
  const reducers = options.properties.find((p) => propertyName(p) === 'reducers');
  if (!name || !reducers || !ts.isPropertyAssignment(name) || !ts.isPropertyAssignment(reducers)) return [];
  if (!ts.isStringLiteralLike(name.initializer) || !ts.isObjectLiteralExpression(reducers.initializer))
    return [];
  const out: [string, ActionHandler][] = [];
  for (const reducer of reducers.initializer.properties) {
    const key = propertyName(reducer);
    const fn = ts.isPropertyAssignment(reducer) ? reducer.initializer : reducer;
    const handler = handlerOf(sourceFile, fn);
    if (key !== undefined && handler) out.push([`${name.initializer.text}/${key}`, handler]);
  }
  return out;
}

function propertyName(property: ts.ObjectLiteralElementLike): string | undefined {
  const name = property.name;
  if (!name) return undefined;
  return ts.isIdentifier(name) || ts.isStringLiteralLike(name) ? name.text : undefined;
}

/** A reducer function `(state, action) => …` (or a method): its body and its action parameter. */
function handlerOf(sourceFile: SourceFile, fn: ts.Node): ActionHandler | undefined {
  if (!(ts.isArrowFunction(fn) || ts.isFunctionExpression(fn) || ts.isMethodDeclaration(fn)))
    return undefined;
  const parameter = fn.parameters[1];
  if (!parameter || !fn.body) return undefined;
  const body = wrapNode(sourceFile, fn.body);
  const action = wrapNode(sourceFile, parameter.name);
  return body && action ? { body: [body], action } : undefined;
}

/**
 * The action type an expression names, read from its type: a string literal, or an action creator's `type`; or an
 * async thunk's `fetchRecords.fulfilled`.
 */
export function actionType(expression: Node): string | undefined {
  const type = expression.getType();
  return (
    literal(type) ??
    literal(type.getProperty('type')?.getTypeAtLocation(expression)) ??
    thunkActionType(expression)
  );
}

function literal(type: Type | undefined): string | undefined {
  if (!type?.isStringLiteral()) return undefined;
  const value = type.getLiteralValue();
  return typeof value === 'string' ? value : undefined;
}

/** The reads of the action's payload in a handler: `action.payload`, or the name `{ payload }` was given. */
export function payloadReads(handler: ActionHandler): Node[] {
  const { action } = handler;
  if (Node.isIdentifier(action)) {
    const symbol = action.getSymbol();
    const out: Node[] = [];
    for (const body of handler.body)
      body.forEachDescendant((node) => {
        if (!Node.isPropertyAccessExpression(node) || node.getName() !== 'payload') return;
        if (node.getExpression().getSymbol() === symbol) out.push(node);
      });
    return out;
  }
  if (!Node.isObjectBindingPattern(action)) return [];
  const element = action
    .getElements()
    .find((e) => (e.getPropertyNameNode()?.getText() ?? e.getName()) === 'payload');
  const name = element?.getNameNode();
  if (!Node.isIdentifier(name)) return [];
  return name.findReferencesAsNodes().filter((reference) => reference !== name);
}
