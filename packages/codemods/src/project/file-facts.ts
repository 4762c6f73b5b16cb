import { isIdentifier } from '../transform/node-types.js';
import type { AstNode } from '../transform/parser.js';
import { walk } from '../transform/ast-walk.js';
import { isStringLiteral } from '../transform/url-expression.js';

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
  ast: AstNode;
  imports: Map<string, ImportRef>;
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
      current = current.expression as AstNode;
    } else if (
      current.type === 'CallExpression' &&
      (current.callee as AstNode).type === 'MemberExpression' &&
      textOfMember(current.callee as AstNode) === 'Object.freeze'
    ) {
      current = (current.arguments as AstNode[])[0];
    } else return current;
  }
  return current;
}

/** `a.b.c` for a chain of identifiers and `this`; undefined for anything else. */
export function textOfMember(node: AstNode): string | undefined {
  if (isIdentifier(node)) return node.name;
  if (node.type === 'ThisExpression') return 'this';
  if ((node.type === 'MemberExpression' || node.type === 'OptionalMemberExpression') && !node.computed) {
    const object = textOfMember(node.object as AstNode);
    const property = node.property as AstNode;
    return object && isIdentifier(property) ? `${object}.${property.name}` : undefined;
  }
  if (node.type === 'MetaProperty') return 'import.meta';
  return undefined;
}

/** Reads a parsed file's imports, exports and top-level bindings; `resolve` maps a specifier to a file. */
export function collectFileFacts(
  file: string,
  source: string,
  ast: AstNode,
  resolve: (specifier: string) => string | undefined,
): FileFacts {
  const facts: FileFacts = {
    file,
    source,
    ast,
    imports: new Map(),
    exports: new Map(),
    reexports: new Map(),
    starExports: [],
    locals: new Map(),
    defaultExpression: undefined,
  };
  const program = (ast.type === 'File' ? ast.program : ast) as AstNode;
  for (const statement of program.body as AstNode[]) {
    switch (statement.type) {
      case 'ImportDeclaration': {
        if (statement.importKind === 'type') break;
        const target = resolve((statement.source as AstNode).value as string);
        for (const specifier of statement.specifiers as AstNode[]) {
          const local = (specifier.local as AstNode).name as string;
          const name =
            specifier.type === 'ImportDefaultSpecifier'
              ? 'default'
              : specifier.type === 'ImportNamespaceSpecifier'
                ? '*'
                : nameOf(specifier.imported as AstNode);
          facts.imports.set(local, { file: target, name });
        }
        break;
      }
      case 'ExportNamedDeclaration': {
        const declaration = statement.declaration as AstNode | null;
        if (declaration) {
          for (const name of declare(declaration, facts)) facts.exports.set(name, name);
        } else if (statement.source) {
          const target = resolve((statement.source as AstNode).value as string);
          for (const specifier of statement.specifiers as AstNode[]) {
            facts.reexports.set(nameOf(specifier.exported as AstNode), {
              file: target,
              name: nameOf((specifier.local ?? specifier.exported) as AstNode),
            });
          }
        } else {
          for (const specifier of statement.specifiers as AstNode[]) {
            facts.exports.set(nameOf(specifier.exported as AstNode), nameOf(specifier.local as AstNode));
          }
        }
        break;
      }
      case 'ExportAllDeclaration': {
        const target = resolve((statement.source as AstNode).value as string);
        if (target && !statement.exported) facts.starExports.push(target);
        break;
      }
      case 'ExportDefaultDeclaration': {
        const declaration = statement.declaration as AstNode;
        const names = declare(declaration, facts);
        if (names.length > 0) facts.exports.set('default', names[0]!);
        else if (isIdentifier(declaration)) facts.exports.set('default', declaration.name);
        else facts.defaultExpression = declaration;
        break;
      }
      default:
        declare(statement, facts);
    }
  }
  return facts;
}

/** Records a declaration's bindings in `facts.locals`; returns their names. */
function declare(node: AstNode, facts: FileFacts): string[] {
  if (node.type === 'VariableDeclaration') {
    const names: string[] = [];
    for (const declarator of node.declarations as AstNode[]) {
      const id = declarator.id as AstNode;
      if (id.type === 'Identifier' && declarator.init) {
        facts.locals.set(id.name as string, declarator.init as AstNode);
        names.push(id.name as string);
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
    const name = (node.id as AstNode).name as string;
    facts.locals.set(name, node);
    return [name];
  }
  return [];
}

function nameOf(node: AstNode): string {
  return isStringLiteral(node) ? node.value : (node.name as string);
}

/** Every node of a file with its ancestors, for passes that look at calls anywhere in it. */
export function eachNode(ast: AstNode, visit: (node: AstNode, parents: readonly AstNode[]) => void): void {
  walk(ast, [], (node, parents) => {
    visit(node, parents);
    return true;
  });
}
