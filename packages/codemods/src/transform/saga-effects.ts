import type * as t from '@babel/types';
import { walk } from './ast-walk.js';
import { isIdentifier, isMember, isProperty, isStringLiteral, type AstNode } from './node-types.js';

/**
 * redux-saga's effects that run a function: `call(fn, …args)` (also `fork`, `spawn`, and `retry(n, ms, fn, …args)`)
 * and `apply(context, fn, [args])`. The saga runtime makes the call `fn(…args)`, so the syntax pass reads the effect
 * as that call: a request function handed to `call` is a request, a wrapper of the project's is its wrapper, and a
 * function that sends nothing stays a function that sends nothing. The tree is rewritten in place once, after
 * parsing (every pass reads the same tree): the effect's node keeps its place and becomes `fn(…args)`, its
 * callee and arguments the nodes already in the text, so every edit still lands on the original text.
 * Hand-written rather than a library's: no parser or codemod library reads saga effects as the calls they run.
 */

/** Packages whose named exports are the effects (typed-redux-saga re-exports them for `yield*`). */
const EFFECT_MODULES = new Set(['redux-saga/effects', 'typed-redux-saga', 'typed-redux-saga/macro']);
/** Effects taking the function first, then its arguments; `retry` takes two numbers before it. */
const CALLS: Readonly<Record<string, number>> = { call: 0, fork: 0, spawn: 0, retry: 2 };

/** The effect calls read as the call they run (so `yield call(…)` can be read as `await …`). */
const effectCalls = new WeakSet<AstNode>();

/** True for a call that was written as a saga effect (`call(fn, …)`, `apply(ctx, fn, [..])`) and is read as `fn(…)`. */
export function isSagaEffectCall(node: AstNode): boolean {
  return effectCalls.has(node);
}

/** Rewrites, in place, each effect call of a file that imports redux-saga's effects into the call it runs. */
export function readSagaEffects(ast: t.File, source: string): t.File {
  if (!source.includes('redux-saga')) return ast;
  const effects = effectNames(ast);
  if (effects.named.size === 0 && effects.namespaces.size === 0) return ast;
  walk(ast, [], (node) => {
    if (node.type === 'CallExpression') {
      const effect = effectOf(node.callee, effects);
      if (effect) runAs(node, effect);
    }
    return true;
  });
  return ast;
}

interface Effects {
  /** Local name → effect name (`import { call as invoke }`). */
  named: Map<string, string>;
  /** `import * as effects from 'redux-saga/effects'`. */
  namespaces: Set<string>;
}

function effectNames(ast: t.File): Effects {
  const effects: Effects = { named: new Map(), namespaces: new Set() };
  for (const statement of ast.program.body) {
    if (statement.type !== 'ImportDeclaration' || !EFFECT_MODULES.has(statement.source.value)) continue;
    if (statement.importKind === 'type') continue;
    for (const specifier of statement.specifiers) {
      if (specifier.type === 'ImportNamespaceSpecifier') effects.namespaces.add(specifier.local.name);
      if (specifier.type !== 'ImportSpecifier') continue;
      const imported = isIdentifier(specifier.imported) ? specifier.imported.name : specifier.imported.value;
      effects.named.set(specifier.local.name, imported);
    }
  }
  return effects;
}

function effectOf(callee: AstNode, effects: Effects): string | undefined {
  if (isIdentifier(callee)) return effects.named.get(callee.name);
  if (isMember(callee) && !callee.computed && isIdentifier(callee.object) && isIdentifier(callee.property)) {
    return effects.namespaces.has(callee.object.name) ? callee.property.name : undefined;
  }
  return undefined;
}

type Callee = t.Identifier | t.MemberExpression;

function runAs(node: t.CallExpression, effect: string): void {
  const args = node.arguments;
  if (effect === 'apply') {
    const [, fn, list] = args;
    if (!fn || !isCallee(fn) || list?.type !== 'ArrayExpression') return;
    const passed: t.CallExpression['arguments'] = [];
    for (const element of list.elements) {
      if (!element) return;
      passed.push(element);
    }
    return rewrite(node, fn, passed);
  }
  const at = CALLS[effect];
  if (at === undefined) return;
  const target = args[at];
  const fn = target ? functionOf(target) : undefined;
  if (fn) rewrite(node, fn, args.slice(at + 1));
}

/**
 * The function an effect runs: `fn`, `[context, fn]` or `{ context, fn }`, the method also named by a string
 * (`[client, 'get']`, `{ context: client, fn: 'get' }`, redux-saga's own shorthand for `client.get`).
 */
function functionOf(target: AstNode): Callee | undefined {
  if (isCallee(target)) return target;
  if (target.type === 'ArrayExpression' && target.elements.length === 2) {
    const [context, fn] = target.elements;
    if (fn && isCallee(fn)) return fn;
    return context && fn && isStringLiteral(fn) ? namedMethod(context, fn) : undefined;
  }
  if (target.type === 'ObjectExpression') {
    let context: AstNode | undefined;
    let fn: AstNode | undefined;
    for (const property of target.properties) {
      if (!isProperty(property)) continue;
      const key = property.key;
      const name = isIdentifier(key) ? key.name : isStringLiteral(key) ? key.value : undefined;
      if (name === 'fn') fn = property.value;
      if (name === 'context') context = property.value;
    }
    if (fn && isCallee(fn)) return fn;
    return context && fn && isStringLiteral(fn) ? namedMethod(context, fn) : undefined;
  }
  return undefined;
}

/**
 * `[client, 'get']`: the method read as `client.get`, a member whose name is the string's node (its place in the
 * text is the string's, so nothing is written through it; the runtime looks the method up on the context).
 */
function namedMethod(context: AstNode, method: AstNode & { value: string }): Callee | undefined {
  if (
    context.type !== 'Identifier' &&
    context.type !== 'MemberExpression' &&
    context.type !== 'ThisExpression'
  )
    return undefined;
  if (!/^[A-Za-z_$][\w$]*$/.test(method.value)) return undefined;
  const property: t.Identifier = {
    type: 'Identifier',
    name: method.value,
    start: method.start,
    end: method.end,
    loc: method.loc,
  } as t.Identifier;
  return {
    type: 'MemberExpression',
    object: context,
    property,
    computed: false,
    start: context.start,
    end: method.end,
    loc: context.loc && method.loc ? { ...context.loc, end: method.loc.end } : context.loc,
  } as t.MemberExpression;
}

function isCallee(node: AstNode): node is Callee {
  return node.type === 'Identifier' || node.type === 'MemberExpression';
}

function rewrite(node: t.CallExpression, fn: Callee, args: t.CallExpression['arguments']): void {
  node.callee = fn;
  node.arguments = args;
  effectCalls.add(node);
}
