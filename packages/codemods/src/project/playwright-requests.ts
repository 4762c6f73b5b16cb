import type * as t from '@babel/types';
import { walk } from '../transform/ast-walk.js';
import { argsOf, keyName } from '../transform/call-site.js';
import { identifierName, isProperty, isStringLiteral, type AstNode } from '../transform/node-types.js';
import type { WrapperCall } from './file-context.js';
import { unwrap, type FileFacts } from './file-facts.js';
import { isLinkedFunction, type Linker } from './linker.js';
import type { Located } from './wrappers.js';

/** Packages whose `request` makes Playwright's APIRequestContext (`request.newContext({ baseURL })`). */
export const PLAYWRIGHT_PACKAGES = new Set(['@playwright/test', 'playwright', 'playwright-core']);
/** APIRequestContext's request methods and the method each sends (`fetch` reads its options' `method`). */
const VERBS = new Map<string, string | undefined>([
  ['get', 'GET'],
  ['post', 'POST'],
  ['put', 'PUT'],
  ['patch', 'PATCH'],
  ['delete', 'DELETE'],
  ['head', 'HEAD'],
  ['fetch', undefined],
]);

/** The base of Playwright's own `request` fixture for a file: `use.baseURL` of its `playwright.config.*`. */
export type ConfigBase = (file: string) => Located | undefined;

/** What the project pass tells about the project: the config's base, and the calls of a function of the project. */
export interface PlaywrightProject {
  configBase: ConfigBase;
  callersOf: (fn: AstNode) => readonly (Located & { node: t.CallExpression })[];
}

/**
 * A request made with Playwright's APIRequestContext (`request.get('records', { params })`, `api.post(path, { data
 * })`): the base it is sent under and its shape (path first, then options whose `data` is the body and `params`
 * the query). The context is followed to where it is made: `request.newContext({ baseURL })` (a variable, an
 * import), a test's `{ request }` fixture (the config's `use.baseURL`), or a fixture of `test.extend({ api: async
 * ({}, use) => use(await request.newContext({ baseURL })) })` a test destructures, or a test's `page.request`
 * (`context.request`). Undefined for anything else.
 */
export function playwrightRequest(
  linker: Linker,
  facts: FileFacts,
  call: t.CallExpression,
  parents: readonly AstNode[],
  project: PlaywrightProject,
): { base: Located; shape: WrapperCall } | undefined {
  const callee = call.callee;
  if (callee.type !== 'MemberExpression' || callee.computed) return undefined;
  const name = identifierName(callee.property);
  const args = argsOf(call);
  if (name === undefined || !VERBS.has(name) || !args[0]) return undefined;
  const base = contextBase(linker, facts, callee.object, parents, project, 0);
  if (!base) return undefined;
  const method = VERBS.get(name) ?? fetchMethod(args[1]);
  return {
    base,
    shape: { path: 0, ...(method ? { method } : {}), options: { index: 1, body: 'data', query: 'params' } },
  };
}

/** Whether a file imports from Playwright at all (the only files whose calls are worth following). */
export function importsPlaywright(facts: FileFacts): boolean {
  return facts.ast.program.body.some(
    (s) => s.type === 'ImportDeclaration' && PLAYWRIGHT_PACKAGES.has(s.source.value),
  );
}

function contextBase(
  linker: Linker,
  facts: FileFacts,
  object: AstNode,
  parents: readonly AstNode[],
  project: PlaywrightProject,
  depth: number,
): Located | undefined {
  if (depth > 3) return undefined;
  const inner = unwrap(object);
  // `page.request`, `context.request`: the APIRequestContext of a test's page or context, under the config's base
  if (inner?.type === 'MemberExpression' && !inner.computed && identifierName(inner.property) === 'request') {
    const owner = identifierName(inner.object);
    const fixture = owner === undefined ? undefined : fixtureParameter(owner, parents);
    const own = fixture && (fixture.key === 'page' || fixture.key === 'context');
    return own
      ? fixtureBase(linker, facts, 'request', fixture.test, fixture.parents, project.configBase, 0)
      : undefined;
  }
  const name = identifierName(inner);
  const fixture = name === undefined ? undefined : fixtureParameter(name, parents);
  if (fixture)
    return fixtureBase(linker, facts, fixture.key, fixture.test, fixture.parents, project.configBase, 0);
  // a helper's parameter (`createRecord(api: APIRequestContext, …)`): the context every caller hands it
  const param = name === undefined ? undefined : parameterOf(name, parents);
  if (param) {
    const callers = project.callersOf(param.fn);
    // typed as Playwright's context but called nowhere in the run: its base is the parameter, not shown to be this API
    if (callers.length === 0)
      return isRequestContextType(param.node) ? { facts, node: param.node, parents } : undefined;
    const bases = callers.map((c) => {
      const given = argsOf(c.node)[param.index];
      return given && contextBase(linker, c.facts, given, [...c.parents, c.node], project, depth + 1);
    });
    return bases.length > 0 && bases.every((b) => b !== undefined) ? bases[0] : undefined;
  }
  const value = linker.valueOf(facts, object, parents);
  return value && newContextBase({ facts: value.facts, node: value.node, parents: value.parents ?? [] });
}

