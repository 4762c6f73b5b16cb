import { walk } from '../transform/ast-walk.js';
import { argsOf, keyName } from '../transform/call-site.js';
import { identifierName, isMember, isProperty, stringValue, type AstNode } from '../transform/node-types.js';
import { startOf } from '../transform/parser.js';
import { ITERATORS } from '../transform/backbone-body.js';
import type { BackboneFacts } from '../transform/backbone-resource.js';
import type { ModuleLinks } from './modules.js';
import { busKey, busTriggers } from './event-bus.js';
import { methodCalls } from './method-calls.js';
import { requiredId } from './modules.js';
import { bindingOf, classMembers, classNode, thisClass, type ClassNode } from './scopes.js';
import { ABSENT, union, type ApiClass, type Held, type Value } from './held.js';
import {
  COLLECTION_EVENTS,
  MODEL_EVENTS,
  MODEL_LIST,
  ONE_MODEL,
  UNDERSCORE_LIST,
  UNDERSCORE_ONE,
} from './backbone-methods.js';

/**
 * Which values of a Backbone app are instances of a class of this API, across its modules: `new Record(…)` (the
 * class found through the module it is loaded from), what a view is given (`new RecordView({ model: record })` is
 * its `this.model`; `{ records: … }` its `options.records`), `this.x = …` in a class's methods, the models of a
 * collection (`get`, `at`, `findWhere`, `first`, the callbacks of `each`/`map`/`filter`, `_.each` over its
 * `models`, its `add`/`change` listeners), a `save`/`fetch` success callback's model and `toJSON()`'s attributes.
 * A value is known only when every way it is given agrees; anything else is unknown and left alone.
 */

/** Where an expression is: its file and ancestors. */
export interface Place {
  file: string;
  parents: readonly AstNode[];
}

/** The app's modules and classes, and what each value holds. */
export class BackboneValues {
  private readonly apiClasses = new Map<string, ApiClass>();
  private creationIndex: Map<AstNode, { args: AstNode[]; place: Place }[]> | undefined;
  private readonly busy = new Set<AstNode>();
  private readonly outsideSets = new Map<string, boolean>();

  constructor(
    private readonly trees: ReadonlyMap<string, AstNode>,
    private readonly links: ReadonlyMap<string, ModuleLinks>,
    facts: ReadonlyMap<string, readonly BackboneFacts[]>,
  ) {
    for (const [file, list] of facts)
      for (const f of list) this.apiClasses.set(`${file}#${f.start}`, { ...f, file });
  }

  /** The class of this API a class node is, if it is one. */
  apiClass(file: string, cls: ClassNode): ApiClass | undefined {
    return this.apiClasses.get(`${file}#${startOf(cls.node)}`);
  }

  /** The class an expression names (`Record`, `require('./models/record')`, `Backbone.Model.extend({…})`). */
  classOf(expr: AstNode, place: Place, depth = 0): { file: string; cls: ClassNode } | undefined {
    if (depth > 8) return undefined;
    const direct = classNode(expr, place.parents);
    if (direct) return { file: place.file, cls: direct };
    const id = requiredId(expr);
    if (id !== undefined) return undefined; // a module bound by name is found through its import below
    const name = identifierName(expr);
    if (name === undefined) return undefined;
    const binding = bindingOf(name, place.parents);
    if (binding?.kind === 'declared')
      return this.classOf(binding.node, { file: place.file, parents: binding.parents }, depth + 1);
    if (binding?.kind === 'var' && requiredId(binding.init) === undefined)
      return this.classOf(binding.init, { file: place.file, parents: binding.parents }, depth + 1);
    if (binding?.kind === 'param' && !isDefineFactory(binding.fn, binding.parents)) return undefined;
    const imported = this.links.get(place.file)?.imports.get(name);
    const target = imported && this.links.get(imported.file);
    if (!imported || !target || target.exported.length !== 1) return undefined;
    const [exported] = target.exported;
    return this.classOf(exported!.node, { file: imported.file, parents: exported!.parents }, depth + 1);
  }

  /** What an expression holds, when every way it is given agrees. */
  held(expr: AstNode, place: Place): Held | undefined {
    const value = this.value(expr, place);
    return value === ABSENT ? undefined : value;
  }

