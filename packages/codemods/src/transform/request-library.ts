import { isIdentifier, isStringLiteral, type AstNode } from './node-types.js';

/** The request library and the packages calling it the same way (`rp(options)` answers a promise of the body). */
const REQUEST_PACKAGES = new Set([
  'request',
  'request-promise',
  'request-promise-native',
  'request-promise-any',
  'requestretry',
  'postman-request',
]);

/**
 * True when `callee` is the request library, or an instance of it, as the module binds it at its top level:
 * `const request = require('request')`, `const rp = require('request-promise')`, `import request from 'request'`,
 * `const api = request.defaults({ baseUrl, json: true })`; and its verbs (`request.get`, `api.post`). Such a call
 * takes one options object (`{ uri, method, qs, body, json }`) and sends a GET unless `method` says otherwise.
 */
export function isRequestLibrary(callee: AstNode, program: AstNode | undefined): boolean {
  const name = isIdentifier(callee)
    ? callee.name
    : callee.type === 'MemberExpression' && isIdentifier(callee.object)
      ? callee.object.name
      : undefined;
  if (name === undefined || program?.type !== 'Program') return false;
  return requestBinding(name, program, 0);
}

function requestBinding(name: string, program: AstNode & { type: 'Program' }, depth: number): boolean {
  if (depth > 3) return false;
  for (const statement of program.body) {
    if (statement.type === 'ImportDeclaration') {
      if (
        REQUEST_PACKAGES.has(statement.source.value) &&
        statement.specifiers.some((s) => s.type === 'ImportDefaultSpecifier' && s.local.name === name)
      )
        return true;
      continue;
    }
    if (statement.type !== 'VariableDeclaration') continue;
    for (const declarator of statement.declarations) {
      if (!isIdentifier(declarator.id) || declarator.id.name !== name || !declarator.init) continue;
      const init = declarator.init;
      if (init.type !== 'CallExpression') return false;
      const [first] = init.arguments;
      // `require('request')`
      if (isIdentifier(init.callee) && init.callee.name === 'require')
        return first !== undefined && isStringLiteral(first) && REQUEST_PACKAGES.has(first.value);
      // `request.defaults({ … })`: an instance with the library's defaults
      const callee = init.callee;
      return (
        callee.type === 'MemberExpression' &&
        !callee.computed &&
        isIdentifier(callee.property) &&
        callee.property.name === 'defaults' &&
        isIdentifier(callee.object) &&
        requestBinding(callee.object.name, program, depth + 1)
      );
    }
  }
  return false;
}