/** The function of the code (`parents`, nearest last) whose plain parameter `name` is, and its index. */
function parameterOf(
  name: string,
  parents: readonly AstNode[],
): { fn: AstNode; index: number; node: AstNode } | undefined {
  for (let i = parents.length - 1; i >= 0; i--) {
    const fn = parents[i]!;
    if (
      fn.type !== 'ArrowFunctionExpression' &&
      fn.type !== 'FunctionExpression' &&
      fn.type !== 'FunctionDeclaration'
    )
      continue;
    const index = fn.params.findIndex((p) => identifierName(p) === name);
    const node = fn.params[index];
    if (node) return { fn, index, node };
  }
  return undefined;
}

/** `test('…', async ({ request, api }) => …)`: the fixture a name destructures, and the test function it is given by. */
function fixtureParameter(
  name: string,
  parents: readonly AstNode[],
): { key: string; test: AstNode; parents: readonly AstNode[] } | undefined {
  for (let i = parents.length - 1; i >= 1; i--) {
    const fn = parents[i]!;
    if (fn.type !== 'ArrowFunctionExpression' && fn.type !== 'FunctionExpression') continue;
    const [first] = fn.params;
    if (first?.type !== 'ObjectPattern') continue;
    const members: readonly AstNode[] = first.properties;
    const property = members.find((p) => isProperty(p) && identifierName(p.value) === name);
    if (!property || !isProperty(property)) continue;
    const key = keyName(property);
    const call = parents[i - 1];
    if (key === undefined || call?.type !== 'CallExpression' || !argsOf(call).includes(fn)) return undefined;
    const test = rootOf(call.callee);
    return test ? { key, test, parents: parents.slice(0, i - 1) } : undefined;
  }
  return undefined;
}

/** `test`, `test.describe`, `test.beforeEach`, `test.step`: the name the chain starts from. */
function rootOf(callee: AstNode): AstNode | undefined {
  let node = callee;
  while (node.type === 'MemberExpression' && !node.computed) node = node.object;
  return node.type === 'Identifier' ? node : undefined;
}

/**
 * The base of the fixture `key` of a test function: Playwright's own `test` gives `request` the config's base; a
 * `base.extend({ key: async ({}, use) => { … use(ctx) } })` gives what its fixture hands `use`.
 */
function fixtureBase(
  linker: Linker,
  facts: FileFacts,
  key: string,
  test: AstNode,
  parents: readonly AstNode[],
  configBase: ConfigBase,
  depth: number,
): Located | undefined {
  if (depth > 4) return undefined;
  const name = identifierName(test);
  if (name !== undefined && importedFromPlaywright(facts, name))
    return key === 'request' ? configBase(facts.file) : undefined;
  const value = linker.valueOf(facts, test, parents);
  if (!value) return undefined;
  const extended = unwrap(value.node);
  if (extended?.type !== 'CallExpression' || extended.callee.type !== 'MemberExpression') return undefined;
  if (identifierName(extended.callee.property) !== 'extend') return undefined;
  const fixtures = argsOf(extended)[0];
  const at = [...(value.parents ?? []), extended];
  const defined =
    fixtures?.type === 'ObjectExpression'
      ? fixtures.properties.find((p) => isProperty(p) && keyName(p) === key)
      : undefined;
  if (defined && isProperty(defined) && fixtures)
    return usedContext(linker, value.facts, defined.value, [...at, fixtures, defined]);
  return fixtureBase(linker, value.facts, key, extended.callee.object, at, configBase, depth + 1);
}