  private value(expr: AstNode, place: Place): Value {
    if (this.busy.has(expr)) return ABSENT; // `this.model = this.model || new X()`: the other ways decide
    this.busy.add(expr);
    try {
      return this.valueOf(expr, place);
    } finally {
      this.busy.delete(expr);
    }
  }

  private valueOf(expr: AstNode, place: Place): Value {
    const within: Place = { file: place.file, parents: [...place.parents, expr] };
    const inner = (_node: AstNode): Place => within;
    switch (expr.type) {
      case 'ParenthesizedExpression':
        return this.value(expr.expression, inner(expr));
      case 'AssignmentExpression':
        return this.value(expr.right, inner(expr));
      case 'SequenceExpression':
        return this.value(expr.expressions[expr.expressions.length - 1]!, inner(expr));
      case 'LogicalExpression':
        return expr.operator === '&&'
          ? this.value(expr.right, inner(expr))
          : union(this.value(expr.left, inner(expr)), this.value(expr.right, inner(expr)));
      case 'ConditionalExpression': {
        // `_.isArray(models) ? models : …`: only the ways that give `models` a list reach the first branch
        const tested = arrayTested(expr.test);
        const first =
          tested !== undefined && identifierName(expr.consequent) === tested
            ? this.arrayOnly(tested, inner(expr))
            : this.value(expr.consequent, inner(expr));
        return union(first, this.value(expr.alternate, inner(expr)));
      }
      case 'NewExpression': {
        const found = this.classOf(expr.callee, inner(expr));
        const api = found && this.apiClass(found.file, found.cls);
        return api ? { kind: api.kind, cls: api } : undefined;
      }
      case 'Identifier':
        return this.identifier(expr.name, place);
      case 'MemberExpression':
        return this.member(expr, place);
      case 'CallExpression':
        return this.call(expr, place);
      default:
        return undefined;
    }
  }

  /** A name where it is known to hold an array: a parameter's ways that give no list are left out. */
  private arrayOnly(name: string, place: Place): Value {
    const binding = bindingOf(name, place.parents);
    const owner = binding?.kind === 'param' ? thisClass([...binding.parents, binding.fn]) : undefined;
    if (binding?.kind !== 'param' || !owner || owner.fn !== binding.fn || owner.method === undefined)
      return this.identifier(name, place);
    const calls = methodCalls(owner.cls, owner.method, binding.index, this.trees.values());
    if (!calls || calls.length === 0) return undefined;
    let result: Value = ABSENT;
    for (const c of calls) {
      const at: Place = { file: place.file, parents: c.parents };
      // Backbone's own events give a model or a collection first, never an array
      if (c.kind === 'listener') {
        const source = this.held(c.source, at);
        const builtIn = c.events.every(
          (e) => MODEL_EVENTS.test(e) || COLLECTION_EVENTS.test(e) || e === 'sync',
        );
        if ((source?.kind === 'model' || source?.kind === 'collection') && builtIn && binding.index === 0)
          continue;
        return undefined;
      }
      const given = c.node ? this.value(c.node, at) : ABSENT;
      if (given !== ABSENT && given?.kind !== 'list') return undefined;
      result = union(result, given);
    }
    return result;
  }

  private identifier(name: string, place: Place): Value {
    const binding = bindingOf(name, place.parents);
    if (binding?.kind === 'var')
      return this.value(binding.init, { file: place.file, parents: binding.parents });
    if (binding?.kind === 'param')
      return this.parameter(binding.fn, binding.index, { file: place.file, parents: binding.parents });
    return undefined;
  }

  /** `this.model`, `this.records`, `options.records`, `collection.models`, `model.attributes`. */
  private member(expr: AstNode & { type: 'MemberExpression' }, place: Place): Value {
    if (expr.computed) return undefined;
    const name = identifierName(expr.property);
    if (name === undefined) return undefined;
    const self = thisAt(expr.object, place.parents);
    if (self) {
      const owner = thisClass(self);
      return owner ? this.classMember(owner.cls, place.file, name) : undefined;
    }
    const object = this.held(expr.object, { file: place.file, parents: [...place.parents, expr] });
    if (object?.kind === 'options') return this.creationOption(object.owner, name);
    if (name === 'models' && object?.kind === 'collection') return { kind: 'list', cls: object.cls };
    if (name === 'attributes' && object?.kind === 'model') return { kind: 'attrs', cls: object.cls };
    return undefined;
  }

