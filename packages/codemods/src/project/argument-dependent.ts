import type { AstNode } from '../transform/node-types.js';
import { eachNode, unwrap } from './file-facts.js';
import type { LinkedFunction } from './linker.js';

/**
 * Whether what a function returns, where it cannot be followed to a value, is made from the function's arguments
 * (`function required(name) { const value = process.env[name]; …; return value; }`): then each call holds its own
 * value (`required('API_URL')` and `required('AUDIT_URL')` are two bases), not the one expression they all return.
 */
export function dependsOnArguments(fn: LinkedFunction, returned: AstNode): boolean {
  const params = new Set<string>();
  for (const param of fn.params) boundNames(param, params);
  if (params.size === 0) return false;
  const locals = localInits(fn);
  const seen = new Set<string>();
  const reads = (expression: AstNode): boolean => {
    let found = false;
    eachNode(expression, (node, parents) => {
      if (found || node.type !== 'Identifier' || !isRead(node, parents[parents.length - 1])) return;
      if (params.has(node.name)) found = true;
      else if (!seen.has(node.name) && locals.has(node.name)) {
        seen.add(node.name);
        found = reads(locals.get(node.name)!);
      }
    });
    return found;
  };
  const value = unwrap(returned);
  return value !== undefined && reads(value);
}

/** The names a parameter binds (`name`, `{ key }`, `[a, b]`, `name = 'x'`, `...rest`). */
function boundNames(pattern: AstNode, into: Set<string>): void {
  switch (pattern.type) {
    case 'Identifier':
      into.add(pattern.name);
      return;
    case 'AssignmentPattern':
      boundNames(pattern.left, into);
      return;
    case 'RestElement':
      boundNames(pattern.argument, into);
      return;
    case 'ArrayPattern':
      for (const element of pattern.elements) if (element) boundNames(element, into);
      return;
    case 'ObjectPattern':
      for (const property of pattern.properties)
        boundNames(property.type === 'RestElement' ? property : property.value, into);
      return;
    case 'TSParameterProperty':
      boundNames(pattern.parameter, into);
      return;
    default:
      return;
  }
}

/** The initial values of the variables declared at the top of a function's block. */
function localInits(fn: LinkedFunction): Map<string, AstNode> {
  const inits = new Map<string, AstNode>();
  if (fn.body.type !== 'BlockStatement') return inits;
  for (const statement of fn.body.body) {
    if (statement.type !== 'VariableDeclaration') continue;
    for (const declarator of statement.declarations)
      if (declarator.id.type === 'Identifier' && declarator.init)
        inits.set(declarator.id.name, declarator.init);
  }
  return inits;
}

/** False for an identifier that names a property (`x.name`, `{ name: … }`), not a variable. */
function isRead(node: AstNode, parent: AstNode | undefined): boolean {
  if (!parent) return true;
  if (
    (parent.type === 'MemberExpression' || parent.type === 'OptionalMemberExpression') &&
    parent.property === node
  )
    return parent.computed;
  if (
    (parent.type === 'ObjectProperty' || parent.type === 'Property') &&
    parent.key === node &&
    !parent.computed
  )
    return parent.value === node;
  return true;
}
