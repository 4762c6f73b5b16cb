import { walk } from './ast-walk.js';
import { argsOf, keyName } from './call-site.js';
import { identifierName, isProperty, isStringLiteral, type AstNode } from './node-types.js';

const FUNCTIONS = new Set([
  'ArrowFunctionExpression',
  'FunctionExpression',
  'FunctionDeclaration',
  'ObjectMethod',
  'ClassMethod',
]);
const METHODS = new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS']);

/** A URL object built from a path (`const url = new URL(path, base)`): its name and the block declaring it. */
export interface BuiltUrl {
  name: string;
  block: AstNode;
}

/**
 * The URL object a path is built into, directly (`const url = new URL('/records', base)`) or through a `const`
 * holding the path (`const localVarPath = '/records/{id}'.replace('{id}', …); const localVarUrlObj = new
 * URL(localVarPath, DUMMY_BASE_URL)`, as OpenAPI Generator's clients do), in the same block.
 */
export function builtUrl(url: AstNode, parents: readonly AstNode[]): BuiltUrl | undefined {
  const direct = urlDeclarator(url, parents);
  if (direct) return direct;
  // the path, or a `.replace(…)` chain on it, held in a const
  let i = parents.length - 1;
  let held: AstNode = url;
  while (i >= 1) {
    const member = parents[i];
    const call = parents[i - 1];
    if (
      member?.type !== 'MemberExpression' ||
      member.object !== held ||
      identifierName(member.property) !== 'replace'
    )
      break;
    if (call?.type !== 'CallExpression' || call.callee !== member) break;
    held = call;
    i -= 2;
  }
  const declarator = parents[i];
  const block = parents[i - 2];
  if (declarator?.type !== 'VariableDeclarator' || declarator.init !== held || !block) return undefined;
  const pathName = identifierName(declarator.id);
  if (!pathName) return undefined;
  let found: BuiltUrl | undefined;
  walk(block, [], (node, inner) => {
    if (found) return false;
    if (node.type === 'NewExpression' && identifierName(argsOf(node)[0]) === pathName)
      found = urlDeclarator(argsOf(node)[0]!, [...inner, node]);
    return true;
  });
  return found;
}

function urlDeclarator(url: AstNode, parents: readonly AstNode[]): BuiltUrl | undefined {
  const created = parents[parents.length - 1];
  const declarator = parents[parents.length - 2];
  const block = parents[parents.length - 4];
  if (created?.type !== 'NewExpression' || identifierName(created.callee) !== 'URL') return undefined;
  if (argsOf(created)[0] !== url || declarator?.type !== 'VariableDeclarator' || !block) return undefined;
  const name = identifierName(declarator.id);
  return name ? { name, block } : undefined;
}

/**
 * The method of a request whose URL object is built in a function that writes its options beside it
 * (`const localVarRequestOptions = { method: 'GET', ...options }`): the one HTTP method an object literal in the
 * function (not in a function inside it) names as `method`. Undefined when there is none, or more than one.
 */
export function optionsMethod(parents: readonly AstNode[]): string | undefined {
  let fn: AstNode | undefined;
  for (let i = parents.length - 1; i >= 0 && !fn; i--) if (FUNCTIONS.has(parents[i]!.type)) fn = parents[i];
  if (!fn) return undefined;
  const methods = new Set<string>();
  walk(fn, [], (node) => {
    if (node !== fn && FUNCTIONS.has(node.type)) return false;
    if (isProperty(node) && keyName(node) === 'method' && isStringLiteral(node.value)) {
      const method = node.value.value.toUpperCase();
      if (METHODS.has(method)) methods.add(method);
    }
    return true;
  });
  return methods.size === 1 ? [...methods][0] : undefined;
}
