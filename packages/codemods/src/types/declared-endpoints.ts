import {
  type ArrayLiteralExpression,
  Node,
  type ObjectLiteralExpression,
  type SourceFile,
  type StringLiteral,
} from 'ts-morph';
import { member, staticText } from './contract-routes.js';

/** HTTP methods an endpoint declaration names. */
const METHODS = new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * An endpoint a declarative client declares (Zodios' `{ method: 'get', path: '/records/:id', alias, parameters,
 * response }`): its endpoint, the name its client calls it by, the schemas of its body and response, and the
 * string literals naming its query parameters (`{ name: 'recordId', type: 'Query', schema }`).
 */
export interface DeclaredEndpoint {
  node: ObjectLiteralExpression;
  method: string;
  /** The path as declared, its `:param` segments written `{param}` as the map writes them. */
  path: string;
  alias?: string;
  response?: Node;
  body?: Node;
  queryNames: StringLiteral[];
  /** Whether every parameter was read (false: a spread or entry whose parameters the code does not show). */
  parametersRead: boolean;
}

/**
 * Every endpoint declaration of a file: an object literal with a literal `method`, a `path` whose text is known and
 * a `response` schema (one, not ts-rest's `responses` by status), and no `handler` (a server's route).
 */
export function declaredEndpoints(sourceFile: SourceFile): DeclaredEndpoint[] {
  const out: DeclaredEndpoint[] = [];
  const text = sourceFile.getFullText();
  if (!/\bresponse\s*:/.test(text) || !text.includes('method')) return out;
  sourceFile.forEachDescendant((node) => {
    if (!Node.isObjectLiteralExpression(node)) return;
    const method = staticText(member(node, 'method'))?.toUpperCase();
    const response = member(node, 'response');
    if (!method || !METHODS.has(method) || !response || node.getProperty('handler')) return;
    const path = staticText(member(node, 'path'));
    if (path === undefined || !path.startsWith('/')) return;
    const alias = staticText(member(node, 'alias'));
    const endpoint: DeclaredEndpoint = {
      node,
      method,
      path: path.replace(/\/:([A-Za-z_]\w*)/g, '/{$1}'),
      response,
      queryNames: [],
      parametersRead: true,
      ...(alias ? { alias } : {}),
    };
    readParameters(member(node, 'parameters'), endpoint, 0);
    out.push(endpoint);
  });
  return out;
}

/** Reads `parameters: [...]`, following spreads of a local list (`...pageParams`, `makeParameters([...])`). */
function readParameters(list: Node | undefined, endpoint: DeclaredEndpoint, depth: number): void {
  if (!list) return;
  const array = arrayOf(list, depth);
  if (!array) {
    endpoint.parametersRead = false;
    return;
  }
  for (const element of array.getElements()) {
    if (Node.isSpreadElement(element)) {
      readParameters(element.getExpression(), endpoint, depth + 1);
      continue;
    }
    if (!Node.isObjectLiteralExpression(element)) {
      endpoint.parametersRead = false;
      continue;
    }
    const kind = staticText(member(element, 'type'));
    const name = member(element, 'name');
    if (kind === 'Body') endpoint.body = member(element, 'schema');
    else if (kind === 'Query' && Node.isStringLiteral(name)) endpoint.queryNames.push(name);
    else if (kind === 'Query' || kind === undefined) endpoint.parametersRead = false;
  }
}

/** The array literal a parameters list is: written there, held in a `const`, or given to a helper (`makeParameters`). */
function arrayOf(node: Node, depth: number): ArrayLiteralExpression | undefined {
  if (depth > 3) return undefined;
  if (Node.isArrayLiteralExpression(node)) return node;
  if (Node.isAsExpression(node) || Node.isSatisfiesExpression(node) || Node.isParenthesizedExpression(node))
    return arrayOf(node.getExpression(), depth + 1);
  if (Node.isCallExpression(node)) {
    const [first] = node.getArguments();
    return node.getArguments().length === 1 && first ? arrayOf(first, depth + 1) : undefined;
  }
  if (Node.isIdentifier(node)) {
    const declaration = node.getSymbol()?.getDeclarations()[0];
    if (Node.isVariableDeclaration(declaration)) {
      const initializer = declaration.getInitializer();
      return initializer ? arrayOf(initializer, depth + 1) : undefined;
    }
  }
  return undefined;
}
