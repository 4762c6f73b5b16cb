import type { PlanNode } from '@compliance-migrate/rename-map';
import { walk } from '../transform/ast-walk.js';
import { keyName } from '../transform/call-site.js';
import { identifierName, isFunction, isMember, isProperty, type AstNode } from '../transform/node-types.js';
import { rewriteLiteral, rewriteQueryObject, type IdEdit } from '../transform/object-rewrite.js';
import {
  readersAffected,
  traceHeld,
  traceResponse,
  type HeldSink,
  type HeldValue,
} from '../transform/response-rewrite.js';
import type { ResourceSite } from '../transform/ng1-resource.js';
import { resourceCalls, type ResourceCall } from './resource-calls.js';
import { localFunction, type FunctionNode } from '../transform/response-flow.js';
import type { Registration } from './registrations.js';
import type { ViewCode } from './view-code.js';
import { controllerHolder, controllerSites, viewSites, type FieldSite } from './view-holders.js';

type Plans = readonly (PlanNode | undefined)[];

/** What a method of an injectable gives its callers: the body plans (`res.data…`) or the whole response's. */
export interface ReturnedValue {
  plans: Plans;
  body: boolean;
}

/** Service name → method → what it returns. */
export type ServiceResults = ReadonlyMap<string, ReadonlyMap<string, ReturnedValue>>;

/** One controller (or component, filter, injectable) and the views that show it. */
export interface ControllerInput {
  source: string;
  root: AstNode;
  registration: Registration;
  views: readonly { code: ViewCode; root: AstNode }[];
  services: ServiceResults;
  /** The project's own filters, each registered once by that name. */
  filters: ReadonlySet<string>;
  /** The project's own injectables (registered once), with the methods found on each. */
  injectables: ReadonlyMap<string, ReadonlySet<string>>;
  /** The `$resource` classes of this API the function names (an injected factory, a local), by local name. */
  resources?: ReadonlyMap<string, ResourceSite>;
  /** The project's components (registered once), with their data bindings (`<`, `=`): a view hands them values. */
  components?: ReadonlyMap<string, ReadonlySet<string>>;
  /** What the parents' views hand this component's bindings (`ctrl.item`), followed as its own fields. */
  seeds?: ReadonlyMap<string, Plans>;
}

/**
 * The renames in the controller's file and in each view's generated code, what its views hand to filters, and what
 * it hands to an injectable's method (`RecordService.rename(vm.selected)`: `RecordService.rename#0`).
 */
export interface ControllerFlow {
  edits: IdEdit[];
  viewEdits: IdEdit[][];
  filterInputs: Map<string, Plans>;
  serviceInputs: Map<string, Plans>;
  /** What its views hand a child component's binding (`itemDetail.item`). */
  componentInputs: Map<string, Plans>;
}

/** Built-in filters that read no field of what they are given (a number, a date, text, the whole as JSON). */
const FORMATTING = new Set(['number', 'currency', 'date', 'uppercase', 'lowercase', 'json']);
const MAX_ROUNDS = 8;

/**
 * Follows what the injected services' methods return into one AngularJS controller: `Service.method().then(function
 * (rows) { vm.records = rows; })` renames the reads of `rows`, and remembers `ctrl.records` as holding those rows;
 * every read of that field, in the controller and in its views (`ng-repeat="r in vm.records"`, `{{ }}`), is then
 * followed, a view's `vm.select(r)` binds the controller method's parameter, and `{{ r | recordLabel }}` hands `r`
 * to the filter. A field written anywhere with something else (another service's data, `ng-model`, a component
 * binding) is not followed, and a value that goes where none of this reads leaves its reads as they are.
 */
export function controllerFlow(input: ControllerInput): ControllerFlow {
  const banned = new Set<string>();
  const bindings = input.registration.options ? bindingKeys(input.registration.options) : [];
  for (const key of bindings) {
    if (!input.seeds?.has(`ctrl.${key}`)) banned.add(`ctrl.${key}`);
    banned.add(`scope.${key}`);
  }
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const pass = new FlowPass(input, banned);
    const result = pass.run();
    const bad = pass.unsureFields().filter((k) => !banned.has(k));
    if (bad.length === 0) return result;
    for (const key of bad) banned.add(key);
  }
  return {
    edits: [],
    viewEdits: input.views.map(() => []),
    filterInputs: new Map(),
    serviceInputs: new Map(),
    componentInputs: new Map(),
  };
}