/** The context a fixture function hands its `use` (`await use(ctx)`), followed to `request.newContext(…)`. */
function usedContext(
  linker: Linker,
  facts: FileFacts,
  fixture: AstNode,
  parents: readonly AstNode[],
): Located | undefined {
  if (fixture.type !== 'ArrowFunctionExpression' && fixture.type !== 'FunctionExpression') return undefined;
  const use = identifierName(fixture.params[1]);
  if (use === undefined) return undefined;
  let found: Located | undefined;
  walk(fixture.body, [...parents, fixture], (node, within) => {
    if (found) return false;
    if (node.type === 'CallExpression' && identifierName(node.callee) === use) {
      const [given] = argsOf(node);
      const value = given && linker.valueOf(facts, given, [...within, node]);
      if (value)
        found = newContextBase({ facts: value.facts, node: value.node, parents: value.parents ?? [] });
      return false;
    }
    return true;
  });
  return found;
}

/** `await request.newContext({ baseURL })` (Playwright's `request`, or `playwright.request`): the base option. */
function newContextBase(value: Located): Located | undefined {
  let node = unwrap(value.node);
  if (node?.type === 'AwaitExpression') node = unwrap(node.argument);
  if (node?.type !== 'CallExpression' || node.callee.type !== 'MemberExpression') return undefined;
  if (identifierName(node.callee.property) !== 'newContext') return undefined;
  const owner = node.callee.object;
  const root =
    owner.type === 'MemberExpression' && identifierName(owner.property) === 'request' ? owner.object : owner;
  const rootName = identifierName(root);
  if (rootName === undefined || !importedFromPlaywright(value.facts, rootName)) return undefined;
  const options = argsOf(node)[0];
  if (options?.type !== 'ObjectExpression') return undefined;
  const base = options.properties.find((p) => isProperty(p) && keyName(p) === 'baseURL');
  if (!base || !isProperty(base)) return undefined;
  return { facts: value.facts, node: base.value, parents: [...value.parents, node, options, base] };
}

function importedFromPlaywright(facts: FileFacts, local: string): boolean {
  return facts.ast.program.body.some(
    (s) =>
      s.type === 'ImportDeclaration' &&
      PLAYWRIGHT_PACKAGES.has(s.source.value) &&
      s.specifiers.some((sp) => sp.local.name === local),
  );
}

/** `fetch(url, { method: 'POST' })`'s method; GET when the options name none. */
function fetchMethod(options: AstNode | undefined): string | undefined {
  if (!options) return 'GET';
  if (options.type !== 'ObjectExpression') return undefined;
  const method = options.properties.find((p) => isProperty(p) && keyName(p) === 'method');
  if (!method) return 'GET';
  return isProperty(method) && isStringLiteral(method.value) ? method.value.value.toUpperCase() : undefined;
}

/** The calls of each function of the project, by the function they reach (for a helper's parameter). */
export function callIndex(
  linker: Linker,
  calls: readonly (Located & { node: t.CallExpression | t.NewExpression })[],
): Map<AstNode, (Located & { node: t.CallExpression })[]> {
  const out = new Map<AstNode, (Located & { node: t.CallExpression })[]>();
  for (const call of calls) {
    const node = call.node;
    if (node.type !== 'CallExpression' || node.callee.type !== 'Identifier') continue;
    const value = linker.valueOf(call.facts, node.callee, call.parents);
    const fn = value && unwrap(value.node);
    if (!fn || !isLinkedFunction(fn)) continue;
    out.set(fn, [...(out.get(fn) ?? []), { facts: call.facts, node, parents: call.parents }]);
  }
  return out;
}

/** A parameter declared `APIRequestContext` (Playwright's request context type). */
function isRequestContextType(param: AstNode): boolean {
  if (param.type !== 'Identifier' || param.typeAnnotation?.type !== 'TSTypeAnnotation') return false;
  const type = param.typeAnnotation.typeAnnotation;
  return type.type === 'TSTypeReference' && identifierName(type.typeName) === 'APIRequestContext';
}
