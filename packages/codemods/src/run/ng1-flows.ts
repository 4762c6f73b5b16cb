import { readFile } from 'node:fs/promises';
import type { PlanNode } from '@compliance-migrate/rename-map';
import {
  controllerFlow,
  samePlans,
  type ControllerFlow,
  type ReturnedValue,
  type ServiceResults,
} from '../ng1/controller-flow.js';
import { optionString, registrations, type Registration } from '../ng1/registrations.js';
import { localResources, returnedResource } from '../ng1/resource-classes.js';
import { routeViews } from '../ng1/route-views.js';
import { viewCode, type ViewCode } from '../ng1/view-code.js';
import { injectableMethod, injectableMethodOf } from '../transform/angular-injectable.js';
import { walk } from '../transform/ast-walk.js';
import { isFunction, isMember, isProperty, stringValue, type AstNode } from '../transform/node-types.js';
import { keyName } from '../transform/call-site.js';
import type { FunctionNode } from '../transform/response-flow.js';
import type { ResourceSite } from '../transform/ng1-resource.js';
import type { IdEdit } from '../transform/object-rewrite.js';
import { parse, parserFor, startOf } from '../transform/parser.js';
import { readersAffected, traceHeld, traceResponse, type HeldSink } from '../transform/response-rewrite.js';
import type { ApiSite } from '../transform/transform.js';
import { collectFiles } from './files.js';

type Plans = readonly (PlanNode | undefined)[];
/**
 * A file registering on an AngularJS module under a written name (as `registrations` reads them); others are not read
 * here. The name keeps out every array's `.filter(fn)`, which would have every file of a project parsed again.
 */
