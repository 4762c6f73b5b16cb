import { walk } from './ast-walk.js';
import { argsOf, METHOD_NAMES } from './call-site.js';
import { identifierName, isFunction, isMember, stringValue, type AstNode } from './node-types.js';
import { endOf, startOf } from './parser.js';
import { renameQueryName, type IdEdit } from './object-rewrite.js';
import type { MockDefinition } from './mock-replies.js';

/**
 * A Pretender route in the client's tests (`this.get('/api/v4/records', (request) => [200, headers,
 * JSON.stringify(body)])`, in a file that imports `pretender`): a mock of this API. It answers with the JSON a
 * handler stringifies, written in the handler or through a helper of the file (`json(body)` returning
 * `[200, headers, JSON.stringify(body)]`); it reads the request's query as `request.queryParams.name`.
 */

type Queries = readonly (ReadonlyMap<string, { to: string; id: string }> | undefined)[];

/** The Pretender route `call` defines (`this.get(url, handler)` / `server.post(url, handler)`), else undefined. */
export function pretenderRoute(call: AstNode, outer: readonly AstNode[]): MockDefinition | undefined {
  if (call.type !== 'CallExpression' || !isMember(call.callee) || call.callee.computed) return undefined;
  const verb = identifierName(call.callee.property);
  const method = verb === undefined ? undefined : METHOD_NAMES[verb.toLowerCase()];
  const handler = argsOf(call)[1];
  const object = call.callee.object;
  if (!method || !handler || !isFunction(handler)) return undefined;
  if (object.type !== 'ThisExpression' && object.type !== 'Identifier') return undefined;
  const program = programOf(outer);
  if (!program || !importsPretender(program)) return undefined;
  return {
    method,
    replies: stringifiedReplies(handler, program),
    readsBody: readsMember(handler, 'requestBody'),
  };
}

/** Renames the query parameters a Pretender handler reads (`request.queryParams.recordId`, `…['recordId']`). */
export function renamePretenderQueryReads(
  handler: AstNode | undefined,
  queries: Queries,
  source: string,
  edits: IdEdit[],
): void {
  if (!handler || !queries.some((q) => q && q.size > 0)) return;
  walk(handler, [], (node) => {
    if (
      !isMember(node) ||
      identifierName(isMember(node.object) ? node.object.property : undefined) !== 'queryParams'
    )
      return true;
    const key = node.property;
    const name = node.computed ? stringValue(key) : identifierName(key);
    if (name === undefined) return true;
    const { name: to, id } = renameQueryName(name, queries);
    if (id === undefined || to === name) return true;
    const quote = node.computed ? source[startOf(key)] : '';
    edits.push({
      start: startOf(key),
      end: endOf(key),
      text: `${quote}${to}${quote}`,
      changeId: id,
      at: startOf(key),
    });
    return true;
  });
}

/** The handler of a Pretender route call (its second argument). */
export function pretenderHandler(call: AstNode): AstNode | undefined {
  const handler = argsOf(call)[1];
  return handler && isFunction(handler) ? handler : undefined;
}

function programOf(outer: readonly AstNode[]): AstNode | undefined {
  const first = outer[0];
  return first?.type === 'File' ? first.program : first?.type === 'Program' ? first : undefined;
}

function importsPretender(program: AstNode): boolean {
  if (program.type !== 'Program') return false;
  return program.body.some((s) => s.type === 'ImportDeclaration' && s.source.value === 'pretender');
}

/** Whether the handler reads `<request>.<name>`. */
function readsMember(handler: AstNode, name: string): boolean {
  let found = false;
  walk(handler, [], (node) => {
    if (!found && isMember(node) && !node.computed && identifierName(node.property) === name) found = true;
    return !found;
  });
  return found;
}

/** The values a handler answers with: `JSON.stringify(x)` in it, or `helper(x)` of a helper that stringifies. */
function stringifiedReplies(handler: AstNode, program: AstNode): AstNode[] {
  const helpers = stringifyingHelpers(program);
  const out: AstNode[] = [];
  walk(handler, [], (node) => {
    if (node.type !== 'CallExpression') return true;
    const [first] = argsOf(node);
    if (!first) return true;
    if (isJsonStringify(node.callee)) out.push(first);
    else if (node.callee.type === 'Identifier' && helpers.has(node.callee.name)) out.push(first);
    return true;
  });
  return out;
}

/** Top-level functions of the file that answer with `JSON.stringify(<their first parameter>)`. */
function stringifyingHelpers(program: AstNode): Set<string> {
  const names = new Set<string>();
  if (program.type !== 'Program') return names;
  const consider = (name: string | undefined, fn: AstNode | null | undefined): void => {
    if (!name || !fn || !isFunction(fn)) return;
    const param = identifierName(fn.params[0]);
    if (param === undefined) return;
    walk(fn, [], (node) => {
      if (node.type === 'CallExpression' && isJsonStringify(node.callee)) {
        if (identifierName(argsOf(node)[0]) === param) names.add(name);
      }
      return true;
    });
  };
  for (const statement of program.body) {
    const declaration =
      statement.type === 'ExportNamedDeclaration' && statement.declaration
        ? statement.declaration
        : statement;
    if (declaration.type === 'FunctionDeclaration') consider(declaration.id?.name, declaration);
    if (declaration.type === 'VariableDeclaration')
      for (const d of declaration.declarations) consider(identifierName(d.id), d.init);
  }
  return names;
}

function isJsonStringify(callee: AstNode): boolean {
  return (
    isMember(callee) &&
    identifierName(callee.object) === 'JSON' &&
    identifierName(callee.property) === 'stringify'
  );
}
