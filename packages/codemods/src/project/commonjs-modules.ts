import { walk } from '../transform/ast-walk.js';
import { isIdentifier, isProperty, isStringLiteral, type AstNode } from '../transform/node-types.js';
import type { FileFacts } from './file-facts.js';

/**
 * CommonJS, as Node and TypeScript read a JavaScript module: what it takes (`const client = require('./client')`, the
 * other module itself; `const { get } = require('./client')` and `require('./errors').ComplianceError`, one of its
 * exports) and what it gives (`exports.get = function …`, `module.exports.get = …`, `module.exports = { get, send }`,
 * each member an export, and `module.exports = value`, the module itself). The linker follows them as it follows
 * `import` and `export` (`project/linker.ts`).
 */
export interface CommonJsFacts {
  /** Every `require('…')` call of the file with the project file it resolves to (undefined: a package, or outside). */
  required: Map<AstNode, string | undefined>;
  /** The value `module.exports = value` gives the module, when the file assigns one at its top level. */
  moduleValue?: AstNode;
}

/** The local name an export assigned without a binding of its own is kept under in `FileFacts.locals`. */
export function assignedExportLocal(name: string): string {
  // not an identifier, so it never meets a binding of the code's own
  return `exports.${name}`;
}

/** The specifier of `require('x')`, when the node is that call with a string. */
export function requiredSpecifier(node: AstNode): string | undefined {
  if (node.type !== 'CallExpression' || !isIdentifier(node.callee) || node.callee.name !== 'require')
    return undefined;
  const [first] = node.arguments;
  return node.arguments.length === 1 && first && isStringLiteral(first) ? first.value : undefined;
}

/**
 * Adds a CommonJS module's requires and exports to its facts (`resolve` maps a specifier to a project file); a file
 * without `require(` or `exports` is left as it is.
 */
export function collectCommonJs(facts: FileFacts, resolve: (specifier: string) => string | undefined): void {
  if (!/\brequire\s*\(|\bexports\b/.test(facts.source)) return;
  const required = new Map<AstNode, string | undefined>();
  walk(facts.ast.program, [], (node) => {
    const specifier = requiredSpecifier(node);
    if (specifier !== undefined) required.set(node, resolve(specifier));
    return true;
  });
  if (required.size > 0) facts.required = required;
  for (const statement of facts.ast.program.body) {
    if (statement.type === 'VariableDeclaration') {
      for (const declarator of statement.declarations) importFrom(facts, declarator.id, declarator.init);
      continue;
    }
    if (statement.type !== 'ExpressionStatement') continue;
    const assignment = statement.expression;
    if (assignment.type !== 'AssignmentExpression' || assignment.operator !== '=') continue;
    exportTo(facts, assignment.left, assignment.right);
  }
}

/** `const x = require('./x')`, `const { a, b: c } = require('./x')`, `const A = require('./x').A`. */
function importFrom(facts: FileFacts, id: AstNode, init: AstNode | null | undefined): void {
  if (!init) return;
  const whole = facts.required?.get(init);
  if (init.type === 'CallExpression' && facts.required?.has(init)) {
    if (isIdentifier(id)) facts.imports.set(id.name, { file: whole, name: '*' });
    else if (id.type === 'ObjectPattern') {
      for (const property of id.properties) {
        if (!isProperty(property) || !isIdentifier(property.value)) continue;
        const key = isIdentifier(property.key) ? property.key.name : undefined;
        if (key !== undefined) facts.imports.set(property.value.name, { file: whole, name: key });
      }
    }
    return;
  }
  if (init.type === 'MemberExpression' && !init.computed && isIdentifier(init.property) && isIdentifier(id)) {
    if (facts.required?.has(init.object))
      facts.imports.set(id.name, { file: facts.required.get(init.object), name: init.property.name });
  }
}

/** `exports.a = …`, `module.exports.a = …`, `module.exports = { a, b: … }`, `module.exports = value`. */
function exportTo(facts: FileFacts, left: AstNode, right: AstNode): void {
  if (left.type !== 'MemberExpression' || left.computed || !isIdentifier(left.property)) return;
  if ((isIdentifier(left.object) && left.object.name === 'exports') || isModuleExports(left.object)) {
    exportNamed(facts, left.property.name, right);
    return;
  }
  if (!isModuleExports(left)) return;
  facts.moduleValue = right;
  if (right.type !== 'ObjectExpression') return;
  for (const member of right.properties) {
    const key = 'key' in member && !member.computed && isIdentifier(member.key) ? member.key.name : undefined;
    if (key === undefined) continue;
    // an ESTree method (`{ get() {} }` in a JavaScript file) is a `Property` whose value is the function
    if (isProperty(member)) exportNamed(facts, key, member.value);
    else if (member.type === 'ObjectMethod') exportNamed(facts, key, member);
  }
}

/** `module.exports` itself. */
export function isModuleExports(node: AstNode): boolean {
  return (
    node.type === 'MemberExpression' &&
    !node.computed &&
    isIdentifier(node.object) &&
    node.object.name === 'module' &&
    isIdentifier(node.property) &&
    node.property.name === 'exports'
  );
}

/** An export under `name`: the top-level binding it names (`{ get }`), or the value kept under a local of its own. */
function exportNamed(facts: FileFacts, name: string, value: AstNode): void {
  if (isIdentifier(value) && facts.locals.has(value.name)) {
    facts.exports.set(name, value.name);
    return;
  }
  facts.locals.set(assignedExportLocal(name), value);
  facts.exports.set(name, assignedExportLocal(name));
}