  private call(expr: AstNode & { type: 'CallExpression' }, place: Place): Value {
    const callee = expr.callee;
    if (!isMember(callee) || callee.computed) return undefined;
    const method = identifierName(callee.property);
    const at: Place = { file: place.file, parents: [...place.parents, expr, callee] };
    if (method === undefined) return undefined;
    const owner = identifierName(callee.object);
    if (owner === '_' || owner === 'lodash') {
      const list = argsOf(expr)[0];
      const given = list
        ? this.held(list, { file: place.file, parents: [...place.parents, expr] })
        : undefined;
      if (given?.kind === 'list' && UNDERSCORE_ONE.has(method)) return { kind: 'model', cls: given.cls };
      if (given?.kind === 'list' && UNDERSCORE_LIST.has(method)) return given;
      if (given?.kind === 'attrs' && (method === 'clone' || method === 'extend')) return given;
      return undefined;
    }
    const object = this.held(callee.object, at);
    if (!object || object.kind === 'options') return undefined;
    if (object.kind === 'collection') {
      if (ONE_MODEL.has(method)) return { kind: 'model', cls: object.cls };
      if (MODEL_LIST.has(method)) return { kind: 'list', cls: object.cls };
      return this.ownMethodResult(object.cls, method);
    }
    if (object.kind === 'list') {
      if (method === 'find') return { kind: 'model', cls: object.cls };
      if (method === 'filter' || method === 'slice' || method === 'concat') return object;
    }
    if (object.kind === 'model' && method === 'toJSON') return { kind: 'attrs', cls: object.cls };
    if (object.kind === 'model' && method === 'clone') return object;
    return undefined;
  }

  /** What a collection class's own method returns: a list when each `return` is `this.filter(…)` and the like. */
  private ownMethodResult(cls: ApiClass, method: string): Value {
    const node = this.classAt(cls);
    const member = node && classMembers(node).find((m) => m.key === method);
    if (!member || member.value.type === 'Identifier') return undefined;
    let result: Value = ABSENT;
    walk(member.value, [...member.parents], (n) => {
      if (
        n !== member.value &&
        (n.type === 'FunctionExpression' ||
          n.type === 'ArrowFunctionExpression' ||
          n.type === 'FunctionDeclaration')
      )
        return false;
      if (n.type !== 'ReturnStatement') return true;
      const returned = n.argument;
      const ok =
        returned?.type === 'CallExpression' &&
        isMember(returned.callee) &&
        returned.callee.object.type === 'ThisExpression' &&
        MODEL_LIST.has(identifierName(returned.callee.property) ?? '');
      result = union(result, ok ? { kind: 'list', cls } : undefined);
      return false;
    });
    return result === ABSENT ? undefined : result;
  }

  /** The node of an API class in its file's tree. */
  private classAt(cls: ApiClass): ClassNode | undefined {
    const root = this.trees.get(cls.file);
    let found: ClassNode | undefined;
    if (root)
      walk(root, [], (n, parents) => {
        if (found) return false;
        if (startOf(n) === cls.start && n.type === 'CallExpression') found = classNode(n, parents);
        return !found;
      });
    return found;
  }

