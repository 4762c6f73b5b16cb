import { identifierName, isIdentifier, type AstNode } from './node-types.js';

/** The modules rxjs's `ajax` is imported from. */
const MODULES = new Set(['rxjs/ajax', 'rxjs/internal/ajax/ajax']);

/**
 * The member of rxjs's `ajax` a callee calls (`getJSON` of `ajax.getJSON(url, headers)`, `put` of `ajax.put(…)`), when
 * `program` imports that `ajax` (also renamed: `import { ajax as rx } from 'rxjs/ajax'`); undefined for any other
 * callee, an object of the app's own named `ajax` included.
 */
export function rxjsAjaxMember(callee: AstNode, program: AstNode | undefined): string | undefined {
  if (callee.type !== 'MemberExpression' || callee.computed || !isIdentifier(callee.object)) return undefined;
  if (program?.type !== 'Program') return undefined;
  const local = callee.object.name;
  for (const statement of program.body) {
    if (statement.type !== 'ImportDeclaration' || !MODULES.has(statement.source.value)) continue;
    for (const specifier of statement.specifiers) {
      if (specifier.type !== 'ImportSpecifier' || specifier.local.name !== local) continue;
      if (identifierName(specifier.imported) === 'ajax') return identifierName(callee.property);
    }
  }
  return undefined;
}

/** The program among a node's ancestors. */
export function programOf(parents: readonly AstNode[]): AstNode | undefined {
  return parents.find((p) => p.type === 'Program');
}
