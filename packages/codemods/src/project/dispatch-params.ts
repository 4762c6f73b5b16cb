import type * as t from '@babel/types';
import type { AstNode } from '../transform/node-types.js';
import type { WrapperCall } from './file-context.js';
import { eachNode } from './file-facts.js';

type DispatcherFunction = t.FunctionDeclaration | t.FunctionExpression | t.ArrowFunctionExpression;

/**
 * The local of a dispatcher's options (`{ params = {}, … }`, given as `keyOfLocal`) that fills its table's `:name`
 * segments: the function replaces `:name` (a regular expression starting with `:`) with `local[name]`. Its key
 * (`params`) is returned; undefined when the dispatcher fills no `:name` segment from its options.
 */
export function colonParamsKey(
  fn: DispatcherFunction,
  keyOfLocal: ReadonlyMap<string, string>,
): string | undefined {
  let colon = false;
  let key: string | undefined;
  eachNode(fn.body, (node) => {
    if (node.type === 'RegExpLiteral' && node.pattern.startsWith(':')) colon = true;
    // the ESTree flavour (`babel` parser with estree plugin): a Literal holding `regex`
    if (node.type === 'Literal' && node.regex?.pattern.startsWith(':')) colon = true;
    if (node.type !== 'MemberExpression' || !node.computed || node.object.type !== 'Identifier') return;
    key ??= keyOfLocal.get(node.object.name);
  });
  return colon ? key : undefined;
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
