import type * as t from '@babel/types';
import { isIdentifier, isStringLiteral, type AstNode } from '../transform/node-types.js';
import { localDeclarator, localFunction } from '../transform/bindings.js';
import { type FileFacts, unwrap } from './file-facts.js';
import { parameterTypeName } from './typed-parameter.js';
import { autoImports, type AutoImport } from './auto-imports.js';
import { dependsOnArguments } from './argument-dependent.js';
import { isEnvironmentRead } from './environment-read.js';
import { isScriptFacts, scriptGlobals } from './script-scope.js';
import { epicWiring, injectedDependency, thirdParameterOf, type EpicWiring } from './epic-dependencies.js';
import { isModuleExports } from './commonjs-modules.js';
import { configDefault, configKey } from './node-config.js';

/** A value found for an expression: the node that holds it and the file it is in. */
export interface Value {
  facts: FileFacts;
  node: AstNode;
  /** The ancestors of `node` when known (a binding found inside a function), nearest last. */
  parents?: readonly AstNode[];
}

/** A class of the project, found for a value. */
export type ClassValue = Value & { node: t.ClassDeclaration | t.ClassExpression };

/** A function whose returned expression the linker follows (a builder, a factory, a method). */
export type LinkedFunction =
  t.ArrowFunctionExpression | t.FunctionExpression | t.FunctionDeclaration | t.ObjectMethod | t.ClassMethod;

/** The function of the project a callee (`send`, `api.request`) names, with the facts of its file; else undefined. */
export function calledFunction(
  linker: Linker,
  facts: FileFacts,
  callee: AstNode,
  parents: readonly AstNode[],
): { fn: LinkedFunction; facts: FileFacts } | undefined {
  if (callee.type !== 'Identifier' && callee.type !== 'MemberExpression') return undefined;
  const value = linker.valueOf(facts, callee, parents);
  const fn = value && unwrap(value.node);
  return fn && isLinkedFunction(fn) ? { fn, facts: value.facts } : undefined;
}

/** True for a {@link LinkedFunction}. */
export function isLinkedFunction(node: AstNode): node is LinkedFunction {
  switch (node.type) {
    case 'ArrowFunctionExpression':
    case 'FunctionExpression':
    case 'FunctionDeclaration':
    case 'ObjectMethod':
    case 'ClassMethod':
      return true;
    default:
      return false;
  }
}

const MAX_DEPTH = 12;

/**
 * Follows expressions to the values they hold across the project: local and top-level bindings, imports and
 * re-exports (aliases included), members of object literals (`ENDPOINTS.records`), `this.x` class fields, and
 * the returned expression of builder functions (`paths.record(id)` → `` `/records/${id}` ``).
 */
export class Linker {
  private auto: Map<string, AutoImport> | undefined;
  private globals: Map<string, FileFacts> | undefined;
  private epics: EpicWiring | undefined;

  constructor(readonly files: ReadonlyMap<string, FileFacts>) {}

