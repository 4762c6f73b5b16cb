import { isIdentifier, isProperty, isStringLiteral, type AstNode } from '../transform/node-types.js';
import { localDeclarator } from '../transform/bindings.js';
import type { FileFacts } from './file-facts.js';
import { requiredSpecifier } from './commonjs-modules.js';

/** The file node-config reads first, under the project's `config/` folder. */
const DEFAULTS_FILE = /(^|\/)config\/default\.(js|cjs|mjs|ts)$/;

/**
 * The key of a node-config read, `config.get('compliance.baseUrl')` on the module's `config` of `require('config')`
 * (or `import config from 'config'`); undefined for any other call, such as a `get` of the app's own `config` object.
 */
export function configKey(facts: FileFacts, call: AstNode, parents: readonly AstNode[]): string | undefined {
  if (call.type !== 'CallExpression' || call.arguments.length !== 1) return undefined;
  const callee = call.callee;
  const [key] = call.arguments;
  if (callee.type !== 'MemberExpression' || callee.computed || !isIdentifier(callee.property))
    return undefined;
  if (callee.property.name !== 'get' || !isIdentifier(callee.object) || !key || !isStringLiteral(key))
    return undefined;
  return isConfigModule(facts, callee.object.name, parents) ? key.value : undefined;
}

/** The project's node-config defaults files among `files` (`config/default.js`), which `require('config')` reads. */
export function configDefaultsFiles(files: Iterable<string>): string[] {
  return [...files].filter((f) => DEFAULTS_FILE.test(f.replace(/\\/g, '/')));
}

/**
 * The expression `config/default.js` gives a key (`compliance.baseUrl` → the `baseUrl` member of its `compliance`
 * object), in the project's own defaults file among `files`: `module.exports = { … }` or `export default { … }`.
 */
export function configDefault(
  files: ReadonlyMap<string, FileFacts>,
  key: string,
): { facts: FileFacts; node: AstNode } | undefined {
  const defaults = configDefaultsFiles(files.keys()).flatMap((f) => files.get(f) ?? []);
  // two applications' config folders in one run: which one a read is for is not known
  if (defaults.length !== 1) return undefined;
  const [facts] = defaults;
  let node: AstNode | undefined = facts && (facts.moduleValue ?? facts.defaultExpression);
  for (const segment of key.split('.')) {
    if (node?.type !== 'ObjectExpression') return undefined;
    const member: AstNode | undefined = node.properties.find(
      (p) =>
        isProperty(p) &&
        (isIdentifier(p.key) ? p.key.name : isStringLiteral(p.key) ? p.key.value : '') === segment,
    );
    node = member && isProperty(member) ? member.value : undefined;
  }
  return facts && node ? { facts, node } : undefined;
}

/** True when `name` is bound to the `config` package where it is read (`require('config')`, or its default import). */
function isConfigModule(facts: FileFacts, name: string, parents: readonly AstNode[]): boolean {
  const local = localDeclarator(name, parents);
  if (local === 'parameter') return false;
  const init = local ? local.init : facts.locals.get(name);
  if (init) return requiredSpecifier(init) === 'config';
  for (const statement of facts.ast.program.body) {
    if (statement.type !== 'ImportDeclaration' || statement.source.value !== 'config') continue;
    if (statement.specifiers.some((s) => s.type === 'ImportDefaultSpecifier' && s.local.name === name))
      return true;
  }
  return false;
}
