import type * as t from '@babel/types';
import type { PlanNode } from '@compliance-migrate/rename-map';
import { isParsedContentText, RESPONSE_METHODS } from './url-fetch-app.js';
import { argsOf, keyName, type SuccessCallback } from './call-site.js';
import { plainValue, quoteLike } from './literals.js';
import { startOf, endOf } from './parser.js';
import { isSagaEffectCall } from './saga-effects.js';
import { isFlowYield } from './mobx-flow.js';
import { wretchRead } from './wretch-response.js';
import { jqueryEachCallback, jqueryWhenCallback } from './jquery-call.js';
import {
  isIdentifier,
  isMember,
  isProperty,
  isStringLiteral,
  identifierName,
  type AstNode,
} from './node-types.js';
import {
  chainStep,
  functionUse,
  isFunctionNode,
  localFunction,
  parameterAt,
  returningFunction,
  type FunctionNode,
} from './response-flow.js';
import { isWritten, referencesOf, scopeOf } from './variable-reads.js';
import { renameAssertedType, type FollowedKey } from './asserted-type.js';
import { expectMatcher, FIELDLESS_MATCHERS, type ExpectMatcher } from './expect-matchers.js';
import { rewriteLiteral, type IdEdit } from './object-rewrite.js';
import {
  committedMutation,
  getterName,
  isStoreGetter,
  singleModule,
  stateFieldReads,
  stateFieldWrite,
  type Located,
} from './vuex-store.js';

/**
 * Follows the response of one API call through the function that awaits it, and renames what the code reads
 * along the body paths the response plans name: member accesses (`body.data[i].recordName`), destructuring keys
 * (`const { recordName } = row`), array callbacks (`map`, `forEach`, `filter`, `find`, …) and `for…of`, and
 * string literals compared with a field whose values are renamed (`===`, `switch`).
 *
 * Beyond the function (`response-flow.ts`): through superagent's builders and `.then` callbacks, into local
 * functions it is passed to, from a function that returns it to its callers, and through a React Query hook's
 * query function and `select` to the hook's `data`.
 *
 * When a use of a value that holds renamed fields cannot be read (reassigned, spread, shadowed, a method of
 * its own called, …), no edit is kept and the caller leaves its TODO. When the value only goes where it is not
 * followed (returned from an exported function, passed to a function of another module, a local function other
 * code calls too), the reads followed are renamed and the caller leaves its TODO as well.
 */
export interface ResponseTrace {
  /** True when every use of the response that can reach a renamed field was followed. */
  certain: boolean;
  /** The renames of the reads followed: all of them when `certain`, some when the value also goes elsewhere. */
  edits: IdEdit[];
  /** The Vuex state fields and getters of the traced file found to hold this response's body (`vuex-components.ts`). */
  stored?: StoredValue[];
}

/** A Vuex module's state field or getter that holds (part of) a response body, with its plans. */
export interface StoredValue {
  kind: 'state' | 'getters';
  name: string;
  plans: Plans;
}

type Plans = readonly (PlanNode | undefined)[];

/**
 * Where a value goes that the trace of one file cannot follow by itself, asked of the caller (an AngularJS controller
 * and its template, `../ng1/`): each answers true when the caller takes the value on from there. Without one, or on
 * false, the trace is unsure there, as always. With one, a write of a renamed field of the value
 * (`vm.selected.recordName = …`) is renamed too: the object keeps the new version's shape.
 */
export interface HeldSink {
  /** `holder.field = value` (`member` the left side). */
  stored(member: AstNode, parents: readonly AstNode[], plans: Plans): boolean;
  /** `callee(…, value, …)` at argument `index`, a call no local function answers. */
  passed(call: AstNode, index: number, parents: readonly AstNode[], plans: Plans): boolean;
  /** `fn` (a method of an object, not a local function) returns the value: its body plans, or the response's. */
  returned(fn: AstNode, parents: readonly AstNode[], plans: Plans, body: boolean): boolean;
}
interface ValueMap {
  map: ReadonlyMap<string, string>;
  id: string;
}
/** What a tracked expression holds. */
type Pos =
  | { kind: 'promise'; inner: Pos }
  /** An HTTP response object: `.json()` (fetch, ky) or `.data` (axios) gives its body. */
  | { kind: 'response' }
  | { kind: 'body'; plans: Plans }
  /** A string field whose values are renamed, step by step. */
  | { kind: 'value'; maps: readonly ValueMap[] }
  /** A React Query hook's result: its `data` holds `inner`. */
  | { kind: 'query'; inner: Pos };

const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;
/** Response members that say nothing about the body. */
const RESPONSE_SAFE = new Set([
  'ok',
  'status',
  'statusText',
  'headers',
  'url',
  'redirected',
  'type',
  'config',
  'statusCode',
  'header',
  'text',
]);
/** Array methods whose callback's first parameter is an element; the value is what the call gives back. */
const ELEMENT_CALLBACKS: Record<string, 'none' | 'same' | 'item'> = {
  map: 'none',
  forEach: 'none',
  flatMap: 'none',
  some: 'none',
  every: 'none',
  findIndex: 'none',
  findLastIndex: 'none',
  filter: 'same',
  find: 'item',
  findLast: 'item',
};
const COMPARISONS = new Set(['===', '!==', '==', '!=']);
/** Array methods that add elements of their own to a list. */
const GROWING = new Set(['push', 'unshift', 'splice']);
const MAX_DEPTH = 40;

