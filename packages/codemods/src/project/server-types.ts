import type { AstNode } from '../transform/node-types.js';
import type { FileFacts } from './file-facts.js';
import { parameterTypeName } from './typed-parameter.js';

/**
 * The types server frameworks give their app or router, by package: a parameter annotated with one
 * (`async function recordRoutes(app: FastifyInstance)`, a Fastify plugin; `(router: Router)` of Express) is a
 * server the project serves its own routes on, made elsewhere (`fastify()` in another module, handed in by
 * `app.register(recordRoutes)`).
 */
const SERVER_TYPES: ReadonlyMap<string, ReadonlySet<string>> = new Map([
  ['fastify', new Set(['FastifyInstance'])],
  ['express', new Set(['Express', 'Router', 'IRouter', 'Application'])],
  ['express-serve-static-core', new Set(['Express', 'Router', 'IRouter', 'Application'])],
  ['koa', new Set(['default'])],
  ['@koa/router', new Set(['default'])],
  ['koa-router', new Set(['default'])],
  ['hono', new Set(['Hono'])],
]);

/** Whether `object` is a parameter typed with a server framework's app or router type (see SERVER_TYPES). */
export function isTypedServerParameter(
  facts: FileFacts,
  object: AstNode,
  parents: readonly AstNode[],
): boolean {
  if (object.type !== 'Identifier') return false;
  const typeName = parameterTypeName(object.name, parents);
  if (!typeName) return false;
  for (const statement of facts.ast.program.body) {
    if (statement.type !== 'ImportDeclaration') continue;
    const names = SERVER_TYPES.get(statement.source.value);
    if (!names) continue;
    for (const specifier of statement.specifiers) {
      if (specifier.local.name !== typeName) continue;
      const imported =
        specifier.type === 'ImportDefaultSpecifier'
          ? 'default'
          : specifier.type === 'ImportSpecifier'
            ? specifier.imported.type === 'Identifier'
              ? specifier.imported.name
              : specifier.imported.value
            : undefined;
      if (imported !== undefined && names.has(imported)) return true;
    }
  }
  return false;
}