const REGISTERS = /\.\s*(?:controller|component|directive|filter|service|factory)\s*\(\s*['"`]/;
/** A file naming a controller in an options object (a route, a state): read for the views it gives. */
const ROUTES = /\bcontroller\s*:/;
/** Rounds of components taking what their parents' views hand them (a parent's parent, …). */
const MAX_ROUNDS = 4;
const REFUSE: HeldSink = { stored: () => false, passed: () => false, returned: () => false };

/**
 * This API's data followed through an AngularJS 1.x app (`../ng1/`): what each injectable's method returns (from
 * the syntax pass's calls), into the controllers and components injecting it by name, their views (an `.html` file's
 * `ng-controller="Name as vm"`, a component's `templateUrl` or inline `template`) and the project's filters the
 * views hand rows to; likewise what the actions of a `$resource` of this API send and answer, where its factory is
 * injected or the class is held. The renames by file (scripts, templates), offsets in the texts before the run.
 */
export function ng1Flows(
  sitesByFile: ReadonlyMap<string, readonly ApiSite[]>,
  sources: ReadonlyMap<string, string>,
  templates: ReadonlyMap<string, string>,
  resourcesByFile: ReadonlyMap<string, readonly ResourceSite[]> = new Map(),
): Map<string, IdEdit[]> {
  const out = new Map<string, IdEdit[]>();
  const scripts = [...sources].filter(
    ([file, text]) => parserFor(file) && (REGISTERS.test(text) || ROUTES.test(text)),
  );
  if (!scripts.some(([, text]) => REGISTERS.test(text))) return out;
  const trees = new Map<string, AstNode>();
  for (const [file, text] of scripts) {
    try {
      trees.set(file, parse(text, parserFor(file)!));
    } catch {
      // reported by the file's own run
    }
  }
  const services = serviceResults(sitesByFile, trees, sources);
  if (services.size === 0 && resourcesByFile.size === 0) return out;
  const registered = [...trees].flatMap(([file, root]) =>
    registrations(root).map((r) => ({ file, root, r })),
  );
  const resourceSites = (file: string): Map<number, ResourceSite> =>
    new Map((resourcesByFile.get(file) ?? []).map((site) => [site.callStart, site]));
  // a factory returning a `$resource` of this API, injected by its name (registered twice: not known)
  const classes = new Map<string, ResourceSite | null>();
  for (const { file, r } of registered) {
    const site = returnedResource(r, resourceSites(file));
    if (site) classes.set(r.name, classes.has(r.name) ? null : site);
  }
  const resourceClasses = new Map([...classes].filter((e): e is [string, ResourceSite] => e[1] !== null));
  const filterCount = new Map<string, number>();
  for (const { r } of registered)
    if (r.kind === 'filter') filterCount.set(r.name, (filterCount.get(r.name) ?? 0) + 1);
  const filters = new Set([...filterCount].filter(([, n]) => n === 1).map(([name]) => name));
  const injectables = new Map<string, Map<string, { fn: FunctionNode; parents: AstNode[] }> | null>();
  for (const { r } of registered) {
    if (r.kind !== 'service' && r.kind !== 'factory') continue;
    injectables.set(r.name, injectables.has(r.name) ? null : methodsOf(r));
  }
  const known = new Map<string, Map<string, { fn: FunctionNode; parents: AstNode[] }>>();
  for (const [name, methods] of injectables) if (methods) known.set(name, methods);
  const methodNames = new Map([...known].map(([name, methods]) => [name, new Set(methods.keys())]));
  const add = (file: string, edits: readonly IdEdit[]): void => {
    if (edits.length > 0) out.set(file, [...(out.get(file) ?? []), ...edits]);
  };
  const filterInputs = new Map<string, Plans | null>();
  const serviceInputs = new Map<string, Plans | null>();
  const merge = (into: Map<string, Plans | null>, from: ReadonlyMap<string, Plans>): void => {
    for (const [name, plans] of from) {
      const had = into.get(name);
      into.set(name, had === undefined || (had !== null && samePlans(had, plans)) ? plans : null);
    }
  };
  // a component's data bindings (`<`, `=`): what its parents' views hand them is followed into it, round by round
  const bound = new Map<string, Set<string> | null>();
  for (const { r } of registered)
    if (r.kind === 'component') bound.set(r.name, bound.has(r.name) ? null : dataBindings(r.options));
  const components = new Map([...bound].filter((e): e is [string, Set<string>] => e[1] !== null));
  const flows = new Map<Registration, { views: HostedView[]; flow: ControllerFlow; file: string }>();
  let seeds = new Map<Registration, Map<string, Plans>>();
  for (let round = 0, redo: ReadonlySet<Registration> | undefined; round < MAX_ROUNDS; round++) {
    for (const { file, root, r } of registered) {
      if (redo && !redo.has(r)) continue;
      const resources = localResources(r, resourceClasses, resourceSites(file));
      const seeded = seeds.get(r);
      const injects = [...r.injected.values()].some((name) => services.has(name));
      if (!injects && resources.size === 0 && !seeded) continue;
      const views = viewsOf(file, sources.get(file)!, r, templates, trees, sources);
      const flow = controllerFlow({
        source: sources.get(file)!,
        root,
        registration: r,
        views,
        services,
        filters,
        injectables: methodNames,
        resources,
        components,
        ...(seeded ? { seeds: seeded } : {}),
      });
      flows.set(r, { views, flow, file });
    }
    const inputs = new Map<string, Plans | null>();
    for (const { flow } of flows.values()) merge(inputs, flow.componentInputs);
    const next = new Map<Registration, Map<string, Plans>>();
    for (const { r } of registered) {
      if (r.kind !== 'component' || !components.has(r.name)) continue;
      const given = new Map<string, Plans>();
      for (const key of components.get(r.name)!) {
        const plans = inputs.get(`${r.name}.${key}`);
        if (plans) given.set(`ctrl.${key}`, plans);
      }
      if (given.size > 0) next.set(r, given);
    }
    const changed = new Set(
      [...new Set([...next.keys(), ...seeds.keys()])].filter((r) => !sameSeeds(seeds.get(r), next.get(r))),
    );
    if (changed.size === 0) break;
    seeds = next;
    redo = changed;
  }
  for (const { views, flow, file } of flows.values()) {
    add(file, flow.edits);
    views.forEach((view, i) => add(view.host, mapBack(view.code, flow.viewEdits[i] ?? [])));
    merge(filterInputs, flow.filterInputs);
    merge(serviceInputs, flow.serviceInputs);
  }
  // a row a controller hands back to an injectable's method (`RecordService.rename(vm.selected)`)
  for (const [slot, plans] of serviceInputs) {
    const [, service, method, index] = /^(.+)\.([^.#]+)#(\d+)$/.exec(slot) ?? [];
    const target = plans && service && method ? known.get(service)?.get(method) : undefined;
    const param = target?.fn.params[Number(index)];
    const file = registered.find((e) => e.r.kind !== 'filter' && e.r.name === service)?.file;
    if (!target || !param || !file || !plans) continue;
    add(
      file,
      traceHeld(
        [{ pattern: param, scope: target.fn, scopeParents: target.parents, plans }],
        sources.get(file)!,
        REFUSE,
      ),
    );
  }
  for (const { file, root, r } of registered) {
    const plans = r.kind === 'filter' ? filterInputs.get(r.name) : undefined;
    const fn = plans ? returnedFunction(r, root) : undefined;
    if (!plans || !fn || fn.node.params.length === 0) continue;
    add(
      file,
      traceHeld(
        [{ pattern: fn.node.params[0]!, scope: fn.node, scopeParents: fn.parents, plans }],
        sources.get(file)!,
        REFUSE,
      ),
    );
  }
  return out;
}

/** A component's `bindings` keys taking data (`'<'`, `'<?'`, `'='`, `'=?'`, with an attribute name or not). */
function dataBindings(options: AstNode | undefined): Set<string> {
  const out = new Set<string>();
  if (options?.type !== 'ObjectExpression') return out;
  for (const p of options.properties) {
    if (!isProperty(p) || keyName(p) !== 'bindings' || p.value.type !== 'ObjectExpression') continue;
    for (const b of p.value.properties) {
      const key = isProperty(b) ? keyName(b) : undefined;
      const mode = isProperty(b) ? stringValue(b.value) : undefined;
      if (key !== undefined && mode !== undefined && /^\s*[<=]\??\s*$/.test(mode)) out.add(key);
    }
  }
  return out;
}

function sameSeeds(
  a: ReadonlyMap<string, Plans> | undefined,
  b: ReadonlyMap<string, Plans> | undefined,
): boolean {
  if (!a || !b) return a === b;
  return a.size === b.size && [...a].every(([key, plans]) => b.has(key) && samePlans(plans, b.get(key)!));
}

/** The `.html` files under `paths` that may hold an AngularJS view (an expression, an `ng-*` attribute), by file. */
export async function htmlViews(paths: readonly string[], cwd: string): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  for (const file of await collectFiles(paths, cwd, (path) => /\.html?$/i.test(path))) {
    const text = await readFile(file, 'utf8');
    if (/\{\{|\bng-/.test(text)) out.set(file, text);
  }
  return out;
}

/** Service → method → what it returns, for the injectables' methods returning a call of this API. */
function serviceResults(
  sitesByFile: ReadonlyMap<string, readonly ApiSite[]>,
  trees: ReadonlyMap<string, AstNode>,
  sources: ReadonlyMap<string, string>,
): ServiceResults {
  const found = new Map<string, Map<string, ReturnedValue | null>>();
  for (const [file, sites] of sitesByFile) {
    const root = trees.get(file);
    const wanted = new Map(sites.filter((s) => readersAffected(s.response)).map((s) => [s.callStart, s]));
    if (!root || wanted.size === 0) continue;
    walk(root, [], (node, parents) => {
      const site = node.type === 'CallExpression' ? wanted.get(startOf(node)) : undefined;
      // `$http.get(url).then(…)` starts where the request does: the request is the innermost call
      const chained =
        node.type === 'CallExpression' &&
        isMember(node.callee) &&
        node.callee.object.type === 'CallExpression' &&
        startOf(node.callee.object) === startOf(node);
      if (!site || chained || !injectableMethodOf([...parents, node])) return true;
      const sink: HeldSink = {
        ...REFUSE,
        returned: (fn, fnParents, plans, body) => {
          const method = injectableMethod(fn, fnParents);
          if (!method) return false;
          const methods = found.get(method.service) ?? new Map<string, ReturnedValue | null>();
          // a method returning two different calls: which one is not known
          methods.set(method.method, methods.has(method.method) ? null : { plans, body });
          found.set(method.service, methods);
          return true;
        },
      };
      traceResponse(node, [...parents], site.response, sources.get(file)!, false, [], false, sink);
      return true;
    });
  }
  const out = new Map<string, Map<string, ReturnedValue>>();
  for (const [service, methods] of found) {
    const known = new Map([...methods].filter((e): e is [string, ReturnedValue] => e[1] !== null));
    if (known.size > 0) out.set(service, known);
  }
  return out;
}

interface HostedView {
  host: string;
  code: ViewCode;
  root: AstNode;
}

/**
 * The views of a controller (`ng-controller` in an `.html` file, a route's `templateUrl`/`template` naming it), a
 * component or a directive's inline controller (`templateUrl`, `template`).
 */
function viewsOf(
  file: string,
  source: string,
  r: Registration,
  templates: ReadonlyMap<string, string>,
  trees: ReadonlyMap<string, AstNode>,
  sources: ReadonlyMap<string, string>,
): HostedView[] {
  const codes: { host: string; code: ViewCode }[] = [];
  const named = (
    where: string,
    text: string,
    alias: string | undefined,
    url: string | undefined,
    inline: { value: string; node: AstNode } | undefined,
  ): void => {
    const host = url === undefined ? undefined : templateAt(url, where, templates);
    if (host) for (const code of viewCode(templates.get(host)!, alias)) codes.push({ host, code });
    // an inline template written as it reads (no escapes): edited in place
    const start = inline ? startOf(inline.node) + 1 : 0;
    if (inline && text.slice(start, start + inline.value.length) === inline.value) {
      for (const code of viewCode(text, alias, undefined, { start, end: start + inline.value.length }))
        codes.push({ host: where, code });
    }
  };
  if (r.kind === 'controller') {
    for (const [host, text] of templates) {
      if (!text.includes(r.name)) continue;
      for (const code of viewCode(text, undefined, r.name)) codes.push({ host, code });
    }
    for (const [where, root] of trees) {
      const text = sources.get(where);
      if (text === undefined || !text.includes(r.name)) continue;
      for (const route of routeViews(root, r.name))
        named(where, text, route.alias, route.templateUrl, route.template);
    }
  }
  if (r.kind === 'component' || r.kind === 'directive') {
    // a directive's view without `controllerAs` reads its scope (`$scope` in its controller)
    const alias =
      optionString(r.options, 'controllerAs')?.value ?? (r.kind === 'component' ? '$ctrl' : undefined);
    named(
      file,
      source,
      alias,
      optionString(r.options, 'templateUrl')?.value,
      optionString(r.options, 'template'),
    );
  }
  return codes.flatMap(({ host, code }) => {
    try {
      return [{ host, code, root: parse(code.text, 'babel') }];
    } catch {
      return [];
    }
  });
}

/** The template file a `templateUrl` names: the one whose path ends with it (or is it, next to the script). */
function templateAt(url: string, file: string, templates: ReadonlyMap<string, string>): string | undefined {
  const clean = url.replace(/^\.?\//, '');
  const next = file.slice(0, file.lastIndexOf('/') + 1) + clean;
  if (templates.has(next)) return next;
  const matches = [...templates.keys()].filter((t) => t === clean || t.endsWith(`/${clean}`));
  return matches.length === 1 ? matches[0] : undefined;
}

/** Edits on a view's generated code, moved to its host text (those outside copied text dropped). */
function mapBack(code: ViewCode, edits: readonly IdEdit[]): IdEdit[] {
  return edits.flatMap((edit) => {
    const segment = code.segments.find((s) => s.gen <= edit.start && edit.end <= s.gen + s.length);
    if (!segment) return [];
    const shift = segment.src - segment.gen;
    return [{ ...edit, start: edit.start + shift, end: edit.end + shift, at: edit.at + shift }];
  });
}

/** The methods of an injectable (`this.m = function`, a returned `{ m: function }`), by name. */
function methodsOf(r: Registration): Map<string, { fn: FunctionNode; parents: AstNode[] }> {
  const out = new Map<string, { fn: FunctionNode; parents: AstNode[] }>();
  walk(r.fn, [...r.parents], (node, parents) => {
    if (!isFunction(node)) return true;
    const method = injectableMethod(node, parents);
    if (method?.service === r.name) out.set(method.method, { fn: node, parents: [...parents] });
    return true;
  });
  return out;
}

/** The function a filter's factory returns (`return function (record) { … }`), with its ancestors. */
function returnedFunction(
  r: Registration,
  root: AstNode,
): { node: Extract<AstNode, { params: unknown }>; parents: AstNode[] } | undefined {
  const body = r.fn.body;
  if (body.type !== 'BlockStatement') return undefined;
  const returned = body.body.find((s) => s.type === 'ReturnStatement');
  const fn = returned?.type === 'ReturnStatement' ? returned.argument : undefined;
  if (!fn || (fn.type !== 'FunctionExpression' && fn.type !== 'ArrowFunctionExpression')) return undefined;
  let found: AstNode[] | undefined;
  walk(root, [], (node, parents) => {
    if (node === fn) found = [...parents];
    return found === undefined;
  });
  return found ? { node: fn, parents: found } : undefined;
}