class Tracer {
  certain = true;
  /** The value also goes where it is not followed: the reads followed are kept, with the call's TODO. */
  escaped = false;
  readonly edits: IdEdit[] = [];
  private depth = 0;
  /** Functions whose result, and parameters, this trace has followed already (recursion, repeated calls). */
  private readonly followed = new Set<AstNode>();
  /** Vuex state fields this trace has followed the reads of. */
  private readonly fields = new Set<string>();
  /** Vuex state fields and getters found to hold a body: components reading them are followed from the run. */
  readonly stored: StoredValue[] = [];

  constructor(
    private readonly source: string,
    private readonly sink?: HeldSink,
  ) {}

  unsure(): void {
    this.certain = false;
  }

  escape(): void {
    this.escaped = true;
  }

  /** A use of `node` (whose ancestors are `parents`, the direct parent last), holding `pos`. */
  use(node: AstNode, parents: readonly AstNode[], pos: Pos): void {
    if (!this.certain || isEmpty(pos)) return;
    const parent = parents[parents.length - 1];
    if (!parent) return this.unsure();
    const up = parents.slice(0, -1);
    if (transparentInner(parent) === node) {
      // `(await res.json()) as { recordName: string }`: the asserted literal type is renamed with the reads
      const asserted = assertedTypeOf(parent);
      const follow = (name: string, plans: Plans): FollowedKey => {
        const key = followKey(name, plans);
        return { ...key, plans: key.pos.kind === 'body' ? key.pos.plans : [] };
      };
      if (asserted && pos.kind === 'body' && !renameAssertedType(asserted, pos.plans, follow, this.edits))
        return this.unsure();
      return this.use(parent, up, pos);
    }
    // a MobX flow's `yield promise` resumes with what the promise resolves to, as `await` does
    const flowYield = parent.type === 'YieldExpression' && isFlowYield(parents);
    if (
      parent.type === 'AwaitExpression' ||
      flowYield ||
      (parent.type === 'YieldExpression' && isSagaEffectCall(node))
    )
      return this.use(parent, up, pos.kind === 'promise' ? pos.inner : pos);
    if (parent.type === 'ExpressionStatement') return;
    if (parent.type === 'LogicalExpression') {
      // `res.data ?? []`, `rows || []`: the result may be this value
      if (parent.operator === '&&' && parent.left === node) return;
      return this.use(parent, up, pos);
    }
    if (
      (parent.type === 'IfStatement' ||
        parent.type === 'WhileStatement' ||
        parent.type === 'DoWhileStatement') &&
      parent.test === node
    ) {
      return;
    }
    if (parent.type === 'ConditionalExpression' && parent.test === node) return;
    if (parent.type === 'UnaryExpression' && parent.operator !== 'delete') {
      if (pos.kind === 'value' && parent.operator === 'typeof') return;
      return pos.kind === 'value' ? this.unsure() : undefined;
    }
    const field = stateFieldWrite(node, parents);
    if (field !== undefined) return this.kept(field, parents[0], pos);
    if (
      this.sink &&
      pos.kind === 'body' &&
      parent.type === 'AssignmentExpression' &&
      parent.operator === '=' &&
      parent.right === node &&
      isMember(parent.left)
    )
      return this.sink.stored(parent.left, parents, pos.plans) ? undefined : this.unsure();
    const returned = returningFunction(node, parents);
    if (returned) return this.returned(returned.fn, returned.parents, pos);
    const mutation = parent.type === 'CallExpression' ? committedMutation(node, parent, up) : undefined;
    if (mutation) return this.committed(mutation, pos);
    if (parent.type === 'CallExpression' && parent.callee !== node && argsOf(parent).includes(node))
      return this.passed(node, parent, up, pos);
    if (pos.kind === 'query') return this.useQuery(node, parent, parents, pos);
    if (pos.kind === 'promise') return this.usePromise(node, parent, parents, pos);
    if (pos.kind === 'response') return this.useResponse(node, parent, parents);
    if (pos.kind === 'value') return this.useValue(node, parent, parents, pos);
    return this.useBody(node, parent, parents, pos.plans);
  }

  private usePromise(
    node: AstNode,
    parent: AstNode,
    parents: readonly AstNode[],
    pos: Pos & { kind: 'promise' },
  ): void {
    // `ky.get(url).json()`, `got(url).json()`: a promise of the body
    const call = parents[parents.length - 2];
    const step = chainStep(node, parent, call, pos.inner.kind === 'response');
    if (step?.kind === 'same') return this.use(step.call, parents.slice(0, -2), pos);
    if (step?.kind === 'then') {
      const callback = step.callback;
      const callParents = parents.slice(0, -2);
      if (callback && isFunctionNode(callback)) {
        const param = parameterAt(callback, 0);
        if (param) this.bindPattern(param, callback, [...callParents, step.call], pos.inner);
        return;
      }
      return this.passedTo(identifierName(callback), 0, callParents, pos.inner);
    }
    if (step?.kind === 'done') {
      const callParents = parents.slice(0, -2);
      this.callback(step.callback, [...callParents, step.call], pos.inner);
      return this.use(step.call, callParents, pos);
    }
    if (step?.kind === 'end') {
      const callback = step.callback;
      if (!callback || !isFunctionNode(callback)) return this.unsure();
      const param = parameterAt(callback, 1);
      if (param) this.bindPattern(param, callback, [...parents.slice(0, -2), step.call], pos.inner);
      return;
    }
    if (
      pos.inner.kind === 'response' &&
      isMember(parent) &&
      parent.object === node &&
      isJsonCall(parent, call)
    ) {
      return this.use(call, parents.slice(0, -2), {
        kind: 'promise',
        inner: { kind: 'body', plans: this.root },
      });
    }
    this.unsure();
  }

