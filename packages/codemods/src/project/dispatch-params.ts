import type * as t from '@babel/types';
import { argsOf } from '../transform/call-site.js';
import type { AstNode } from '../transform/node-types.js';
import type { WrapperCall } from './file-context.js';
import { eachNode } from './file-facts.js';
import { memberKey } from './linker.js';

type DispatcherFunction = t.FunctionDeclaration | t.FunctionExpression | t.ArrowFunctionExpression;

/**
 * The key of a dispatcher's options (`{ params = {}, … }`, its locals given as `keyOfLocal`) that fills its table's
 * `:name` segments: `path.replace(/:(\w+)/g, (_, key) => params[key])`. Undefined when no `.replace` of a pattern
 * starting with `:` reads an option by index.
 */
export function colonParamsKey(
  fn: DispatcherFunction,
  keyOfLocal: ReadonlyMap<string, string>,
): string | undefined {
  let key: string | undefined;
  eachNode(fn.body, (node) => {
    if (key !== undefined || node.type !== 'CallExpression' || node.callee.type !== 'MemberExpression')
      return;
    const name = memberKey(node.callee);
    const [pattern, filler] = argsOf(node);
    if ((name !== 'replace' && name !== 'replaceAll') || !pattern || !filler || !isColonPattern(pattern))
      return;
    eachNode(filler, (inner) => {
      if (inner.type !== 'MemberExpression' || !inner.computed || inner.object.type !== 'Identifier') return;
      key ??= keyOfLocal.get(inner.object.name);
    });
  });
  return key;
}

/** A regular expression literal whose pattern starts with `:`, in Babel's or ESTree's flavour. */
function isColonPattern(node: AstNode): boolean {
  if (node.type === 'RegExpLiteral') return node.pattern.startsWith(':');
  return node.type === 'Literal' && node.regex?.pattern.startsWith(':') === true;
}

/**
 * The table entries (path literals) whose every use is a call of a dispatcher that fills `:name` segments from its
 * options: only there may an id moved into the path be written `:id` and passed in the calls' `params`.
 */
export function colonFilledEntries(
  dispatched: readonly { path: { node: AstNode }; shape: WrapperCall }[],
  usedTargets: readonly AstNode[],
): ReadonlySet<AstNode> {
  const filling = new Map<AstNode, number>();
  for (const { path, shape } of dispatched)
    if (shape.options?.params !== undefined) filling.set(path.node, (filling.get(path.node) ?? 0) + 1);
  const used = new Map<AstNode, number>();
  for (const node of usedTargets) used.set(node, (used.get(node) ?? 0) + 1);
  return new Set([...filling].filter(([node, n]) => used.get(node) === n).map(([node]) => node));
}