  /** A function's parameter: the model an iteration or a listener is called with, a view's `initialize` options. */
  private parameter(fn: AstNode & { params: AstNode[] }, index: number, place: Place): Value {
    const owner = thisClass([...place.parents, fn]);
    if (
      owner &&
      owner.fn === fn &&
      index === 0 &&
      (owner.method === 'initialize' || owner.method === 'constructor')
    )
      return { kind: 'options', owner: owner.cls.node };
    if (owner && owner.fn === fn && owner.method !== undefined)
      return this.methodParameter(owner.cls, owner.method, index, place.file);
    const n = place.parents.length;
    let call = place.parents[n - 1];
    let options: AstNode | undefined;
    // `{ success: function (model) {…} }` given to `save`/`fetch`/`destroy` (or `success(model) {…}`)
    const holder = fn.type === 'ObjectMethod' ? fn : call;
    const up = fn.type === 'ObjectMethod' ? 1 : 0;
    if (
      holder &&
      (isProperty(holder) || holder.type === 'ObjectMethod') &&
      place.parents[n - 2 + up]?.type === 'ObjectExpression'
    ) {
      const key = keyName(holder);
      options = place.parents[n - 2 + up];
      call = place.parents[n - 3 + up];
      if ((key !== 'success' && key !== 'error') || index !== 0) return undefined;
    }
    if (call?.type !== 'CallExpression' || !isMember(call.callee)) return undefined;
    const method = identifierName(call.callee.property);
    const args = argsOf(call);
    const at: Place = { file: place.file, parents: place.parents.slice(0, options ? n - 3 + up : n - 1) };
    const of = (node: AstNode | undefined): Held | undefined => (node ? this.held(node, at) : undefined);
    if (options) {
      const target = of(call.callee.object);
      return method &&
        ['save', 'fetch', 'destroy'].includes(method) &&
        args.includes(options) &&
        target?.kind === 'model'
        ? target
        : undefined;
    }
    if (method === undefined) return undefined;
    const owner2 = identifierName(call.callee.object);
    if ((owner2 === '_' || owner2 === 'lodash') && args[1] === fn && ITERATORS[method] === index) {
      const list = of(args[0]);
      return list?.kind === 'list' ? { kind: 'model', cls: list.cls } : undefined;
    }
    if (method in ITERATORS && args[0] === fn && ITERATORS[method] === index) {
      const list = of(call.callee.object);
      return list?.kind === 'list' || list?.kind === 'collection'
        ? { kind: 'model', cls: list.cls }
        : undefined;
    }
    // `this.listenTo(source, 'add', fn)`, `source.on('add', fn)`
    const listened =
      method === 'listenTo' || method === 'listenToOnce'
        ? args[2] === fn
          ? { source: args[0], events: args[1] }
          : undefined
        : (method === 'on' || method === 'once') && args[1] === fn
          ? { source: call.callee.object, events: args[0] }
          : undefined;
    if (!listened || !listened.source) return undefined;
    const events = (stringValue(listened.events) ?? '').split(/\s+/).filter(Boolean);
    return this.listenerValue(listened.source, events, index, at);
  }

  /** A listener's parameter: a model's or collection's own events, or what an event bus's triggers give. */
  private listenerValue(source: AstNode, events: readonly string[], index: number, at: Place): Value {
    if (events.length === 0) return undefined;
    const held = this.held(source, at);
    if (held && index !== 0) return undefined;
    if (held?.kind === 'model' && events.every((e) => MODEL_EVENTS.test(e) || e === 'sync')) return held;
    if (held?.kind === 'collection' && events.every((e) => MODEL_EVENTS.test(e)))
      return { kind: 'model', cls: held.cls };
    if (held?.kind === 'collection' && events.every((e) => COLLECTION_EVENTS.test(e))) return held;
    if (held) return undefined;
    const key = busKey(source, at.file, at.parents, this.links);
    const triggers = key === undefined ? undefined : busTriggers(key, events, index, this.trees, this.links);
    if (!triggers || triggers.length === 0) return undefined;
    let result: Value = ABSENT;
    for (const t of triggers)
      result = union(result, t.node ? this.value(t.node, { file: t.file, parents: t.parents }) : ABSENT);
    return result === ABSENT ? undefined : result;
  }

  /** A class method's parameter: what every call of the method gives (`this.m(x)`, a listener's event). */
  private methodParameter(cls: ClassNode, method: string, index: number, file: string): Value {
    const calls = methodCalls(cls, method, index, this.trees.values());
    if (!calls || calls.length === 0) return undefined;
    let result: Value = ABSENT;
    for (const c of calls) {
      const at: Place = { file, parents: c.parents };
      const given =
        c.kind === 'argument'
          ? c.node
            ? this.value(c.node, at)
            : ABSENT
          : this.listenerValue(c.source, c.events, index, at);
      result = union(result, given);
    }
    return result === ABSENT ? undefined : result;
  }