class FlowPass {
  private readonly fields = new Map<string, Plans>();
  private readonly conflicting = new Set<string>();
  private readonly stores = new Set<AstNode>();
  private readonly followedFields = new Set<string>();
  private readonly params: { fn: FunctionNode; parents: AstNode[]; index: number; plans: Plans }[] = [];
  private readonly followedParams = new Set<AstNode>();
  private readonly filterInputs = new Map<string, Plans>();
  private readonly serviceInputs = new Map<string, Plans>();
  private readonly componentInputs = new Map<string, Plans>();
  private readonly controllerSites: FieldSite[];
  private readonly viewSites: FieldSite[][];
  private readonly methods = new Map<string, { fn: FunctionNode; parents: AstNode[] } | null>();
  private readonly edits: IdEdit[] = [];
  private readonly viewEdits: IdEdit[][];

  constructor(
    private readonly input: ControllerInput,
    private readonly banned: ReadonlySet<string>,
  ) {
    this.controllerSites = controllerSites(input.registration, input.root);
    this.viewSites = input.views.map((v) => viewSites(v.root, v.code.alias));
    this.viewEdits = input.views.map(() => []);
    for (const [key, plans] of input.seeds ?? []) if (!banned.has(key)) this.fields.set(key, plans);
    for (const site of this.controllerSites) {
      const value = site.written;
      // `vm.select = function (r) {…}`, or a function declared by name and assigned (`vm.select = select`)
      const named = identifierName(value);
      const method =
        value && isFunction(value)
          ? { fn: value, parents: [...site.parents] }
          : named !== undefined
            ? localFunction(named, site.parents)
            : undefined;
      if (!method) continue;
      this.methods.set(site.key, this.methods.has(site.key) ? null : method);
    }
  }

  run(): ControllerFlow {
    const sink = this.sink(undefined);
    for (const seed of this.serviceCalls()) {
      const trace = traceResponse(
        seed.call,
        seed.parents,
        seed.value.plans,
        this.input.source,
        seed.value.body,
        [],
        false,
        sink,
      );
      this.edits.push(...trace.edits);
    }
    for (const seed of resourceCalls(this.input.registration, this.input.resources ?? new Map()))
      this.resourceCall(seed, sink);
    let moved = true;
    while (moved) {
      moved = false;
      for (const [key, plans] of this.fields) {
        if (this.followedFields.has(key) || this.banned.has(key)) continue;
        this.followedFields.add(key);
        moved = true;
        const reads = (sites: readonly FieldSite[]): HeldValue[] =>
          sites
            .filter((s) => s.key === key && s.written === undefined)
            .map((s) => ({ node: s.node, parents: s.parents, plans }));
        this.edits.push(...traceHeld(reads(this.controllerSites), this.input.source, sink));
        this.input.views.forEach((view, i) => {
          this.viewEdits[i]!.push(...traceHeld(reads(this.viewSites[i]!), view.code.text, this.sink(i)));
        });
      }
      for (const param of this.params) {
        const pattern = param.fn.params[param.index];
        if (!pattern || this.followedParams.has(pattern)) continue;
        this.followedParams.add(pattern);
        moved = true;
        const value: HeldValue = {
          pattern,
          scope: param.fn,
          scopeParents: param.parents,
          plans: param.plans,
        };
        this.edits.push(...traceHeld([value], this.input.source, sink));
      }
    }
    return {
      edits: unique(this.edits),
      viewEdits: this.viewEdits.map(unique),
      filterInputs: this.filterInputs,
      serviceInputs: this.serviceInputs,
      componentInputs: this.componentInputs,
    };
  }

