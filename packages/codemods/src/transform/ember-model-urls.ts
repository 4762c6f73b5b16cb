import { walk } from './ast-walk.js';
import { argsOf } from './call-site.js';
import { identifierName, isMember, isStringLiteral, type AstNode } from './node-types.js';
import { startOf } from './parser.js';
import { defaultModelPath } from '../project/ember-conventions.js';
import { marker } from '../api/markers.js';

/**
 * A URL built on a model's URL outside its adapter: `` `${this.adapter.buildURL('item', id)}/answer` `` sent with
 * `adapter.ajax(url, 'GET')` (directly, or through a `const` the call is given). Its path is the model's default
 * path, the id, and the rest; its method is the `ajax` call's.
 */

/** A model URL a file builds and sends: where, its path (a marker for the id) and method. */
export interface ModelUrl {
  at: number;
  path: string;
  method: string;
}

/** The model URLs of a file whose method the code shows. */
export function modelUrls(root: AstNode): ModelUrl[] {
  const out: ModelUrl[] = [];
  walk(root, [], (node, parents) => {
    if (node.type !== 'TemplateLiteral' || node.expressions.length !== 1) return true;
    const [head, tail] = node.quasis;
    const built = node.expressions[0]!;
    if (head?.value.raw !== '' || !tail || !isBuildUrlOf(built)) return true;
    const [model, id] = argsOf(built);
    if (!model || !isStringLiteral(model)) return true;
    const method = sentWith(node, parents);
    if (!method) return true;
    const withId = id !== undefined && identifierName(id) !== 'undefined' && id.type !== 'NullLiteral';
    const path =
      defaultModelPath(model.value) + (withId ? '/' + marker(0) : '') + tail.value.raw.split('?')[0];
    out.push({ at: startOf(node), path, method });
    return true;
  });
  return out;
}

function isBuildUrlOf(node: AstNode): boolean {
  return (
    node.type === 'CallExpression' &&
    isMember(node.callee) &&
    identifierName(node.callee.property) === 'buildURL'
  );
}

/** The method of the `ajax(url, 'GET')` the URL is given to, directly or through the `const` it initializes. */
function sentWith(url: AstNode, parents: readonly AstNode[]): string | undefined {
  const parent = parents[parents.length - 1];
  if (parent?.type === 'CallExpression') return ajaxMethod(parent, url);
  if (parent?.type !== 'VariableDeclarator' || parent.init !== url) return undefined;
  const name = identifierName(parent.id);
  const scope = [...parents].reverse().find((p) => p.type === 'BlockStatement');
  let method: string | undefined;
  if (name && scope)
    walk(scope, [], (node) => {
      if (method) return false;
      if (node.type === 'CallExpression') {
        const first = argsOf(node)[0];
        if (first && identifierName(first) === name) method = ajaxMethod(node, first);
      }
      return true;
    });
  return method;
}

function ajaxMethod(call: AstNode, url: AstNode): string | undefined {
  if (
    call.type !== 'CallExpression' ||
    !isMember(call.callee) ||
    identifierName(call.callee.property) !== 'ajax'
  )
    return undefined;
  const [first, type] = argsOf(call);
  return first === url && type && isStringLiteral(type) ? type.value.toUpperCase() : undefined;
}
