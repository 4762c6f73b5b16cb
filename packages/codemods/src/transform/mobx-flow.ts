import type * as t from '@babel/types';
import { calleeName, isProperty, type AstNode } from './node-types.js';

/** Libraries whose `flow(function* () {…})` resumes each `yield promise` with what the promise resolves to. */
const FLOW_MODULES = new Set(['mobx', 'mobx-state-tree']);
const MAKERS = new Set(['makeObservable', 'makeAutoObservable']);

/**
 * Whether the `yield` that is the last of `parents` is a MobX flow's await: inside a generator given to `flow(…)`
 * (imported from mobx or mobx-state-tree), a generator method decorated `@flow`, or one the class's constructor
 * annotates `flow` (`makeAutoObservable(this, { load: flow })`). Such a `yield promise` gives what the promise
 * resolves to, as `await` does.
 */
export function isFlowYield(parents: readonly AstNode[]): boolean {
  const last = parents[parents.length - 1];
  if (last?.type !== 'YieldExpression' || last.delegate) return false;
  for (let i = parents.length - 2; i >= 0; i--) {
    const fn = parents[i];
    if (!fn) return false;
    if (fn.type === 'FunctionExpression' || fn.type === 'FunctionDeclaration') {
      const holder = parents[i - 1];
      // a JS file's class method (ESTree): the function is the `MethodDefinition`'s value
      if (holder?.type === 'MethodDefinition' && fn.type === 'FunctionExpression')
        return fn.generator && flowMethod(holder.key, undefined, parents[i - 2], parents[0]);
      if (!fn.generator || holder?.type !== 'CallExpression' || holder.arguments[0] !== fn) return false;
      return calleeName(holder.callee) === 'flow' && importsFlow(parents[0]);
    }
    if (fn.type === 'ClassMethod')
      return fn.generator && flowMethod(fn.key, fn.decorators, parents[i - 1], parents[0]);
    if (fn.type === 'ArrowFunctionExpression' || fn.type === 'ObjectMethod') return false;
  }
  return false;
}

function flowMethod(
  key: AstNode,
  decorators: readonly t.Decorator[] | null | undefined,
  body: AstNode | undefined,
  root: AstNode | undefined,
): boolean {
  if (!importsFlow(root)) return false;
  if (decorators?.some((d) => calleeName(d.expression) === 'flow')) return true;
  const name = key.type === 'Identifier' ? key.name : undefined;
  if (body?.type !== 'ClassBody' || name === undefined) return false;
  const members: readonly AstNode[] = body.body;
  for (const member of members) {
    const ctor =
      member.type === 'ClassMethod' && member.kind === 'constructor'
        ? member.body
        : member.type === 'MethodDefinition' && member.kind === 'constructor'
          ? member.value.body
          : undefined;
    for (const statement of ctor?.body ?? []) {
      const call = statement.type === 'ExpressionStatement' ? statement.expression : undefined;
      if (call?.type !== 'CallExpression' || !MAKERS.has(calleeName(call.callee) ?? '')) continue;
      const overrides = call.arguments[1];
      if (overrides?.type !== 'ObjectExpression') continue;
      for (const p of overrides.properties) {
        if (!isProperty(p) || p.key.type !== 'Identifier' || p.key.name !== name) continue;
        const value = p.value;
        if (calleeName(value) === 'flow') return true;
        if (value.type === 'MemberExpression' && calleeName(value.object) === 'flow') return true;
      }
    }
  }
  return false;
}

/** Whether the file imports `flow` from mobx or mobx-state-tree. */
function importsFlow(root: AstNode | undefined): boolean {
  const program = root?.type === 'File' ? root.program : root?.type === 'Program' ? root : undefined;
  if (!program) return false;
  return program.body.some(
    (s) =>
      s.type === 'ImportDeclaration' &&
      FLOW_MODULES.has(s.source.value) &&
      s.specifiers.some((sp) => sp.type === 'ImportSpecifier' && sp.local.name === 'flow'),
  );
}
