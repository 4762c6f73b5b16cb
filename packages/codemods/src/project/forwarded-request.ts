import { argsOf, keyName } from '../transform/call-site.js';
import { isProperty, isStringLiteral, type AstNode } from '../transform/node-types.js';
import { unwrap } from './file-facts.js';

type ParamIndex = (expression: AstNode) => number | undefined;

/**
 * The path argument a wrapper hands on to another with its query glued on, read for the two parameters
 * (`complianceFetch(request, path + toQuery(search))`, `` send(`${path}?${new URLSearchParams(query)}`) ``):
 * the path is the first operand, the query the argument of the call (or `new URLSearchParams`) after it.
 */
export function pathWithQuery(
  arg: AstNode | undefined,
  paramIndex: ParamIndex,
): { path: number; query?: number } | undefined {
  const a = unwrap(arg);
  if (!a) return undefined;
  const parts = operands(a);
  const [first, ...rest] = parts ?? [];
  const path = first && paramIndex(first);
  if (path === undefined) return undefined;
  for (const part of rest) {
    const inner = unwrap(part);
    if (inner?.type !== 'CallExpression' && inner?.type !== 'NewExpression') continue;
    const given = argsOf(inner)[0];
    const query = given && paramIndex(given);
    if (query !== undefined && query !== path) return { path, query };
  }
  return undefined;
}

/** `a + b + c` or `` `${a}?${b}` `` (nothing but `?` or `&` written between): the expressions joined, in order. */
function operands(node: AstNode): AstNode[] | undefined {
  if (node.type === 'BinaryExpression' && node.operator === '+') {
    const left = unwrap(node.left);
    const right = unwrap(node.right);
    if (!left || !right) return undefined;
    if (isStringLiteral(right) && /^[?&]?$/.test(right.value)) return operands(left);
    return [...(operands(left) ?? [left]), right];
  }
  if (node.type === 'TemplateLiteral') {
    const between = node.quasis.map((q) => q.value.cooked ?? q.value.raw);
    if (between.some((text) => !/^[?&]?$/.test(text))) return undefined;
    return node.expressions.length > 1 ? (node.expressions as AstNode[]) : undefined;
  }
  return undefined;
}

/**
 * The options object literal a wrapper passes where the inner one takes fetch's options
 * (`complianceFetch(request, path, { method, body: JSON.stringify(body) })`): the method written or the parameter
 * holding it, and the parameter the body is made of. An object with no `method` and no spread leaves fetch's GET.
 */
export function forwardedInit(
  arg: AstNode | undefined,
  paramIndex: ParamIndex,
  paramInside: ParamIndex,
): { method?: string; methodParam?: number; body?: number } {
  const options = unwrap(arg);
  if (!options) return { method: 'GET' };
  if (options.type !== 'ObjectExpression') return {};
  const out: { method?: string; methodParam?: number; body?: number } = {};
  let open = false;
  for (const property of options.properties) {
    if (!isProperty(property)) {
      open = true;
      continue;
    }
    const key = keyName(property);
    const value = unwrap(property.value);
    if (!value) continue;
    if (key === 'method') {
      if (isStringLiteral(value)) out.method = value.value.toUpperCase();
      else {
        const i = paramIndex(value);
        if (i !== undefined) out.methodParam = i;
        else open = true;
      }
    }
    if (key === 'body') {
      const i = paramInside(value);
      if (i !== undefined) out.body = i;
    }
  }
  if (out.method === undefined && out.methodParam === undefined && !open) out.method = 'GET';
  return out;
}