  private root: Plans = [];

  start(
    call: AstNode,
    parents: readonly AstNode[],
    plans: Plans,
    returnsBody: boolean,
    callbacks: readonly SuccessCallback[],
    sync: boolean,
  ): void {
    this.root = plans;
    const inner: Pos = returnsBody ? { kind: 'body', plans } : { kind: 'response' };
    for (const { node, within } of callbacks) this.callback(node, [...parents, call, ...within], inner);
    // wretch's chain: `api.url(path).get().json()` resolves to the body, `.json(cb)` gives it to `cb`
    const wretch = wretchRead(call, parents);
    if (wretch?.reads === 'body' && wretch.callback)
      return this.callback(wretch.callback, [...wretch.parents, wretch.call], { kind: 'body', plans });
    if (wretch) {
      const read: Pos = wretch.reads === 'body' ? { kind: 'body', plans } : { kind: 'response' };
      return this.use(wretch.call, wretch.parents, { kind: 'promise', inner: read });
    }
    this.use(call, parents, sync ? inner : { kind: 'promise', inner });
  }

  /** A callback (a function, or the name of a local one) whose first parameter takes `pos`. */
  private callback(callback: AstNode | undefined, parents: readonly AstNode[], pos: Pos): void {
    if (callback && isFunctionNode(callback)) {
      const param = parameterAt(callback, 0);
      if (param) this.bindPattern(param, callback, parents, pos);
      return;
    }
    this.passedTo(identifierName(callback), 0, parents, pos);
  }

  private useResponse(node: AstNode, parent: AstNode, parents: readonly AstNode[]): void {
    if (isMember(parent) && parent.object === node) {
      const name = memberName(parent);
      const call = parents[parents.length - 2];
      // axios's `.data`, superagent's `.body`
      if ((name === 'data' || name === 'body') && !isWritten(parent, parents.slice(0, -1))) {
        return this.use(parent, parents.slice(0, -1), { kind: 'body', plans: this.root });
      }
      if (isJsonCall(parent, call)) {
        return this.use(call, parents.slice(0, -2), {
          kind: 'promise',
          inner: { kind: 'body', plans: this.root },
        });
      }
      if (name !== undefined && (RESPONSE_SAFE.has(name) || RESPONSE_METHODS.has(name))) return;
      // Apps Script: `JSON.parse(res.getContentText())` is the body
      const parse = parents[parents.length - 3];
      if (name === 'getContentText' && isParsedContentText(parse) && parse?.type === 'CallExpression')
        return this.use(parse, parents.slice(0, -3), { kind: 'body', plans: this.root });
      return this.unsure();
    }
    if (parent.type === 'VariableDeclarator' && parent.init === node) {
      return this.bindDeclarator(parent, parents.slice(0, -1), { kind: 'response' });
    }
    this.unsure();
  }

  private useValue(
    node: AstNode,
    parent: AstNode,
    parents: readonly AstNode[],
    pos: Pos & { kind: 'value' },
  ): void {
    if (parent.type === 'BinaryExpression' && COMPARISONS.has(parent.operator)) {
      const other = parent.left === node ? parent.right : parent.left;
      return this.renameLiteral(other, pos.maps);
    }
    if (parent.type === 'SwitchStatement' && parent.discriminant === node) {
      for (const branch of parent.cases) {
        if (branch.test) this.renameLiteral(branch.test, pos.maps);
      }
      return;
    }
    if (parent.type === 'VariableDeclarator' && parent.init === node) {
      return this.bindDeclarator(parent, parents.slice(0, -1), pos);
    }
    this.unsure();
  }

  private renameLiteral(node: AstNode, maps: readonly ValueMap[]): void {
    if (isNullish(node)) return;
    if (!isStringLiteral(node)) return this.unsure();
    const original = node.value;
    let value = original;
    let id: string | undefined;
    for (const { map, id: mapId } of maps) {
      const next = map.get(value);
      if (next === undefined) continue;
      value = plainValue(next);
      id = mapId;
    }
    if (id === undefined || value === original) return;
    this.edits.push({
      start: startOf(node),
      end: endOf(node),
      text: quoteLike(this.source, node, value),
      changeId: id,
      at: startOf(node),
    });
  }