  /** Fields holding this API's data that are also written with something else, or with two different values. */
  unsureFields(): string[] {
    const all = [...this.controllerSites, ...this.viewSites.flat()];
    return [...this.fields.keys()].filter(
      (key) =>
        this.conflicting.has(key) ||
        all.some(
          (s) =>
            s.key === key && s.written !== undefined && !this.stores.has(s.node) && !isEmptyValue(s.written),
        ),
    );
  }

  /** `Service.method(…)` calls of an injected service whose method's result is known. */
  private serviceCalls(): { call: AstNode; parents: AstNode[]; value: ReturnedValue }[] {
    const { registration, services } = this.input;
    const found: { call: AstNode; parents: AstNode[]; value: ReturnedValue }[] = [];
    walk(this.input.root, [], (node, parents) => {
      if (node.type !== 'CallExpression' || !isMember(node.callee) || node.callee.computed) return true;
      const local = identifierName(node.callee.object);
      const service = local === undefined ? undefined : registration.injected.get(local);
      const value = service && services.get(service)?.get(identifierName(node.callee.property) ?? '');
      if (!value || !parents.includes(registration.fn) || shadowed(local!, parents, registration.fn))
        return true;
      found.push({ call: node, parents: [...parents], value });
      return true;
    });
    return found;
  }

  /**
   * A call of a `$resource` action: its parameters' keys renamed as the endpoint's query parameters, its body
   * literal as the request, and what it answers (the instance or list it returns, its `$promise`, its success
   * callback) followed as a response body. A list action whose endpoint answers an object is not followed.
   */
  private resourceCall(seed: ResourceCall, sink: HeldSink): void {
    const { action, endpoint } = seed;
    const { source } = this.input;
    if (seed.params) rewriteQueryObject(seed.params, endpoint.query, source, this.edits);
    if (seed.body?.type === 'ObjectExpression')
      rewriteLiteral(seed.body, endpoint.request, source, this.edits);
    const plans = endpoint.response;
    if (!readersAffected(plans) || (action.isArray && !plans.some((p) => p?.item))) return;
    const callbacks = seed.success ? [{ node: seed.success, within: [] }] : [];
    // a class action gives the instance (or list) at once; an instance's `$save()` a promise of it
    const trace = traceResponse(
      seed.call,
      seed.parents,
      plans,
      source,
      true,
      callbacks,
      !seed.instance,
      sink,
    );
    this.edits.push(...trace.edits);
  }

  /** The controller's method `key` (`ctrl.select`, `scope.pick`) takes the value at parameter `index`. */
  private toMethod(key: string, index: number, plans: Plans): boolean {
    const method = this.methods.get(key);
    if (!method) return false;
    this.params.push({ ...method, index, plans });
    return true;
  }

  /** The service an injected parameter names (`RecordService` of `RecordService.rename(…)`), unshadowed. */
  private injectedService(object: AstNode, parents: readonly AstNode[]): string | undefined {
    const { registration } = this.input;
    const local = identifierName(object);
    const service = local === undefined ? undefined : registration.injected.get(local);
    if (service === undefined || !parents.includes(registration.fn)) return undefined;
    return shadowed(local!, parents, registration.fn) ? undefined : service;
  }

