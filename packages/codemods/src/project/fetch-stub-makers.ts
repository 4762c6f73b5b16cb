import { walk } from '../transform/ast-walk.js';
import { argsOf } from '../transform/call-site.js';
import { isFetchStub } from '../transform/stubbed-fetch-url.js';
import { identifierName, isStringLiteral, type AstNode } from '../transform/node-types.js';
import type { FileFacts } from './file-facts.js';

/**
 * The names a file imports of a test helper of the project that stubs the global `fetch` and returns the stub
 * (`export function stubFetch(body) { const m = vi.fn(…); vi.stubGlobal('fetch', m); return m; }`, or
 * `const spy = jest.spyOn(globalThis, 'fetch'); …; return spy;`), so a test's
 * `const fetchMock = stubFetch(…)` holds the stub whose recorded calls it reads (`transform/stubbed-fetch-url.ts`).
 */
export function fetchStubMakers(facts: FileFacts, all: ReadonlyMap<string, FileFacts>): Set<string> {
  const makers = new Set<string>();
  for (const [local, ref] of facts.imports) {
    const module = ref.file === undefined ? undefined : all.get(ref.file);
    const name = module?.exports.get(ref.name);
    const declared = name === undefined ? undefined : module?.locals.get(name);
    if (declared && returnsFetchStub(declared)) makers.add(local);
  }
  return makers;
}

/** A function whose body gives a name to `stubGlobal('fetch', name)`, or holds a spy of fetch in it, and returns it. */
function returnsFetchStub(node: AstNode): boolean {
  if (
    node.type !== 'FunctionDeclaration' &&
    node.type !== 'ArrowFunctionExpression' &&
    node.type !== 'FunctionExpression'
  )
    return false;
  const stubbed = new Set<string>();
  const returned = new Set<string>();
  walk(node.body, [], (n) => {
    if (n.type === 'CallExpression' && n.callee.type === 'MemberExpression') {
      const [key, value] = argsOf(n);
      if (
        identifierName(n.callee.property) === 'stubGlobal' &&
        key &&
        isStringLiteral(key) &&
        key.value === 'fetch'
      )
        stubbed.add(identifierName(value) ?? '');
    }
    if (n.type === 'VariableDeclarator' && n.init && isFetchStub(n.init, new Set()))
      stubbed.add(identifierName(n.id) ?? '');
    if (n.type === 'ReturnStatement') returned.add(identifierName(n.argument ?? undefined) ?? '');
    return true;
  });
  return [...stubbed].some((name) => name !== '' && returned.has(name));
}