  private useBody(node: AstNode, parent: AstNode, parents: readonly AstNode[], plans: Plans): void {
    const up = parents.slice(0, -1);
    if (isMember(parent) && parent.object === node) {
      const property = parent.property;
      const name = memberName(parent);
      if (name === undefined) {
        // `rows[i]`, `rows[0]`: an element
        if (isWritten(parent, up)) return this.unsure();
        return this.use(parent, up, { kind: 'body', plans: plans.map((p) => p?.item) });
      }
      const call = parents[parents.length - 2];
      const isCall = call?.type === 'CallExpression' && call.callee === parent;
      // an AngularJS `$resource` instance: its `$promise` resolves to the instance, `$resolved` says nothing of it
      if (name === '$promise' && !isCall && !hasKey(plans, name) && !isWritten(parent, up))
        return this.use(parent, up, { kind: 'promise', inner: { kind: 'body', plans } });
      if (name === '$resolved' && !isCall && !hasKey(plans, name)) return;
      if (isCall && !hasKey(plans, name)) return this.arrayCall(name, call, parents.slice(0, -2), plans);
      if (name === 'length' && !hasKey(plans, name)) return;
      const write = !isCall && isWritten(parent, up);
      // `vm.selected.recordName = saved.recordName`: with a sink, the written field is renamed and not read
      const renamedWrite =
        write && this.sink !== undefined && up[up.length - 1]?.type === 'AssignmentExpression';
      if (isCall || (write && !renamedWrite)) return this.unsure();
      const key = followKey(name, plans);
      if (key.unsure) return this.unsure();
      if (key.renameId !== undefined) {
        if (parent.computed) {
          if (!isStringLiteral(property)) return this.unsure();
          this.edits.push({
            start: startOf(property),
            end: endOf(property),
            text: quoteLike(this.source, property, key.name),
            changeId: key.renameId,
            at: startOf(property),
          });
        } else {
          if (!IDENTIFIER.test(key.name)) return this.unsure();
          this.edits.push({
            start: startOf(property),
            end: endOf(property),
            text: key.name,
            changeId: key.renameId,
            at: startOf(property),
          });
        }
      }
      if (renamedWrite) return;
      return this.use(parent, up, key.pos);
    }
    if (parent.type === 'VariableDeclarator' && parent.init === node) {
      return this.bindDeclarator(parent, up, { kind: 'body', plans });
    }
    if (parent.type === 'ForOfStatement' && parent.right === node) {
      const left = parent.left;
      if (left.type !== 'VariableDeclaration') return this.unsure();
      const [declarator] = left.declarations;
      if (!declarator) return this.unsure();
      return this.bindPattern(declarator.id, parent, up, {
        kind: 'body',
        plans: plans.map((p) => p?.item),
      });
    }
    if (parent.type === 'BinaryExpression' && COMPARISONS.has(parent.operator)) return;
    this.unsure();
  }

  /** `rows.map((r) => …)`, `rows.filter(…)`, `rows.find(…)`, `rows.reduce((acc, r) => …, init)`. */
  private arrayCall(name: string, call: AstNode, parents: readonly AstNode[], plans: Plans): void {
    const callback = argsOf(call)[0];
    const items = plans.map((p) => p?.item);
    // the accumulator is the code's own; the element is the callback's second parameter
    if (name === 'reduce' || name === 'reduceRight') return this.reducer(callback, call, parents, items);
    const result = ELEMENT_CALLBACKS[name];
    if (result === undefined) return this.unsure();
    // `rows.map(toOption)`: a local function
    if (callback?.type === 'Identifier') {
      this.passedTo(callback.name, 0, [...parents, call], { kind: 'body', plans: items });
      if (result === 'same') this.use(call, parents, { kind: 'body', plans });
      else if (result === 'item') this.use(call, parents, { kind: 'body', plans: items });
      return;
    }
    if (
      !callback ||
      (callback.type !== 'ArrowFunctionExpression' && callback.type !== 'FunctionExpression')
    ) {
      return this.unsure();
    }
    const params = callback.params;
    if (params.some((p, i) => i > 0 && p.type !== 'Identifier')) return this.unsure();
    // a callback that hands the array itself on (third parameter) is not followed
    if (params.length > 2) return this.unsure();
    if (params[0]) this.bindPattern(params[0], callback, [...parents, call], { kind: 'body', plans: items });
    if (result === 'same') this.use(call, parents, { kind: 'body', plans });
    else if (result === 'item') this.use(call, parents, { kind: 'body', plans: items });
  }

  /** `$.when(a, b).done(function (ra, rb) { … })`: `rb[0]` is b's data (its status and xhr follow); with one argument, `ra` is. */
  private jqueryWhen(when: NonNullable<ReturnType<typeof jqueryWhenCallback>>, pos: Pos): void {
    if (!when.tuple) return this.bindPattern(when.param, when.callback, when.within, pos);
    if (when.param.type !== 'Identifier') return this.unsure();
    const refs = referencesOf(when.callback, when.within, when.param);
    if (!refs) return this.unsure();
    for (const ref of refs) {
      const parent = ref.parents[ref.parents.length - 1];
      const index =
        parent && isMember(parent) && parent.computed && parent.object === ref.node
          ? parent.property
          : undefined;
      const at = numberValue(index);
      if (at === 0 && parent) this.use(parent, ref.parents.slice(0, -1), pos);
      else if (at !== 1 && at !== 2) this.unsure();
    }
  }

