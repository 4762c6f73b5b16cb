import type { AstNode } from '../transform/node-types.js';
import { textOfMember, unwrap } from './file-facts.js';
import { isLinkedFunction, propertyName, returnedExpression } from './linker.js';

/** supertest's entry points, given the app under test. */
export const TEST_AGENTS = new Set(['request', 'supertest', 'agent', 'supertest.agent']);

/** What an app under test is handed to supertest as: Koa's request listener, a listening server. */
const APP_HANDLES = new Set(['callback', 'listen']);

/** Whether `node` (with ancestors `parents`) is the app itself or a server made from it. */
export type IsApp = (node: AstNode, parents: readonly AstNode[]) => boolean;

const MAX_DEPTH = 8;

/**
 * Whether `object` (the `x` of `x.get('/records')`) is a supertest agent over the project's own app, followed through a
 * test's own helpers: `request(app)`, `supertest(createApp(deps).callback())` (Koa), `supertest(server.listen())`, a
 * helper returning one (`const request = () => supertest(…)`, `function app() { return { request: supertest(…) } }`)
 * and what is read or destructured from it (`app().request`, `const { request } = app()`).
 */
export function isTestAgentOverApp(
  object: AstNode,
  parents: readonly AstNode[],
  isApp: IsApp,
  depth = 0,
): boolean {
  if (depth > MAX_DEPTH) return false;
  const n = unwrap(object);
  if (!n) return false;
  if (n.type === 'CallExpression') {
    const [app] = n.arguments;
    if (TEST_AGENTS.has(textOfMember(n.callee) ?? '') && app && app.type !== 'SpreadElement')
      return isAppUnderTest(app, parents, isApp);
    const fn = n.callee.type === 'Identifier' ? localFunction(n.callee.name, parents) : undefined;
    const returned = fn && returnedExpression(fn.fn);
    return (
      !!fn && !!returned && isTestAgentOverApp(returned, [...fn.parents, fn.fn, fn.fn.body], isApp, depth + 1)
    );
  }
  if (n.type === 'MemberExpression' && !n.computed) {
    const key = propertyName({ key: n.property, computed: false });
    const value = key === undefined ? undefined : memberValue(n.object, key, parents, depth);
    return !!value && isTestAgentOverApp(value.node, value.parents, isApp, depth + 1);
  }
  if (n.type === 'Identifier') {
    const bound = localValue(n.name, parents, depth);
    return !!bound && isTestAgentOverApp(bound.node, bound.parents, isApp, depth + 1);
  }
  return false;
}

/** The app itself, or its `callback()` / `listen()` (`createApp().callback()` of Koa). */
function isAppUnderTest(app: AstNode, parents: readonly AstNode[], isApp: IsApp): boolean {
  if (isApp(app, parents)) return true;
  const n = unwrap(app);
  if (n?.type !== 'CallExpression' || n.callee.type !== 'MemberExpression' || n.callee.computed) return false;
  const handle = propertyName({ key: n.callee.property, computed: false });
  return handle !== undefined && APP_HANDLES.has(handle) && isApp(n.callee.object, parents);
}

interface Located {
  node: AstNode;
  parents: readonly AstNode[];
}

/** `holder.key` where the holder is an object literal a test's helper returns. */
function memberValue(
  holder: AstNode,
  key: string,
  parents: readonly AstNode[],
  depth: number,
): Located | undefined {
  const object = literalOf(holder, parents, depth);
  if (!object) return undefined;
  const target = unwrap(object.node);
  if (target?.type !== 'ObjectExpression') return undefined;
  for (const property of target.properties) {
    if (property.type === 'ObjectProperty' && !property.computed && propertyName(property) === key)
      return { node: property.value, parents: object.parents };
  }
  return undefined;
}

/** The expression a helper's call (`app()`) or a local name stands for. */
function literalOf(node: AstNode, parents: readonly AstNode[], depth: number): Located | undefined {
  if (depth > MAX_DEPTH) return undefined;
  const n = unwrap(node);
  if (n?.type === 'CallExpression' && n.callee.type === 'Identifier') {
    const fn = localFunction(n.callee.name, parents);
    const returned = fn && returnedExpression(fn.fn);
    return fn && returned && literalOf(returned, [...fn.parents, fn.fn, fn.fn.body], depth + 1);
  }
  if (n?.type === 'Identifier') {
    const bound = localValue(n.name, parents, depth);
    return bound && literalOf(bound.node, bound.parents, depth + 1);
  }
  return n && { node: n, parents };
}

/** A `const` of an enclosing block: its initializer, or for `const { key } = init` the member `init.key`. */
function localValue(name: string, parents: readonly AstNode[], depth: number): Located | undefined {
  for (let i = parents.length - 1; i >= 0; i--) {
    const block = parents[i];
    if (block?.type !== 'BlockStatement' && block?.type !== 'Program') continue;
    const scope = parents.slice(0, i + 1);
    for (const statement of block.body) {
      if (statement.type !== 'VariableDeclaration' || statement.kind !== 'const') continue;
      for (const declarator of statement.declarations) {
        if (!declarator.init) continue;
        if (declarator.id.type === 'Identifier' && declarator.id.name === name)
          return { node: declarator.init, parents: scope };
        if (declarator.id.type !== 'ObjectPattern') continue;
        for (const property of declarator.id.properties) {
          if (property.type !== 'ObjectProperty' || property.computed) continue;
          if (property.value.type !== 'Identifier' || property.value.name !== name) continue;
          const key = propertyName(property);
          return key === undefined ? undefined : memberValue(declarator.init, key, scope, depth + 1);
        }
      }
    }
  }
  return undefined;
}

/** A function declared, or held by a `const`, in an enclosing block (a test's `function app()`). */
function localFunction(
  name: string,
  parents: readonly AstNode[],
): { fn: AstNode & { body: AstNode }; parents: readonly AstNode[] } | undefined {
  for (let i = parents.length - 1; i >= 0; i--) {
    const block = parents[i];
    if (block?.type !== 'BlockStatement' && block?.type !== 'Program') continue;
    const scope = parents.slice(0, i + 1);
    for (const statement of block.body) {
      if (statement.type === 'FunctionDeclaration' && statement.id?.name === name)
        return { fn: statement, parents: scope };
      if (statement.type !== 'VariableDeclaration') continue;
      for (const declarator of statement.declarations) {
        const init = unwrap(declarator.init ?? undefined);
        if (
          declarator.id.type === 'Identifier' &&
          declarator.id.name === name &&
          init &&
          isLinkedFunction(init)
        )
          return { fn: init, parents: scope };
      }
    }
  }
  return undefined;
}