  /** The value `node` (in `facts`, with ancestors `parents`) holds, or undefined when it cannot be followed. */
  valueOf(facts: FileFacts, node: AstNode, parents: readonly AstNode[] = [], depth = 0): Value | undefined {
    if (depth > MAX_DEPTH) return undefined;
    const n = unwrap(node);
    if (!n) return undefined;
    switch (n.type) {
      case 'Identifier':
        return this.binding(facts, n.name, parents, depth);
      case 'MemberExpression':
      case 'OptionalMemberExpression': {
        const name = memberKey(n);
        if (name === undefined) return undefined;
        // `import.meta.env.API`: the value itself, so every read of one variable is one value (one base)
        if (isEnvironmentRead(n)) return { facts, node: n, parents };
        const object = n.object;
        if (object.type === 'ThisExpression') return this.classField(facts, name, parents, depth);
        if (object.type === 'Identifier') {
          const ref = this.namespaceOf(facts, object.name, parents);
          if (ref) return this.exported(ref, name, depth + 1);
        }
        // a CommonJS module reading its own export (`exports.listRecords(…)`, `module.exports.get`)
        if (isOwnExports(facts, object, parents)) return this.exported(facts, name, depth + 1);
        const holder = this.valueOf(facts, object, parents, depth + 1);
        if (!holder && object.type === 'Identifier')
          return this.typedMethod(facts, object.name, name, parents, depth);
        const target = holder && unwrap(holder.node);
        // a module `require` gave (`const client = require('./client')`): its export
        if (holder && target?.type === 'Program') return this.exported(holder.facts, name, depth + 1);
        if (holder && target?.type === 'NewExpression')
          return this.instanceMethod(holder, target, name, depth);
        if (!holder || target?.type !== 'ObjectExpression') return undefined;
        // widened to every flavour: JS files give ESTree `Property` members
        const members: readonly AstNode[] = target.properties;
        for (const property of members) {
          if ((property.type === 'ObjectProperty' || property.type === 'Property') && !property.computed) {
            if (propertyName(property) === name)
              return (
                this.valueOf(holder.facts, property.value, [], depth + 1) ?? {
                  facts: holder.facts,
                  node: property.value,
                }
              );
          }
          // with the object's ancestors: a factory's method reads what the factory's body declares (`request`)
          if (property.type === 'ObjectMethod' && propertyName(property) === name)
            return holder.parents
              ? { facts: holder.facts, node: property, parents: [...holder.parents, target] }
              : { facts: holder.facts, node: property };
        }
        return undefined;
      }
      case 'CallExpression': {
        const required = this.requiredModule(facts, n, depth);
        if (required) return required;
        // node-config's `config.get('compliance.baseUrl')`: what config/default.js gives the key, or the read itself
        const key = configKey(facts, n, parents);
        if (key !== undefined) {
          const found = configDefault(this.files, key);
          return (
            (found && this.valueOf(found.facts, found.node, [], depth + 1)) ?? { facts, node: n, parents }
          );
        }
        // a builder of the project returns its expression; any other call (`axios.create(…)`) is the value itself
        const callee = this.valueOf(facts, n.callee, parents, depth + 1);
        const fn = callee && unwrap(callee.node);
        const returned = fn && returnedExpression(fn);
        if (!callee || !fn || !returned || !isLinkedFunction(fn)) return { facts, node: n, parents };
        // a factory (`function createHttp() { const client = axios.create(…); return client; }`): what it returns
        const inside = [...(callee.parents ?? []), fn, fn.body];
        const followed = this.valueOf(callee.facts, returned, inside, depth + 1);
        // `required('API_URL')` over `return process.env[name]`, `get: (name) => values[name] ?? ''`: a value looked up
        // with the arguments, so each call is its own value (a factory's client or a path helper's path is followed)
        if ((!followed || isReadExpression(followed.node)) && dependsOnArguments(fn, returned))
          return { facts, node: n, parents };
        if (followed) return followed;
        return { facts: callee.facts, node: returned };
      }
      default:
        return { facts, node: n, parents };
    }
  }

  /**
   * What `require('./x')` of a project file gives: the value of its `module.exports = value`, or the module itself (its
   * Program node, whose members are its exports); undefined for any other call, or a package's module.
   */
  private requiredModule(facts: FileFacts, call: AstNode, depth: number): Value | undefined {
    const file = facts.required?.get(call);
    const target = file === undefined ? undefined : this.files.get(file);
    if (!target) return undefined;
    const value = target.moduleValue;
    if (value && value.type !== 'ObjectExpression')
      return this.valueOf(target, value, [], depth + 1) ?? { facts: target, node: value };
    return { facts: target, node: target.ast.program };
  }

  /** `http.get` on a parameter `http: HttpClient` of a class of the project: the class's method `get`. */
  private typedMethod(
    facts: FileFacts,
    parameter: string,
    name: string,
    parents: readonly AstNode[],
    depth: number,
  ): Value | undefined {
    const typeName = parameterTypeName(parameter, parents);
    if (typeName === undefined) return undefined;
    const typeRef = facts.typeImports.get(typeName);
    const typeFile = typeRef?.file && this.files.get(typeRef.file);
    const cls =
      typeRef && typeFile
        ? this.exported(typeFile, typeRef.name, depth + 1)
        : this.binding(facts, typeName, [], depth + 1);
    const node = cls && unwrap(cls.node);
    if (!cls || (node?.type !== 'ClassDeclaration' && node?.type !== 'ClassExpression')) return undefined;
    return methodOf({ ...cls, node }, name);
  }