  /** `$.each(rows, function (i, row) { … })`: the element is the second parameter, the index (the code's own) the first. */
  private jqueryEach(callback: AstNode, call: AstNode, parents: readonly AstNode[], plans: Plans): void {
    if (!isFunctionNode(callback) || callback.params.length > 2 || callback.params[0]?.type !== 'Identifier')
      return this.unsure();
    const element = callback.params[1];
    const items = plans.map((p) => p?.item);
    if (element) this.bindPattern(element, callback, [...parents, call], { kind: 'body', plans: items });
  }

  private reducer(
    callback: AstNode | undefined,
    call: AstNode,
    parents: readonly AstNode[],
    items: Plans,
  ): void {
    if (!callback || !isFunctionNode(callback)) return this.unsure();
    const params = callback.params;
    if (params.length > 3 || params.some((p, i) => i > 1 && p.type !== 'Identifier')) return this.unsure();
    const element = params[1];
    if (element) this.bindPattern(element, callback, [...parents, call], { kind: 'body', plans: items });
  }

  /** `value` is returned from `fn` (ancestors `parents`): follows it to where the function's result goes. */
  private returned(fn: FunctionNode, parents: readonly AstNode[], pos: Pos): void {
    if (this.followed.has(fn)) return;
    this.followed.add(fn);
    const settled = pos.kind === 'promise' ? pos.inner : pos;
    const result: Pos = fn.async && pos.kind !== 'promise' ? { kind: 'promise', inner: pos } : pos;
    const use = functionUse(fn, parents);
    switch (use.kind) {
      case 'then':
        return this.use(use.call, use.parents, { kind: 'promise', inner: settled });
      case 'query': {
        // with a `select`, the hook's `data` is what `select` returns (followed from its own `return`)
        const select = use.select;
        if (!select) return this.use(use.hook, use.parents, { kind: 'query', inner: settled });
        const param = parameterAt(select.fn, 0);
        if (param) this.bindPattern(param, select.fn, select.parents, settled);
        return;
      }
      case 'select':
        return this.use(use.hook, use.parents, { kind: 'query', inner: settled });
      case 'named': {
        // callers in other modules are not seen from here
        if (use.exported) this.escape();
        const refs = referencesOf(use.scope, use.scopeParents, use.name);
        if (!refs) return this.unsure();
        for (const ref of refs) {
          const parent = ref.parents[ref.parents.length - 1];
          if (parent?.type === 'CallExpression' && parent.callee === ref.node)
            this.use(parent, ref.parents.slice(0, -1), result);
          else this.escape();
        }
        return;
      }
      default:
        if (this.sink && (settled.kind === 'body' || settled.kind === 'response')) {
          const body = settled.kind === 'body';
          if (this.sink.returned(fn, parents, body ? settled.plans : this.root, body)) return this.escape();
        }
        // a Vuex getter's result goes to the components reading the store, which are not followed from here
        if (isStoreGetter(fn, parents)) {
          const getter = getterName(fn, parents);
          if (getter !== undefined && settled.kind === 'body')
            this.stored.push({ kind: 'getters', name: getter, plans: settled.plans });
          return this.escape();
        }
        // a method, a library's callback: where its result goes is not seen
        return this.unsure();
    }
  }

  /** A Vuex action's `commit('NAME', value)`: the mutation's payload parameter takes the value. */
  private committed(mutation: Located, pos: Pos): void {
    const param = parameterAt(mutation.fn, 1);
    if (!param || this.followed.has(param)) return;
    this.followed.add(param);
    this.bindPattern(param, mutation.fn, mutation.parents, pos);
  }

  /**
   * A mutation's `state.F = value`: the module's getters and mutations reading `state.F` read the value. The state
   * also reaches components (`mapState`, `this.$store.state`), not followed from here, so the call keeps its TODO;
   * a row pushed into the list from elsewhere (`state.F.push(row)`) is not this value, and keeps it too.
   */
  private kept(field: string, root: AstNode | undefined, pos: Pos): void {
    this.escape();
    if (!root || this.fields.has(field)) return;
    if (pos.kind === 'body') this.stored.push({ kind: 'state', name: field, plans: pos.plans });
    if (!singleModule(root)) return this.unsure();
    this.fields.add(field);
    for (const read of stateFieldReads(root, field)) {
      const parent = read.parents[read.parents.length - 1];
      if (isMember(parent) && parent.object === read.node && GROWING.has(memberName(parent) ?? '')) continue;
      this.use(read.node, read.parents, pos);
    }
  }

  /** `node` (holding `pos`) is an argument of `call`: a local function's parameter takes it. */
  private passed(node: AstNode, call: t.CallExpression, parents: readonly AstNode[], pos: Pos): void {
    const matcher = expectMatcher(node, call, parents);
    if (matcher) return this.asserted(matcher, pos);
    const when = pos.kind === 'promise' ? jqueryWhenCallback(node, call, parents) : undefined;
    if (when && pos.kind === 'promise') return this.jqueryWhen(when, pos.inner);
    const each = jqueryEachCallback(node, call);
    if (each && pos.kind === 'body') return this.jqueryEach(each, call, parents, pos.plans);
    const index = argsOf(call).indexOf(node);
    const callee = identifierName(call.callee);
    if (this.sink && pos.kind === 'body' && (callee === undefined || !localFunction(callee, parents)))
      return this.sink.passed(call, index, parents, pos.plans) ? undefined : this.unsure();
    this.passedTo(identifierName(call.callee), argsOf(call).indexOf(node), parents, pos);
  }

