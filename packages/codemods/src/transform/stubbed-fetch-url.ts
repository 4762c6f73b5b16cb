import { walk } from './ast-walk.js';
import { argsOf } from './call-site.js';
import { identifierName, isStringLiteral, type AstNode } from './node-types.js';
import { requestOfUrl } from './request-url.js';

/** Matchers whose argument is the value expected (`toBe('/records?page=1')`, `toMatch(/\/types\?/)`). */
const EXPECTED_MATCHERS = new Set([
  'toBe',
  'toEqual',
  'toStrictEqual',
  'toContain',
  'toMatch',
  'toMatchObject',
]);
/** Members of a stub's record of calls (sinon's `firstCall.args`, `getCall(n).args`; vitest's and jest's `mock.calls`). */
const RECORD_MEMBERS = new Set(['args', 'calls']);

const peel = (node: AstNode | null | undefined): AstNode | undefined => {
  let n = node ?? undefined;
  while (
    n &&
    (n.type === 'TSAsExpression' ||
      n.type === 'TSSatisfiesExpression' ||
      n.type === 'TSNonNullExpression' ||
      n.type === 'ParenthesizedExpression')
  )
    n = n.expression;
  return n;
};

/**
 * Whether `arg` is the value a test expects of the URL a stubbed `fetch` was called with:
 * `expect(fetchStub.firstCall.args[0]).toMatch(/\/types\?recordId=1$/)`, or through a variable
 * (`const [url] = fetchStub.firstCall.args; expect(url).toContain('/records?page=1')`), the stub made by
 * `sinon.stub(window, 'fetch')`, `vi.spyOn(globalThis, 'fetch')`, a `vi.fn()` given to `vi.stubGlobal('fetch', …)` or
 * the result of an imported helper doing so (`makers`, `project/fetch-stub-makers.ts`); `String(url)` and
 * `url.toString()` are the URL, and so is the `url` a function of the test returns when handed the stub
 * (`callOf(fetchSpy, 0).url`). `call` is the matcher's call, `parents` its ancestors (nearest last).
 */
export function isExpectedFetchUrl(
  call: AstNode,
  arg: AstNode,
  parents: readonly AstNode[],
  makers: ReadonlySet<string> = new Set(),
): boolean {
  if (call.type !== 'CallExpression' || argsOf(call)[0] !== arg) return false;
  const callee = call.callee;
  if (callee.type !== 'MemberExpression' || !EXPECTED_MATCHERS.has(identifierName(callee.property) ?? ''))
    return false;
  let subject: AstNode = callee.object;
  if (subject.type === 'MemberExpression' && identifierName(subject.property) === 'not')
    subject = subject.object;
  if (subject.type !== 'CallExpression' || identifierName(subject.callee) !== 'expect') return false;
  const program = parents[0];
  const value = argsOf(subject)[0];
  return program !== undefined && value !== undefined && recordedUrl(value, program, 0, makers);
}

/**
 * `stub.firstCall.args[0]`, `stub.mock.calls[0][0]`, a name holding one (`const [url] = stub.firstCall.args`), or the
 * `url` of a `Request` so recorded.
 */
function recordedUrl(node: AstNode, program: AstNode, depth: number, makers: ReadonlySet<string>): boolean {
  const n = peel(node);
  if (!n || depth > 3) return false;
  const shown = shownUrl(n);
  if (shown) return recordedUrl(shown, program, depth + 1, makers);
  // a helper of the test's own reading a recorded call of the stub it is given: `callOf(fetchSpy, 0).url`
  if (helperReadsStub(n, program, makers)) return true;
  // the `Request` ky hands the stub: `(stub.mock.calls[0][0] as Request).url`, or `request.url` of a name holding it
  const request = requestOfUrl(n);
  if (request) return recordedUrl(request, program, depth + 1, makers);
  if (n.type === 'Identifier') {
    const held = heldValue(n.name, program);
    return (
      held !== undefined &&
      (held.first
        ? recordedArgs(held.value, program, makers)
        : recordedUrl(held.value, program, depth + 1, makers))
    );
  }
  // the first argument of a recorded call: `…args[0]`, `…calls[n][0]`
  if (n.type !== 'MemberExpression' || !n.computed || !isZero(n.property)) return false;
  return recordedArgs(n.object, program, makers);
}

