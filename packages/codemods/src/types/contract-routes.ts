import { Node, type ObjectLiteralExpression, type SourceFile, type Type } from 'ts-morph';

/** HTTP methods a contract's route declares. */
const METHODS = new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * A route of a contract-first client (ts-rest's `{ method, path, query, body, responses: { 200: schema } }`): the
 * endpoint it declares and the schemas (or `c.type<T>()` values) of its query, body and success response.
 */
export interface ContractRoute {
  node: ObjectLiteralExpression;
  method: string;
  /** The path as the route declares it, its `:param` segments written `{param}` as the map writes them. */
  path: string;
  query?: Node;
  body?: Node;
  response?: Node;
}

/** Every route object of a file: an object literal with a literal `method`, a `path` whose text is known, and `responses`. */
export function contractRoutes(sourceFile: SourceFile): ContractRoute[] {
  const out: ContractRoute[] = [];
  // most files declare none: their text says so without wrapping each of their nodes
  const text = sourceFile.getFullText();
  if (!text.includes('responses') || !text.includes('method')) return out;
  sourceFile.forEachDescendant((node) => {
    if (!Node.isObjectLiteralExpression(node)) return;
    const method = staticText(member(node, 'method'))?.toUpperCase();
    const responses = member(node, 'responses');
    if (!method || !METHODS.has(method) || !Node.isObjectLiteralExpression(responses)) return;
    const path = staticText(member(node, 'path'));
    if (path === undefined || !path.startsWith('/')) return;
    const route: ContractRoute = { node, method, path: path.replace(/\/:([A-Za-z_]\w*)/g, '/{$1}') };
    const query = member(node, 'query');
    const body = member(node, 'body');
    const response = successResponse(responses);
    if (query) route.query = query;
    if (body) route.body = body;
    if (response) route.response = response;
    out.push(route);
  });
  return out;
}

/**
 * The type a route's schema gives the code: a runtime schema's parsed output (zod's `_output`, what `z.infer`
 * names), or the value's own type for a type-only marker (`c.type<Blob>()`).
 */
export function schemaOutput(schema: Node): Type | undefined {
  const type = schema.getType();
  const output = type.getProperty('_output');
  return output ? output.getTypeAtLocation(schema) : type;
}

/** The schema of `200` (else of the first 2xx status) in `responses: { 200: RowSchema, 404: ErrorSchema }`. */
function successResponse(responses: ObjectLiteralExpression): Node | undefined {
  let first: Node | undefined;
  for (const property of responses.getProperties()) {
    if (!Node.isPropertyAssignment(property)) continue;
    const status = property.getName();
    if (!/^2\d\d$/.test(status)) continue;
    if (status === '200') return property.getInitializer();
    first ??= property.getInitializer();
  }
  return first;
}

/** The value of an object literal's member `name` (its initializer, or the local of a shorthand). */
export function member(literal: ObjectLiteralExpression, name: string): Node | undefined {
  const property = literal.getProperty(name);
  if (Node.isPropertyAssignment(property)) return property.getInitializerOrThrow();
  // `{ method, path, … }` written with locals of those names
  if (Node.isShorthandPropertyAssignment(property)) return property.getNameNode();
  return undefined;
}

/**
 * The text of a string the code fixes: a literal, a `const` holding one (`path: RECORDS`), or a template of such
 * parts (`` `${RECORDS}/:id` ``); undefined when a part is not known before the program runs.
 */
export function staticText(node: Node | undefined, depth = 0): string | undefined {
  if (!node || depth > 4) return undefined;
  if (Node.isStringLiteral(node) || Node.isNoSubstitutionTemplateLiteral(node)) return node.getLiteralText();
  if (Node.isAsExpression(node) || Node.isParenthesizedExpression(node) || Node.isSatisfiesExpression(node))
    return staticText(node.getExpression(), depth + 1);
  if (Node.isTemplateExpression(node)) {
    let text = node.getHead().getLiteralText();
    for (const span of node.getTemplateSpans()) {
      const part = staticText(span.getExpression(), depth + 1);
      if (part === undefined) return undefined;
      text += part + span.getLiteral().getLiteralText();
    }
    return text;
  }
  if (Node.isIdentifier(node) || Node.isPropertyAccessExpression(node)) {
    const type = node.getType();
    if (type.isStringLiteral()) return type.getLiteralValue() as string;
  }
  return undefined;
}