  /** `expect(value).toHaveProperty('recordId')`, `.toEqual({ … })`: the names a test asserts the value has. */
  private asserted(matcher: ExpectMatcher, pos: Pos): void {
    const [first, second] = matcher.args;
    if (FIELDLESS_MATCHERS.has(matcher.name)) return;
    if (pos.kind === 'value' && ['toBe', 'toEqual', 'toStrictEqual'].includes(matcher.name) && first)
      return this.renameLiteral(first, pos.maps);
    if (pos.kind !== 'body') return this.unsure();
    if (matcher.name === 'toHaveProperty' && first && isStringLiteral(first) && !/[[\]]/.test(first.value)) {
      let plans = pos.plans;
      let last: KeyFollow | undefined;
      const names: string[] = [];
      for (const segment of first.value.split('.')) {
        last = followKey(segment, plans);
        if (last.unsure) return this.unsure();
        names.push(last.name);
        plans = last.pos.kind === 'body' ? last.pos.plans : [];
      }
      const renamed = names.join('.');
      if (renamed !== first.value && last)
        this.edits.push({
          start: startOf(first),
          end: endOf(first),
          text: quoteLike(this.source, first, renamed),
          changeId: last.renameId ?? firstRenameId(first.value, pos.plans),
          at: startOf(first),
        });
      if (second && last?.pos.kind === 'value') this.renameLiteral(second, last.pos.maps);
      return;
    }
    const literal =
      first?.type === 'ObjectExpression' || first?.type === 'ArrayExpression' ? first : undefined;
    if (literal && ['toEqual', 'toStrictEqual', 'toMatchObject'].includes(matcher.name))
      return rewriteLiteral(literal, pos.plans, this.source, this.edits);
    this.unsure();
  }

  /**
   * The parameter at `index` of the local function `name` (seen from `parents`) takes `pos`. When the function
   * is called from anywhere else too (another call, another module, passed on), the value may come from
   * elsewhere: the reads are renamed and the call keeps its TODO.
   */
  private passedTo(name: string | undefined, index: number, parents: readonly AstNode[], pos: Pos): void {
    const target = name === undefined ? undefined : localFunction(name, parents);
    const param = target && parameterAt(target.fn, index);
    // a function of another module, a method, a callback of a library: what it reads is not seen
    if (!target || !param) return this.unsure();
    const use = functionUse(target.fn, target.parents);
    const refs = use.kind === 'named' ? referencesOf(use.scope, use.scopeParents, use.name) : undefined;
    if (use.kind !== 'named' || use.exported || refs?.length !== 1) this.escape();
    if (this.followed.has(param)) return;
    this.followed.add(param);
    this.bindPattern(param, target.fn, target.parents, pos);
  }

  /** A React Query hook's result: `data` (`q.data`, `const { data } = …`) holds the body; the rest does not. */
  private useQuery(
    node: AstNode,
    parent: AstNode,
    parents: readonly AstNode[],
    pos: Pos & { kind: 'query' },
  ): void {
    const up = parents.slice(0, -1);
    if (isMember(parent) && parent.object === node) {
      if (memberName(parent) === 'data' && !isWritten(parent, up)) return this.use(parent, up, pos.inner);
      return;
    }
    if (parent.type === 'VariableDeclarator' && parent.init === node)
      return this.bindDeclarator(parent, up, pos);
    this.unsure();
  }

  private bindDeclarator(declarator: t.VariableDeclarator, parents: readonly AstNode[], pos: Pos): void {
    const declaration = parents[parents.length - 1];
    if (declaration?.type !== 'VariableDeclaration') return this.unsure();
    const scope = scopeOf(declaration, parents.slice(0, -1));
    if (!scope) return this.unsure();
    this.bindPattern(declarator.id, scope.node, scope.parents, pos);
  }

