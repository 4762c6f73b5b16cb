import { argsOf } from './call-site.js';
import { identifierName, isStringLiteral, type AstNode } from './node-types.js';

/**
 * The fixture a name holds when it is the parameter of the callback `cy.fixture('item.json').then((item) => …)` that
 * encloses the code (`parents`, outermost first), and no nearer function declares it: `'item.json'` and the callback.
 */
export function fixtureParameter(
  name: string,
  parents: readonly AstNode[],
): { name: string; callback: AstNode } | undefined {
  for (let i = parents.length - 1; i >= 2; i--) {
    const fn = parents[i]!;
    if (fn.type !== 'ArrowFunctionExpression' && fn.type !== 'FunctionExpression') continue;
    const index = fn.params.findIndex((p) => p.type === 'Identifier' && p.name === name);
    if (index < 0) continue;
    const call = parents[i - 1];
    if (index !== 0 || call?.type !== 'CallExpression' || argsOf(call)[0] !== fn) return undefined;
    const then = call.callee;
    if (then.type !== 'MemberExpression' || identifierName(then.property) !== 'then') return undefined;
    const fixture = then.object;
    if (fixture.type !== 'CallExpression' || fixture.callee.type !== 'MemberExpression') return undefined;
    if (
      identifierName(fixture.callee.object) !== 'cy' ||
      identifierName(fixture.callee.property) !== 'fixture'
    )
      return undefined;
    const [file] = argsOf(fixture);
    return file && isStringLiteral(file) ? { name: file.value, callback: fn } : undefined;
  }
  return undefined;
}