  /** `new ApiClient(…)` of a class in the project: its method `name`, with the class body among its ancestors. */
  private instanceMethod(
    holder: Value,
    created: t.NewExpression,
    name: string,
    depth: number,
  ): Value | undefined {
    const cls = this.classOf(holder.facts, created, holder.parents ?? [], depth);
    return cls && methodOf(cls, name);
  }

  /** The class of the project a `new` expression creates. */
  classOf(
    facts: FileFacts,
    created: t.NewExpression,
    parents: readonly AstNode[],
    depth = 0,
  ): ClassValue | undefined {
    const cls = this.valueOf(facts, created.callee, parents, depth + 1);
    const node = cls && unwrap(cls.node);
    return node && (node.type === 'ClassDeclaration' || node.type === 'ClassExpression')
      ? { ...cls, node }
      : undefined;
  }

  /** The export `name` of a file, followed to its value. */
  exported(facts: FileFacts, name: string, depth = 0): Value | undefined {
    if (depth > MAX_DEPTH) return undefined;
    const local = facts.exports.get(name);
    if (local !== undefined) return this.binding(facts, local, [], depth + 1);
    if (name === 'default' && facts.defaultExpression)
      return this.valueOf(facts, facts.defaultExpression, [], depth + 1);
    const re = facts.reexports.get(name);
    if (re?.file) {
      const target = this.files.get(re.file);
      return target ? this.exported(target, re.name, depth + 1) : undefined;
    }
    for (const file of facts.starExports) {
      const target = this.files.get(file);
      const found = target && this.exported(target, name, depth + 1);
      if (found) return found;
    }
    return undefined;
  }

  /** Where an identifier comes from when it names a namespace import (`import * as EP`). */
  private namespaceOf(facts: FileFacts, name: string, parents: readonly AstNode[]): FileFacts | undefined {
    if (localDeclarator(name, parents) !== undefined) return undefined;
    const ref = facts.imports.get(name);
    return ref?.name === '*' && ref.file ? this.files.get(ref.file) : undefined;
  }

  private binding(
    facts: FileFacts,
    name: string,
    parents: readonly AstNode[],
    depth: number,
  ): Value | undefined {
    const local = localDeclarator(name, parents);
    if (local === 'parameter') return this.injected(name, parents, depth);
    if (local) return this.valueOf(facts, local.init, local.parents, depth + 1);
    const nested = localFunction(name, parents);
    if (nested) return { facts, node: nested.node, parents: nested.parents };
    const top = facts.locals.get(name);
    if (top) {
      return top.type === 'FunctionDeclaration' || top.type === 'ClassDeclaration'
        ? { facts, node: top }
        : this.valueOf(facts, top, [], depth + 1);
    }
    const ref = facts.imports.get(name);
    if (ref?.file && ref.name !== '*') {
      const target = this.files.get(ref.file);
      return target ? this.exported(target, ref.name, depth + 1) : undefined;
    }
    // a name bound nowhere in a script file: another script's top-level declaration (one global scope)
    const global = isScriptFacts(facts)
      ? (this.globals ??= scriptGlobals(this.files.values())).get(name)
      : undefined;
    if (global && global !== facts) return this.binding(global, name, [], depth + 1);
    // a name bound nowhere in the file: a Nuxt app's auto-imported composable or util
    const auto = (this.auto ??= autoImports(this.files.values())).get(name);
    return auto && this.exported(auto.facts, auto.name, depth + 1);
  }

  /** An epic's third parameter (`{ getJSON }` of `(action$, state$, { getJSON }) => …`): what the middleware injects. */
  private injected(name: string, parents: readonly AstNode[], depth: number): Value | undefined {
    const at = thirdParameterOf(name, parents);
    if (!at) return undefined;
    if (!this.epics) {
      this.epics = { epics: new Set(), dependencies: undefined }; // recursion guard while it is read
      this.epics = epicWiring(this, this.files.values());
    }
    return injectedDependency(this, this.epics, at.fn, at.key, depth);
  }