  /** Binds a pattern to `pos`; `scope` is the node its names are visible in (`scopeParents`: its ancestors). */
  bindPattern(pattern: AstNode, scope: AstNode, scopeParents: readonly AstNode[], pos: Pos): void {
    if (!this.certain || isEmpty(pos)) return;
    if (++this.depth > MAX_DEPTH) return this.unsure();
    try {
      if (pattern.type === 'Identifier') return this.bindName(pattern, scope, scopeParents, pos);
      if (pattern.type === 'AssignmentPattern')
        return this.bindPattern(pattern.left, scope, scopeParents, pos);
      if (pattern.type === 'ArrayPattern' && pos.kind === 'body') {
        const items: Pos = { kind: 'body', plans: pos.plans.map((p) => p?.item) };
        for (const element of pattern.elements) {
          if (!element) continue;
          if (element.type === 'RestElement') this.bindPattern(element.argument, scope, scopeParents, pos);
          else this.bindPattern(element, scope, scopeParents, items);
        }
        return;
      }
      if (pattern.type === 'ObjectPattern' && pos.kind === 'query') {
        for (const property of pattern.properties) {
          if (isProperty(property) && keyName(property) === 'data')
            this.bindPattern(property.value, scope, scopeParents, pos.inner);
        }
        return;
      }
      if (pattern.type === 'ObjectPattern' && (pos.kind === 'body' || pos.kind === 'response')) {
        for (const property of pattern.properties) {
          if (!isProperty(property)) return this.unsure();
          const name = keyName(property);
          if (name === undefined) return this.unsure();
          const value = property.value;
          if (pos.kind === 'response') {
            if (name === 'data' || name === 'body')
              this.bindPattern(value, scope, scopeParents, { kind: 'body', plans: this.root });
            else if (!RESPONSE_SAFE.has(name)) return this.unsure();
            continue;
          }
          const key = followKey(name, pos.plans);
          if (key.unsure) return this.unsure();
          if (key.renameId !== undefined) {
            const keyNode = property.key;
            if (property.shorthand) {
              if (!IDENTIFIER.test(key.name)) return this.unsure();
              const local = this.source.slice(startOf(value), endOf(value));
              this.edits.push({
                start: startOf(property),
                end: endOf(property),
                text: `${key.name}: ${local}`,
                changeId: key.renameId,
                at: startOf(keyNode),
              });
            } else {
              const text =
                IDENTIFIER.test(key.name) && keyNode.type === 'Identifier'
                  ? key.name
                  : quoteLike(this.source, keyNode, key.name);
              this.edits.push({
                start: startOf(keyNode),
                end: endOf(keyNode),
                text,
                changeId: key.renameId,
                at: startOf(keyNode),
              });
            }
          }
          this.bindPattern(value, scope, scopeParents, key.pos);
        }
        return;
      }
      this.unsure();
    } finally {
      this.depth--;
    }
  }

  private bindName(binding: t.Identifier, scope: AstNode, scopeParents: readonly AstNode[], pos: Pos): void {
    const refs = referencesOf(scope, scopeParents, binding);
    if (!refs) return this.unsure();
    for (const ref of refs) this.use(ref.node, ref.parents, pos);
  }
}

/** Traces the response of `call` (ancestors `parents`) through the response body plans of its steps. */
export function traceResponse(
  call: AstNode,
  parents: readonly AstNode[],
  plans: Plans,
  source: string,
  /** The call resolves to the parsed body (a dispatcher's), not to a client's response. */
  returnsBody = false,
  /** Callbacks the call gives the body to (jQuery's `success`). */
  callbacks: readonly SuccessCallback[] = [],
  /** The call gives its value at once, not a promise (`UrlFetchApp.fetch`, a wrapper returning its parsed text). */
  sync = false,
  /** Where values the trace cannot follow itself go (`HeldSink`). */
  sink?: HeldSink,
): ResponseTrace {
  const tracer = new Tracer(source, sink);
  tracer.start(call, parents, plans, returnsBody, callbacks, sync);
  if (!tracer.certain) return { certain: false, edits: [] };
  // a function followed from two calls renames its reads once
  const byRange = new Map<string, IdEdit>();
  for (const edit of tracer.edits) byRange.set(`${edit.start}:${edit.end}`, edit);
  const edits = [...byRange.values()];
  return { certain: !tracer.escaped, edits, stored: tracer.stored };
}

/** A pattern (`r` of a template's `v-for="r in records"`) taking one element of a list holding a body. */
export interface ElementBinding {
  pattern: AstNode;
  scope: AstNode;
  scopeParents: AstNode[];
  value: Plans;
}

/** Renames the reads of each pattern's names, binding by binding (one not followed entirely renames nothing). */
export function traceElementBindings(bindings: readonly ElementBinding[], source: string): IdEdit[] {
  const edits: IdEdit[] = [];
  for (const b of bindings) {
    const tracer = new Tracer(source);
    tracer.bindPattern(b.pattern, b.scope, b.scopeParents, {
      kind: 'body',
      plans: b.value.map((p) => p?.item),
    });
    if (tracer.certain) edits.push(...tracer.edits);
  }
  return edits;
}

/** Renames what each read (`this.records` of a component mapping a module's state) holds, read by read. */
export function traceStoreReads(
  reads: readonly { node: AstNode; parents: AstNode[]; value: Plans }[],
  source: string,
): IdEdit[] {
  const edits: IdEdit[] = [];
  for (const read of reads) {
    const tracer = new Tracer(source);
    tracer.use(read.node, read.parents, { kind: 'body', plans: read.value });
    if (tracer.certain) edits.push(...tracer.edits);
  }
  return edits;
}

/** A read (`vm.records`, `r` of a template's `ng-repeat`) or a pattern (a parameter) holding a body. */
export type HeldValue =
  | { node: AstNode; parents: readonly AstNode[]; plans: Plans }
  | { pattern: AstNode; scope: AstNode; scopeParents: readonly AstNode[]; plans: Plans };