/** `callOf(fetchSpy, 0).url`: the `url` of what a function returns when handed the stub (a test's own reader of its calls). */
function helperReadsStub(n: AstNode, program: AstNode, makers: ReadonlySet<string>): boolean {
  const called = requestOfUrl(n);
  const call = called && peel(called);
  if (call?.type !== 'CallExpression' || call.callee.type !== 'Identifier') return false;
  return argsOf(call).some((arg) => {
    const name = identifierName(peel(arg));
    return name !== undefined && stubsFetch(name, program, makers);
  });
}

/** The URL `String(url)` or `url.toString()` writes out, else undefined. */
function shownUrl(n: AstNode): AstNode | undefined {
  if (n.type !== 'CallExpression') return undefined;
  const args = argsOf(n);
  if (identifierName(n.callee) === 'String' && args.length === 1) return args[0];
  if (
    n.callee.type === 'MemberExpression' &&
    identifierName(n.callee.property) === 'toString' &&
    args.length === 0
  )
    return n.callee.object;
  return undefined;
}

/** The arguments of one recorded call of a stubbed fetch: `stub.firstCall.args`, `stub.getCall(1).args`, `stub.mock.calls[0]`. */
function recordedArgs(node: AstNode, program: AstNode, makers: ReadonlySet<string>): boolean {
  let n = peel(node);
  let recorded = false;
  while (n) {
    if (n.type === 'MemberExpression') {
      if (RECORD_MEMBERS.has(identifierName(n.property) ?? '')) recorded = true;
      n = peel(n.object);
    } else if (n.type === 'CallExpression' && n.callee.type === 'MemberExpression') n = peel(n.callee.object);
    else break;
  }
  return recorded && n?.type === 'Identifier' && stubsFetch(n.name, program, makers);
}

/** What a file-level or test-level `const` holds: `url = …`, or the first element of `const [url] = …`. */
function heldValue(name: string, program: AstNode): { value: AstNode; first: boolean } | undefined {
  let found: { value: AstNode; first: boolean } | undefined;
  walk(program, [], (node) => {
    if (found || node.type !== 'VariableDeclarator' || !node.init) return !found;
    if (node.id.type === 'Identifier' && node.id.name === name) found = { value: node.init, first: false };
    const first = node.id.type === 'ArrayPattern' ? node.id.elements[0] : undefined;
    if (first?.type === 'Identifier' && first.name === name) found = { value: node.init, first: true };
    return !found;
  });
  return found;
}

/** Whether `name` is assigned a stub of fetch anywhere in the file. */
function stubsFetch(name: string, program: AstNode, makers: ReadonlySet<string>): boolean {
  let found = false;
  walk(program, [], (node) => {
    if (found) return false;
    if (node.type === 'VariableDeclarator' && identifierName(node.id) === name && node.init)
      found = isFetchStub(node.init, makers);
    else if (node.type === 'AssignmentExpression' && identifierName(node.left) === name)
      found = isFetchStub(node.right, makers);
    else if (node.type === 'CallExpression' && isStubGlobal(node, name)) found = true;
    return !found;
  });
  return found;
}

/**
 * `sinon.stub(window, 'fetch')`, `vi.spyOn(globalThis, 'fetch')`, `jest.spyOn(global, 'fetch')`, with any chain after;
 * or a call of an imported helper that returns such a stub (`stubFetch(body)`).
 */
export function isFetchStub(node: AstNode, makers: ReadonlySet<string>): boolean {
  let n = peel(node);
  if (n?.type === 'CallExpression' && makers.has(identifierName(n.callee) ?? '')) return true;
  while (n?.type === 'CallExpression' && n.callee.type === 'MemberExpression') {
    const method = identifierName(n.callee.property);
    const fetchArg = argsOf(n)[1];
    if ((method === 'stub' || method === 'spyOn') && fetchArg && isStringLiteral(fetchArg))
      return fetchArg.value === 'fetch';
    n = peel(n.callee.object);
  }
  return false;
}

/** `vi.stubGlobal('fetch', name)`. */
function isStubGlobal(call: AstNode, name: string): boolean {
  if (call.type !== 'CallExpression' || call.callee.type !== 'MemberExpression') return false;
  if (identifierName(call.callee.property) !== 'stubGlobal') return false;
  const [key, value] = argsOf(call);
  return !!key && isStringLiteral(key) && key.value === 'fetch' && !!value && identifierName(value) === name;
}

/** `0`, as Babel (`NumericLiteral`) or ESTree (`Literal`, the JavaScript parser's) writes it. */
function isZero(node: AstNode): boolean {
  return (node.type === 'NumericLiteral' || node.type === 'Literal') && node.value === 0;
}
