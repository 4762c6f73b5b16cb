import { walk } from '../transform/ast-walk.js';
import { argsOf } from '../transform/call-site.js';
import { identifierName, isFunction, isMember, stringValue, type AstNode } from '../transform/node-types.js';

/**
 * Where a name of plain JavaScript is bound, and what `this` is inside a class's method: the two questions the
 * Backbone flow asks of every expression (`values.ts`). Pure questions about one parsed file.
 */

/** A name's binding: a declared variable's value, a function's parameter, a class or function declaration. */
export type Binding =
  | { kind: 'var'; init: AstNode; parents: AstNode[] }
  | { kind: 'param'; fn: AstNode & { params: AstNode[] }; index: number; parents: AstNode[] }
  | { kind: 'declared'; node: AstNode; parents: AstNode[] };

/**
 * The nearest binding of `name` around a node (its ancestors `parents`); undefined when none is found in the file
 * or when the variable is assigned again somewhere in its scope (its value is then not the one declared).
 */
export function bindingOf(name: string, parents: readonly AstNode[]): Binding | undefined {
  for (let i = parents.length - 1; i >= 0; i--) {
    const node = parents[i]!;
    if (isFunction(node)) {
      const index = node.params.findIndex((p) => identifierName(p) === name);
      if (index >= 0) return { kind: 'param', fn: node, index, parents: parents.slice(0, i) };
      continue;
    }
    if (node.type !== 'BlockStatement' && node.type !== 'Program') continue;
    for (const item of node.body) {
      const statement = item.type === 'ExportNamedDeclaration' && item.declaration ? item.declaration : item;
      if (
        (statement.type === 'FunctionDeclaration' || statement.type === 'ClassDeclaration') &&
        statement.id?.name === name
      )
        return { kind: 'declared', node: statement, parents: parents.slice(0, i + 1) };
      if (statement.type !== 'VariableDeclaration') continue;
      for (const declarator of statement.declarations) {
        if (identifierName(declarator.id) !== name) continue;
        if (!declarator.init || assignedIn(node, name)) return undefined;
        return {
          kind: 'var',
          init: declarator.init,
          parents: [...parents.slice(0, i + 1), statement, declarator],
        };
      }
    }
  }
  return undefined;
}

/** Whether `name` is assigned anywhere in `scope` (`name = …`, `name += …`). */
function assignedIn(scope: AstNode, name: string): boolean {
  let found = false;
  walk(scope, [], (node) => {
    if (found) return false;
    if (node.type === 'AssignmentExpression' && identifierName(node.left) === name) found = true;
    if (node.type === 'UpdateExpression' && identifierName(node.argument) === name) found = true;
    return !found;
  });
  return found;
}

/** A class of the app: `X.extend({ … })` (its object literal is the body) or `class … extends X { … }`. */
export interface ClassNode {
  /** The `extend` call or the class node. */
  node: AstNode;
  /** The ancestors of `node`. */
  parents: AstNode[];
  /** What it extends, as written (`Backbone.View`). */
  base: string;
}

/** The class whose method a node is in, with that method's name (`this` is the instance there); else undefined. */
export function thisClass(
  parents: readonly AstNode[],
): { cls: ClassNode; method: string | undefined; fn: AstNode } | undefined {
  for (let i = parents.length - 1; i >= 0; i--) {
    const fn = parents[i]!;
    if (!isFunction(fn) || fn.type === 'ArrowFunctionExpression') continue;
    // a class method: Babel's `ClassMethod`, or ESTree's `MethodDefinition` holding a function
    const definition = parents[i - 1]?.type === 'MethodDefinition' ? parents[i - 1] : undefined;
    if (fn.type === 'ClassMethod' || definition) {
      const at = definition ? i - 3 : i - 2;
      const cls = parents[at];
      const base =
        cls && (cls.type === 'ClassDeclaration' || cls.type === 'ClassExpression')
          ? cls.superClass
          : undefined;
      if (!cls || !base) return undefined;
      const key = (definition ?? fn) as { key?: AstNode };
      return {
        cls: { node: cls, parents: parents.slice(0, at), base: written(base) },
        method: identifierName(key.key),
        fn,
      };
    }
    // `name: function () {…}` or `name() {…}` in the object literal given to `extend`
    const property = fn.type === 'ObjectMethod' ? fn : parents[i - 1];
    const at = fn.type === 'ObjectMethod' ? i - 1 : i - 2;
    const body = parents[at];
    const call = parents[at - 1];
    if (!property || body?.type !== 'ObjectExpression' || call?.type !== 'CallExpression') return undefined;
    if (
      !isMember(call.callee) ||
      identifierName(call.callee.property) !== 'extend' ||
      argsOf(call)[0] !== body
    )
      return undefined;
    const key = 'key' in property ? identifierName(property.key as AstNode) : undefined;
    return {
      cls: { node: call, parents: parents.slice(0, at - 1), base: written(call.callee.object) },
      method: key,
      fn,
    };
  }
  return undefined;
}

/** The class an `extend` call or class node makes, if it is one. */
export function classNode(node: AstNode, parents: readonly AstNode[]): ClassNode | undefined {
  if ((node.type === 'ClassDeclaration' || node.type === 'ClassExpression') && node.superClass)
    return { node, parents: [...parents], base: written(node.superClass) };
  if (
    node.type === 'CallExpression' &&
    isMember(node.callee) &&
    identifierName(node.callee.property) === 'extend' &&
    argsOf(node)[0]?.type === 'ObjectExpression'
  )
    return { node, parents: [...parents], base: written(node.callee.object) };
  return undefined;
}

/** The members of a class's body: each key with its value (a method is its own value). */
export function classMembers(cls: ClassNode): { key: string; value: AstNode; parents: AstNode[] }[] {
  const out: { key: string; value: AstNode; parents: AstNode[] }[] = [];
  const node = cls.node;
  if (node.type === 'CallExpression') {
    const body = argsOf(node)[0];
    if (body?.type !== 'ObjectExpression') return out;
    for (const p of body.properties) {
      const key = p.type === 'SpreadElement' ? undefined : (identifierName(p.key) ?? stringValue(p.key));
      if (key === undefined || p.type === 'SpreadElement') continue;
      const value = p.type === 'ObjectMethod' ? p : p.value;
      out.push({
        key,
        value,
        parents: [...cls.parents, node, body, ...(p.type === 'ObjectMethod' ? [] : [p])],
      });
    }
  } else if (node.type === 'ClassDeclaration' || node.type === 'ClassExpression') {
    // Babel's `ClassMethod`/`ClassProperty`, ESTree's `MethodDefinition`/`PropertyDefinition` (a value each)
    for (const m of node.body.body as AstNode[]) {
      const member = m as { type: string; key?: AstNode; value?: AstNode | null };
      const key = identifierName(member.key);
      const value = m.type === 'ClassMethod' ? m : member.value;
      const kinds = ['ClassMethod', 'ClassProperty', 'MethodDefinition', 'PropertyDefinition'];
      if (key === undefined || !value || !kinds.includes(m.type)) continue;
      out.push({
        key,
        value,
        parents: [...cls.parents, node, node.body, ...(m.type === 'ClassMethod' ? [] : [m])],
      });
    }
  }
  return out;
}

/** An expression's text when it is a dotted name (`Backbone.View`); empty otherwise. */
export function written(node: AstNode): string {
  if (node.type === 'Identifier') return node.name;
  if (isMember(node) && !node.computed) {
    const object = written(node.object);
    const property = identifierName(node.property);
    return object && property ? `${object}.${property}` : '';
  }
  return '';
}