/** Renames what each value holds, value by value (one not followed entirely renames nothing), asking `sink`. */
export function traceHeld(values: readonly HeldValue[], source: string, sink: HeldSink): IdEdit[] {
  const edits: IdEdit[] = [];
  for (const value of values) {
    const tracer = new Tracer(source, sink);
    const pos: Pos = { kind: 'body', plans: value.plans };
    if ('pattern' in value) tracer.bindPattern(value.pattern, value.scope, value.scopeParents, pos);
    else tracer.use(value.node, value.parents, pos);
    if (tracer.certain) edits.push(...tracer.edits);
  }
  return edits;
}

/** True when the response plans change anything code reading the response sees (added fields do not). */
export function readersAffected(plans: Plans): boolean {
  return !isEmpty({ kind: 'body', plans });
}

interface KeyFollow {
  name: string;
  renameId?: string;
  unsure?: boolean;
  pos: Pos;
}

/** A key read at `plans`, followed through each step: its new name and what its value holds. */
function followKey(original: string, plans: Plans): KeyFollow {
  let name = original;
  let renameId: string | undefined;
  const children: (PlanNode | undefined)[] = [];
  const maps: ValueMap[] = [];
  for (const plan of plans) {
    const rule = plan?.keys?.get(name);
    children.push(rule?.child);
    if (!rule) continue;
    if (rule.out === null || rule.toMany) return { name, unsure: true, pos: { kind: 'body', plans: [] } };
    if (rule.values && rule.valuesId) maps.push({ map: rule.values, id: rule.valuesId });
    if (typeof rule.out === 'string' && rule.out !== name) {
      name = rule.out;
      renameId = rule.renameId;
    }
  }
  const body: Pos = { kind: 'body', plans: children };
  if (maps.length > 0) {
    return isEmpty(body)
      ? { name, renameId, pos: { kind: 'value', maps } }
      : { name, unsure: true, pos: body };
  }
  return { name, renameId, pos: body };
}

/** The rename id of the first segment of a dotted path that a step renames (`toHaveProperty('a.b')`). */
function firstRenameId(path: string, plans: Plans): string {
  let current = plans;
  for (const segment of path.split('.')) {
    const key = followKey(segment, current);
    if (key.renameId) return key.renameId;
    current = key.pos.kind === 'body' ? key.pos.plans : [];
  }
  return 'response-renames';
}

function hasKey(plans: Plans, name: string): boolean {
  return plans.some((p) => p?.keys?.has(name));
}

function isEmpty(pos: Pos): boolean {
  if (pos.kind === 'value') return pos.maps.length === 0;
  if (pos.kind === 'query') return isEmpty(pos.inner);
  if (pos.kind === 'body') return !pos.plans.some((p) => p !== undefined && effective(p));
  return false;
}

/** True when a plan renames, removes or reshapes anything a reader could see (added fields do not matter). */
function effective(plan: PlanNode): boolean {
  for (const rule of plan.keys?.values() ?? []) {
    if (rule.out !== undefined || rule.values || rule.toMany) return true;
    if (rule.child && effective(rule.child)) return true;
  }
  return plan.item !== undefined && effective(plan.item);
}

/** The literal type an expression is asserted to (`x as { … }`, `<{ … }>x`, an array of one), if any. */
function assertedTypeOf(node: AstNode): AstNode | undefined {
  if (
    node.type !== 'TSAsExpression' &&
    node.type !== 'TSSatisfiesExpression' &&
    node.type !== 'TSTypeAssertion'
  )
    return undefined;
  const type = node.typeAnnotation;
  return type.type === 'TSTypeLiteral' || type.type === 'TSArrayType' ? type : undefined;
}

/** The expression inside what changes only its type or grouping (`x!`, `x as T`, `(x)`); undefined for others. */
function transparentInner(node: AstNode): AstNode | undefined {
  switch (node.type) {
    case 'TSNonNullExpression':
    case 'TSAsExpression':
    case 'TSSatisfiesExpression':
    case 'TSTypeAssertion':
    case 'TypeCastExpression':
    case 'ParenthesizedExpression':
      return node.expression;
    default:
      return undefined;
  }
}

/** `a.b` → b, `a['b']` → b; undefined for any other computed member. */
function memberName(member: t.MemberExpression | t.OptionalMemberExpression): string | undefined {
  const property = member.property;
  if (!member.computed) return isIdentifier(property) ? property.name : undefined;
  return isStringLiteral(property) ? property.value : undefined;
}

function isNullish(node: AstNode): boolean {
  return (
    node.type === 'NullLiteral' ||
    (node.type === 'Literal' && node.value === null && !node.regex) ||
    (node.type === 'Identifier' && node.name === 'undefined')
  );
}

/** Whether `call` is `<member>()` with no arguments, where `member` is a `.json` member expression. */
function isJsonCall(
  member: t.MemberExpression | t.OptionalMemberExpression,
  call: AstNode | undefined,
): call is t.CallExpression {
  return (
    memberName(member) === 'json' &&
    call?.type === 'CallExpression' &&
    call.callee === member &&
    argsOf(call).length === 0
  );
}

/** The number a numeric literal holds, in either AST flavour. */
function numberValue(node: AstNode | undefined): number | undefined {
  if (node?.type === 'NumericLiteral') return node.value;
  return node?.type === 'Literal' && typeof node.value === 'number' ? node.value : undefined;
}
