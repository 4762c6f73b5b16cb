import { identifierName, isIdentifier, type AstNode } from './node-types.js';

/** The packages that export react-admin's `fetchUtils` (react-admin re-exports ra-core's). */
const MODULES = new Set(['react-admin', 'ra-core']);

/**
 * Whether `callee` is react-admin's `fetchUtils.fetchJson` (also `import { fetchUtils as f }`), which takes fetch's
 * arguments, `(url, { method, body: JSON.stringify(…), headers })`, and sends a GET unless told otherwise. The
 * program must import `fetchUtils` from react-admin or ra-core: an object of the app's own so named is not it.
 */
export function isReactAdminFetchJson(callee: AstNode, program: AstNode | undefined): boolean {
  if (callee.type !== 'MemberExpression' || callee.computed || !isIdentifier(callee.object)) return false;
  if (identifierName(callee.property) !== 'fetchJson' || program?.type !== 'Program') return false;
  const local = callee.object.name;
  return program.body.some(
    (statement) =>
      statement.type === 'ImportDeclaration' &&
      MODULES.has(statement.source.value) &&
      statement.specifiers.some(
        (s) =>
          s.type === 'ImportSpecifier' &&
          s.local.name === local &&
          identifierName(s.imported) === 'fetchUtils',
      ),
  );
}