  /**
   * `this.name` in a class's methods: every `this.name = …` of the class, and for a view's `model` and
   * `collection`, what each `new View({ … })` gives it.
   */
  private classMember(cls: ClassNode, file: string, name: string): Value {
    if (this.setOutside(name)) return undefined;
    let result: Value = ABSENT;
    let ways = 0;
    walk(cls.node, [...cls.parents], (node, parents) => {
      if (result === undefined) return false;
      if (node.type !== 'AssignmentExpression' || !isMember(node.left) || node.left.computed) return true;
      if (identifierName(node.left.property) !== name) return true;
      const self = thisAt(node.left.object, parents);
      if (!self) return true;
      // `this` of a nested `function` (bound to the instance or not): a way not known
      if (thisClass(self)?.cls.node !== cls.node) {
        result = undefined;
        return false;
      }
      ways++;
      result = union(result, this.value(node.right, { file, parents: [...parents, node] }));
      return true;
    });
    if (cls.base === 'Backbone.View' && (name === 'model' || name === 'collection')) {
      ways++;
      result = union(result, this.creationOption(cls.node, name));
    }
    return ways === 0 || result === ABSENT ? undefined : result;
  }

  /** Whether any module sets `x.name = …` on something other than `this` (an instance's member set from outside). */
  private setOutside(name: string): boolean {
    let found = this.outsideSets.get(name);
    if (found !== undefined) return found;
    found = false;
    for (const root of this.trees.values())
      walk(root, [], (node, parents) => {
        if (found) return false;
        if (node.type !== 'AssignmentExpression' || !isMember(node.left) || node.left.computed) return true;
        if (identifierName(node.left.property) === name && !thisAt(node.left.object, parents)) found = true;
        return !found;
      });
    this.outsideSets.set(name, found);
    return found;
  }

  /** What every `new View(options)` gives as `options[name]`: absent where a creation has no such key. */
  private creationOption(owner: AstNode, name: string): Value {
    const creations = this.creations().get(owner);
    if (!creations || creations.length === 0) return undefined;
    let result: Value = ABSENT;
    for (const { args, place } of creations) {
      const options = args[0];
      if (!options) continue;
      if (options.type !== 'ObjectExpression') return undefined;
      if (options.properties.some((p) => p.type === 'SpreadElement')) return undefined;
      const property = options.properties.find((p) => isProperty(p) && keyName(p) === name);
      if (!property || !isProperty(property)) continue;
      result = union(
        result,
        this.value(property.value, { file: place.file, parents: [...place.parents, options, property] }),
      );
    }
    return result;
  }

  /** Every `new X(…)` of the app, by the class it makes. */
  private creations(): Map<AstNode, { args: AstNode[]; place: Place }[]> {
    if (this.creationIndex) return this.creationIndex;
    const index = new Map<AstNode, { args: AstNode[]; place: Place }[]>();
    for (const [file, root] of this.trees)
      walk(root, [], (node, parents) => {
        if (node.type !== 'NewExpression') return true;
        const found = this.classOf(node.callee, { file, parents: [...parents, node] });
        if (found)
          index.set(found.cls.node, [
            ...(index.get(found.cls.node) ?? []),
            { args: argsOf(node), place: { file, parents: [...parents, node] } },
          ]);
        return true;
      });
    this.creationIndex = index;
    return index;
  }
}

/** The name an array test is about: `_.isArray(x)`, `Array.isArray(x)`. */
function arrayTested(test: AstNode): string | undefined {
  if (
    test.type !== 'CallExpression' ||
    !isMember(test.callee) ||
    identifierName(test.callee.property) !== 'isArray'
  )
    return undefined;
  const owner = identifierName(test.callee.object);
  if (owner !== '_' && owner !== 'lodash' && owner !== 'Array') return undefined;
  const args = argsOf(test);
  return args.length === 1 ? identifierName(args[0]) : undefined;
}

/** Where `this` is read, for `this` and for a variable holding it (`var self = this`); else undefined. */
function thisAt(node: AstNode, parents: readonly AstNode[]): readonly AstNode[] | undefined {
  if (node.type === 'ThisExpression') return parents;
  const name = identifierName(node);
  const binding = name === undefined ? undefined : bindingOf(name, parents);
  return binding?.kind === 'var' && binding.init.type === 'ThisExpression' ? binding.parents : undefined;
}

/** A function given last to a top-level `define(…)`: its parameters are the modules loaded. */
function isDefineFactory(fn: AstNode, parents: readonly AstNode[]): boolean {
  const call = parents[parents.length - 1];
  return (
    call?.type === 'CallExpression' && identifierName(call.callee) === 'define' && argsOf(call).includes(fn)
  );
}
