import type * as t from '@babel/types';
import { lazySingletonValue } from './lazy-singleton.js';
import { isIdentifier, type AstNode } from '../transform/node-types.js';
import { walk } from '../transform/ast-walk.js';
import { collectCommonJs } from './commonjs-modules.js';

/** Where an imported name comes from. */
export interface ImportRef {
  /** The project file it resolves to; undefined for packages and files outside the run. */
  file: string | undefined;
  /** The exported name (`default`, `*` for a namespace import). */
  name: string;
}

/** What one parsed file declares, imports and exports: the material the project pass links across files. */
export interface FileFacts {
  file: string;
  source: string;
  ast: t.File;
  imports: Map<string, ImportRef>;
  /** `import type { A } from './x'`: names only types are taken from (a parameter's class, `http: HttpClient`). */
  typeImports: Map<string, ImportRef>;
  /** Exported name → local name (`export const a`, `export { a as b }`, `export default a`). */
  exports: Map<string, string>;
  /** Exported name → another module's export (`export { a } from './x'`). */
  reexports: Map<string, ImportRef>;
  /** `export * from './x'`: files searched for names not found here. */
  starExports: string[];
  /** Top-level bindings: the initializer of a `const`/`let`, a function or class declaration. */
  locals: Map<string, AstNode>;
  /** `export default <expression>`. */
  defaultExpression: AstNode | undefined;
  /** CommonJS: every `require('…')` call with the project file it resolves to (`project/commonjs-modules.ts`). */
  required?: Map<AstNode, string | undefined>;
  /** CommonJS: the value of `module.exports = value`, the module itself as `require` gives it. */
  moduleValue?: AstNode;
}

/** The module a local name is imported from (`import wretch from 'wretch'` → `wretch`). */
export function importedFrom(facts: FileFacts, local: string): string | undefined {
  for (const statement of facts.ast.program.body) {
    if (statement.type !== 'ImportDeclaration') continue;
    if (statement.specifiers.some((s) => s.local.name === local)) return statement.source.value;
  }
  return undefined;
}

/** Unwraps what does not change a value: parentheses, `as`, `satisfies`, `!`, `Object.freeze(…)`. */
export function unwrap(node: AstNode | undefined): AstNode | undefined {
  let current = node;
  for (let i = 0; current && i < 10; i++) {
    if (
      current.type === 'TSAsExpression' ||
      current.type === 'TSSatisfiesExpression' ||
      current.type === 'TSNonNullExpression' ||
      current.type === 'ParenthesizedExpression' ||
      current.type === 'TSTypeAssertion'
    ) {
      current = current.expression;
    } else if (
      current.type === 'CallExpression' &&
      current.callee.type === 'MemberExpression' &&
      textOfMember(current.callee) === 'Object.freeze'
    ) {
      current = current.arguments[0];
    } else return current;
  }
  return current;
}

/** `a.b.c` for a chain of identifiers and `this`; undefined for anything else. */
export function textOfMember(node: AstNode): string | undefined {
  if (isIdentifier(node)) return node.name;
  if (node.type === 'ThisExpression') return 'this';
  if ((node.type === 'MemberExpression' || node.type === 'OptionalMemberExpression') && !node.computed) {
    const object = textOfMember(node.object);
    const property = node.property;
    return object && isIdentifier(property) ? `${object}.${property.name}` : undefined;
  }
  if (node.type === 'MetaProperty') return 'import.meta';
  return undefined;
}

/** Reads a parsed file's imports, exports and top-level bindings; `resolve` maps a specifier to a file. */
export function collectFileFacts(
  file: string,
  source: string,
  ast: t.File,
  resolve: (specifier: string) => string | undefined,
): FileFacts {
  const facts: FileFacts = {
    file,
    source,
    ast,
    imports: new Map(),
    typeImports: new Map(),
    exports: new Map(),
    reexports: new Map(),
    starExports: [],
    locals: new Map(),
    defaultExpression: undefined,
  };
  for (const statement of ast.program.body) {
    switch (statement.type) {
      case 'ImportDeclaration': {
        const target = resolve(statement.source.value);
        const into = statement.importKind === 'type' ? facts.typeImports : facts.imports;
        for (const specifier of statement.specifiers) {
          const local = specifier.local.name;
          const name =
            specifier.type === 'ImportDefaultSpecifier'
              ? 'default'
              : specifier.type === 'ImportNamespaceSpecifier'
                ? '*'
                : nameOf(specifier.imported);
          into.set(local, { file: target, name });
        }
        break;
      }
      case 'ExportNamedDeclaration': {
        const declaration = statement.declaration;
        if (declaration) {
          for (const name of declare(declaration, facts)) facts.exports.set(name, name);
        } else if (statement.source) {
          const target = resolve(statement.source.value);
          for (const specifier of statement.specifiers) {
            facts.reexports.set(nameOf(specifier.exported), {
              file: target,
              // `export * as ns from './x'` has no local name
              name: nameOf('local' in specifier ? specifier.local : specifier.exported),
            });
          }
        } else {
          for (const specifier of statement.specifiers) {
            // without `from`, only `export { a as b }`: a local name for each
            if (specifier.type === 'ExportSpecifier')
              facts.exports.set(nameOf(specifier.exported), nameOf(specifier.local));
          }
        }
        break;
      }
      case 'ExportAllDeclaration': {
        const target = resolve(statement.source.value);
        // the ESTree plugin (JS files) writes `export * as ns from` this way, with `exported`
        if (target && !('exported' in statement && statement.exported)) facts.starExports.push(target);
        break;
      }
      case 'ExportDefaultDeclaration': {
        const declaration = statement.declaration;
        const names = declare(declaration, facts);
        const [first] = names;
        if (first !== undefined) facts.exports.set('default', first);
        else if (isIdentifier(declaration)) facts.exports.set('default', declaration.name);
        else facts.defaultExpression = declaration;
        break;
      }
      default:
        declare(statement, facts);
    }
  }
  collectCommonJs(facts, resolve);
  return facts;
}

/** Records a declaration's bindings in `facts.locals`; returns their names. */
function declare(node: AstNode, facts: FileFacts): string[] {
  if (node.type === 'VariableDeclaration') {
    const names: string[] = [];
    for (const declarator of node.declarations) {
      const id = declarator.id;
      if (id.type === 'Identifier' && declarator.init) {
        facts.locals.set(id.name, declarator.init);
        names.push(id.name);
      } else if (id.type === 'Identifier' && node.kind === 'let' && facts.ast) {
        // `let shared; … shared ??= createClient()`: a memoised getter's value (`lazy-singleton.ts`)
        const value = lazySingletonValue(facts.ast.program, id.name);
        if (value) facts.locals.set(id.name, value);
      }
    }
    return names;
  }
  if (
    (node.type === 'FunctionDeclaration' ||
      node.type === 'ClassDeclaration' ||
      node.type === 'TSEnumDeclaration') &&
    node.id
  ) {
    const name = node.id.name;
    facts.locals.set(name, node);
    return [name];
  }
  return [];
}

/** The name an import or export specifier gives: an identifier, or a string (`export { a as 'b-c' }`). */
function nameOf(node: t.Identifier | t.StringLiteral): string {
  return node.type === 'Identifier' ? node.name : node.value;
}

/** Every node of a file with its ancestors, for passes that look at calls anywhere in it. */
export function eachNode(ast: AstNode, visit: (node: AstNode, parents: readonly AstNode[]) => void): void {
  walk(ast, [], (node, parents) => {
    visit(node, parents);
    return true;
  });
}