  /** The sink of the controller's code (`view` undefined) or of one view's generated code. */
  private sink(view: number | undefined): HeldSink {
    const keyOf = (member: AstNode, parents: readonly AstNode[]): string | undefined => {
      if (!isMember(member) || member.computed) return undefined;
      const field = identifierName(member.property);
      if (field === undefined) return undefined;
      if (view === undefined) {
        const holder = controllerHolder(this.input.registration, member.object, parents);
        return holder ? `${holder}.${field}` : undefined;
      }
      const alias = this.input.views[view]!.code.alias;
      return alias !== undefined && identifierName(member.object) === alias ? `ctrl.${field}` : undefined;
    };
    return {
      stored: (member, parents, plans) => {
        const key = keyOf(member, parents);
        if (key === undefined || this.banned.has(key)) return false;
        const known = this.fields.get(key);
        if (known && !samePlans(known, plans)) this.conflicting.add(key);
        if (!known) this.fields.set(key, plans);
        this.stores.add(member);
        return true;
      },
      passed: (call, index, parents, plans) => {
        if (call.type !== 'CallExpression') return false;
        // a view's `pick(row)`: a method of its scope
        const free = view === undefined ? undefined : identifierName(call.callee);
        if (free !== undefined) return this.toMethod(`scope.${free}`, index, plans);
        if (!isMember(call.callee) || call.callee.computed) return false;
        const name = identifierName(call.callee.property) ?? '';
        // a child component's binding (`<item-detail item="it">`): its controller and view take it on
        const bound = call.callee.object;
        if (view !== undefined && isMember(bound) && identifierName(bound.object) === '__ngBind') {
          const component = identifierName(bound.property) ?? '';
          if (index !== 0 || !this.input.components?.get(component)?.has(name)) return false;
          const slot = `${component}.${name}`;
          const known = this.componentInputs.get(slot);
          if (known && !samePlans(known, plans)) return false;
          this.componentInputs.set(slot, plans);
          return true;
        }
        if (view !== undefined && identifierName(call.callee.object) === '__ngFilter') {
          if (index !== 0) return false;
          if (FORMATTING.has(name)) return true;
          if (!this.input.filters.has(name)) return false;
          const known = this.filterInputs.get(name);
          if (known && !samePlans(known, plans)) return false;
          this.filterInputs.set(name, plans);
          return true;
        }
        const service = view === undefined ? this.injectedService(call.callee.object, parents) : undefined;
        if (service !== undefined) {
          // a row handed back to the project's own injectable: its method's parameter takes it
          if (!this.input.injectables.get(service)?.has(name)) return false;
          const slot = `${service}.${name}#${index}`;
          const known = this.serviceInputs.get(slot);
          if (known && !samePlans(known, plans)) return false;
          this.serviceInputs.set(slot, plans);
          return true;
        }
        const key = keyOf(call.callee, [...parents, call]);
        return key !== undefined && this.toMethod(key, index, plans);
      },
      returned: () => false,
    };
  }
}

/** A parameter or declaration named `name` between `fn` and the ancestors' end, other than `fn`'s own parameter. */
function shadowed(name: string, parents: readonly AstNode[], fn: AstNode): boolean {
  for (let i = parents.length - 1; i >= 0 && parents[i] !== fn; i--) {
    const p = parents[i]!;
    if (isFunction(p) && p.params.some((q) => identifierName(q) === name)) return true;
  }
  return false;
}

/** `null`, `undefined`, `[]`, `{}`: a field's empty start, not a value of its own. */
function isEmptyValue(node: AstNode | null | undefined): boolean {
  if (!node) return false;
  if (node.type === 'NullLiteral' || (node.type === 'Literal' && node.value === null)) return true;
  if (node.type === 'Identifier' && node.name === 'undefined') return true;
  if (node.type === 'ArrayExpression') return node.elements.length === 0;
  if (node.type === 'ObjectExpression') return node.properties.length === 0;
  return false;
}

/**
 * A component's `bindings: { item: '<' }` keys, a directive's `bindToController: { … }` and isolate `scope: { … }`
 * keys: its parent sets them.
 */
function bindingKeys(options: AstNode): string[] {
  if (options.type !== 'ObjectExpression') return [];
  return options.properties.flatMap((option) => {
    const name = isProperty(option) ? keyName(option) : undefined;
    if (!isProperty(option) || (name !== 'bindings' && name !== 'bindToController' && name !== 'scope'))
      return [];
    const value = option.value;
    if (value?.type !== 'ObjectExpression') return [];
    return value.properties.flatMap((p) => {
      const key = isProperty(p) ? keyName(p) : undefined;
      return key === undefined ? [] : [key];
    });
  });
}

/** The same plans step by step (the plan nodes are the map's own, shared: compared by reference). */
export function samePlans(a: Plans, b: Plans): boolean {
  return a === b || (a.length === b.length && a.every((p, i) => p === b[i]));
}

function unique(edits: readonly IdEdit[]): IdEdit[] {
  const byRange = new Map<string, IdEdit>();
  for (const edit of edits) byRange.set(`${edit.start}:${edit.end}`, edit);
  return [...byRange.values()];
}
