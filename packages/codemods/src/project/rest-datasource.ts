import type * as t from '@babel/types';
import { isIdentifier, type AstNode } from '../transform/node-types.js';
import { unwrap, type FileFacts } from './file-facts.js';
import { memberKey, propertyName, type Linker } from './linker.js';
import type { Located } from './wrappers.js';

/**
 * Packages whose `RESTDataSource` a class extends to call a REST API: inside it, `this.get(path, { params })`,
 * `this.post(path, { body })`, `this.put`, `this.patch`, `this.delete` send a request to `path` resolved against
 * the class's `baseURL` (Apollo's `@apollo/datasource-rest`, and its predecessor `apollo-datasource-rest`).
 */
const DATA_SOURCE_CLASSES: ReadonlyMap<string, string> = new Map([
  ['@apollo/datasource-rest', 'RESTDataSource'],
  ['apollo-datasource-rest', 'RESTDataSource'],
]);
/** The request methods `RESTDataSource` gives its subclasses. */
const VERBS = new Set(['get', 'post', 'put', 'patch', 'delete', 'head']);
const MAX_DEPTH = 6;

type ClassNode = t.ClassDeclaration | t.ClassExpression;
interface ClassAt {
  facts: FileFacts;
  node: ClassNode;
  parents: readonly AstNode[];
}

/**
 * The base a `this.get(…)`-like call of a `RESTDataSource` subclass sends its path under: the `baseURL` the class
 * (or a class of the project it extends) sets as a field or in its constructor. Undefined when the callee is not
 * such a call, when a class of the chain declares the method itself (then it is the project's own wrapper), or
 * when no class of the chain sets `baseURL`.
 */
export function dataSourceBase(
  linker: Linker,
  facts: FileFacts,
  callee: AstNode,
  parents: readonly AstNode[],
): Located | undefined {
  if (callee.type !== 'MemberExpression' || callee.object.type !== 'ThisExpression') return undefined;
  const verb = memberKey(callee);
  if (verb === undefined || !VERBS.has(verb)) return undefined;
  const own = classOfThis(facts, parents);
  let base: Located | undefined;
  for (let cls = own, depth = 0; cls && depth < MAX_DEPTH; depth++) {
    if (declaresMethod(cls.node, verb)) return undefined;
    base ??= baseField(cls);
    const parent = cls.node.superClass;
    if (!parent) return undefined;
    if (isDataSourceImport(cls.facts, parent)) return base;
    cls = superClassOf(linker, cls, parent);
  }
  return undefined;
}

/** The class whose instance `this` is at the end of `parents`: the nearest class, through arrow functions only. */
function classOfThis(facts: FileFacts, parents: readonly AstNode[]): ClassAt | undefined {
  for (let i = parents.length - 1; i >= 1; i--) {
    const node = parents[i];
    if (
      node?.type === 'FunctionExpression' ||
      node?.type === 'FunctionDeclaration' ||
      node?.type === 'ObjectMethod'
    )
      return undefined;
    const cls = parents[i - 1];
    if (node?.type === 'ClassBody' && (cls?.type === 'ClassDeclaration' || cls?.type === 'ClassExpression'))
      return { facts, node: cls, parents: parents.slice(0, i - 1) };
  }
  return undefined;
}

function declaresMethod(cls: ClassNode, name: string): boolean {
  return cls.body.body.some(
    (member) =>
      (member.type === 'ClassMethod' || member.type === 'ClassProperty') && propertyName(member) === name,
  );
}

/** `override baseURL = …` as a field, or `this.baseURL = …` in the constructor. */
function baseField(cls: ClassAt): Located | undefined {
  const body = cls.node.body;
  const inside = [...cls.parents, cls.node, body];
  for (const member of body.body) {
    if (member.type === 'ClassProperty' && propertyName(member) === 'baseURL' && member.value)
      return { facts: cls.facts, node: member.value, parents: [...inside, member] };
    if (member.type !== 'ClassMethod' || member.kind !== 'constructor') continue;
    for (const statement of member.body.body) {
      const e = statement.type === 'ExpressionStatement' ? statement.expression : undefined;
      if (e?.type !== 'AssignmentExpression') continue;
      const left = e.left;
      if (
        left.type === 'MemberExpression' &&
        left.object.type === 'ThisExpression' &&
        memberKey(left) === 'baseURL'
      )
        return { facts: cls.facts, node: e.right, parents: [...inside, member, member.body, statement, e] };
    }
  }
  return undefined;
}

/** Whether `parent` names `RESTDataSource` imported from one of DATA_SOURCE_CLASSES's packages. */
function isDataSourceImport(facts: FileFacts, parent: AstNode): boolean {
  if (!isIdentifier(parent)) return false;
  for (const statement of facts.ast.program.body) {
    if (statement.type !== 'ImportDeclaration') continue;
    const exported = DATA_SOURCE_CLASSES.get(statement.source.value);
    if (exported === undefined) continue;
    for (const specifier of statement.specifiers) {
      if (specifier.type !== 'ImportSpecifier' || specifier.local.name !== parent.name) continue;
      const imported = specifier.imported;
      if ((imported.type === 'Identifier' ? imported.name : imported.value) === exported) return true;
    }
  }
  return false;
}

/** The project's class a class extends (`class ComplianceAPI extends BaseAPI`), followed through imports. */
function superClassOf(linker: Linker, cls: ClassAt, parent: AstNode): ClassAt | undefined {
  const value = linker.valueOf(cls.facts, parent, cls.parents);
  const node = value && unwrap(value.node);
  if (!value || (node?.type !== 'ClassDeclaration' && node?.type !== 'ClassExpression')) return undefined;
  return { facts: value.facts, node, parents: value.parents ?? [] };
}