  private classField(
    facts: FileFacts,
    name: string,
    parents: readonly AstNode[],
    depth: number,
  ): Value | undefined {
    const body = [...parents].reverse().find((p) => p.type === 'ClassBody');
    if (!body) return undefined;
    // widened to every flavour: JS files give ESTree `MethodDefinition` (and `PropertyDefinition`) members
    const members: readonly AstNode[] = body.body;
    for (const member of members) {
      const isField = member.type === 'ClassProperty' || member.type === 'PropertyDefinition';
      if (isField && propertyName(member) === name && member.value) {
        return this.valueOf(facts, member.value, [body], depth + 1);
      }
      if (member.type === 'ClassMethod' && member.kind === 'method' && propertyName(member) === name) {
        return { facts, node: member, parents: [...parents.slice(0, parents.indexOf(body) + 1)] };
      }
      if (
        (member.type === 'ClassMethod' || member.type === 'MethodDefinition') &&
        propertyName(member) === 'constructor'
      ) {
        const fn = member.type === 'MethodDefinition' ? member.value : member;
        for (const statement of fn.body.body) {
          const e = statement.type === 'ExpressionStatement' ? statement.expression : undefined;
          if (e?.type !== 'AssignmentExpression') continue;
          const left = e.left;
          if (
            left.type === 'MemberExpression' &&
            left.object.type === 'ThisExpression' &&
            memberKey(left) === name
          ) {
            return this.valueOf(facts, e.right, [body], depth + 1);
          }
        }
      }
    }
    return undefined;
  }
}

/** The method `name` of a class, with the class body among its ancestors. */
function methodOf(cls: ClassValue, name: string): Value | undefined {
  const body = cls.node.body;
  for (const member of body.body) {
    if (member.type === 'ClassMethod' && member.kind === 'method' && propertyName(member) === name)
      return { facts: cls.facts, node: member, parents: [...(cls.parents ?? []), cls.node, body] };
  }
  return undefined;
}

/** The name of a non-computed member access, or of a computed one with a string key. */
export function memberKey(member: t.MemberExpression | t.OptionalMemberExpression): string | undefined {
  const property = member.property;
  if (!member.computed && isIdentifier(property)) return property.name;
  if (member.computed && isStringLiteral(property)) return property.value;
  return undefined;
}

/** The key of an object or class member, when it is plain. */
export function propertyName(property: {
  key?: AstNode | null;
  computed?: boolean | null;
}): string | undefined {
  const key = property.key;
  if (!key || property.computed) return undefined;
  if (isIdentifier(key)) return key.name;
  if (isStringLiteral(key)) return key.value;
  return undefined;
}

/** The expression a function returns: its expression body, or the argument of its only top-level return. */
export function returnedExpression(fn: AstNode): AstNode | undefined {
  if (!isLinkedFunction(fn)) return undefined;
  const body = fn.body;
  if (body.type !== 'BlockStatement') return body;
  const returns = body.body.filter((s) => s.type === 'ReturnStatement');
  const [only] = returns;
  return returns.length === 1 && only?.type === 'ReturnStatement' ? (only.argument ?? undefined) : undefined;
}

/** A lookup by key (`values[name]`, `values[name] ?? ''`): what it yields is read, not made by the function. */
function isReadExpression(node: AstNode): boolean {
  let value = unwrap(node) ?? node;
  if (value.type === 'LogicalExpression') value = unwrap(value.left) ?? value.left;
  return (
    (value.type === 'MemberExpression' || value.type === 'OptionalMemberExpression') &&
    value.computed === true
  );
}

/** `exports` or `module.exports` of a CommonJS module, where the code binds no `exports` of its own. */
function isOwnExports(facts: FileFacts, object: AstNode, parents: readonly AstNode[]): boolean {
  if (facts.required === undefined && !facts.exports.size) return false;
  if (isModuleExports(object)) return true;
  return (
    isIdentifier(object) &&
    object.name === 'exports' &&
    localDeclarator('exports', parents) === undefined &&
    !facts.locals.has('exports') &&
    !facts.imports.has('exports')
  );
}
