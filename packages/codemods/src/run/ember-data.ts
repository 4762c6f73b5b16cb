import type { ApiIndex, Resolution } from '../api/api-index.js';
import { marker } from '../api/markers.js';
import type { AttributeRename } from '../transform/backbone-attributes.js';
import { exact, modelEndpoints } from '../project/ember-endpoints.js';
import { usesEmberData } from '../project/ember-adapter-bases.js';
import { defaultModelPath, emberFile, isApiNamespace } from '../project/ember-conventions.js';
import {
  adapterFacts,
  modelMembers,
  serializerFacts,
  type AdapterFacts,
  type ModelMember,
  type SerializerFacts,
} from '../project/ember-models.js';
import { adapterUrlEdits } from '../transform/ember-adapter-urls.js';
import { serializerEdits } from '../transform/ember-serializer.js';
import { payloadRecords, storeCalls } from '../transform/ember-store-calls.js';
import { modelUrls } from '../transform/ember-model-urls.js';
import { readersAffected } from '../transform/response-rewrite.js';
import { firstPlanId, planSummary } from '../transform/transform.js';
import { keyName } from '../transform/call-site.js';
import { isProperty } from '../transform/node-types.js';
import { rewriteQueryObject, type IdEdit } from '../transform/object-rewrite.js';
import { endOf, parse, parserFor, startOf } from '../transform/parser.js';
import type { AstNode } from '../transform/node-types.js';
import { walk } from '../transform/ast-walk.js';

/**
 * This API followed through an ember-data app, whose requests name models, not paths: each model's endpoints
 * (RESTAdapter's default path for its name, or its adapter's `urlFor…` methods), the renames of their bodies moved
 * into the model's serializer (`ember-serializer.ts`), the renamed query parameters of `store.query('model', {…})`,
 * the adapter's own URLs (`ember-adapter-urls.ts`), and a TODO where a model's path itself changed (its name gives
 * it: `pathForType` is the person's to write). The edits and TODOs by file, offsets in the texts before the run.
 */

/** A TODO the flow leaves at an offset of a file. */
export interface FlowTodo {
  at: number;
  /** Where its comment goes: the start of the code on its line. */
  anchor?: number;
  changeId: string;
  message: string;
}

/** What the flow changes in one file. */
export interface EmberFlow {
  edits: IdEdit[];
  todos: FlowTodo[];
}

interface Parsed {
  file: string;
  source: string;
  root: AstNode;
}

/**
 * The edits and TODOs of the ember-data flow, by file (empty for a project that does not use ember-data), and the
 * model attributes whose old wire names a serializer now maps: the app keeps reading them under those names.
 */
export function emberDataFlows(
  sources: ReadonlyMap<string, string>,
  index: ApiIndex,
): { files: Map<string, EmberFlow>; kept: Set<string> } {
  const out = new Map<string, EmberFlow>();
  const kept = new Set<string>();
  if (![...sources.values()].some(usesEmberData)) return { files: out, kept };
  const flow = (file: string): EmberFlow => {
    let f = out.get(file);
    if (!f) out.set(file, (f = { edits: [], todos: [] }));
    return f;
  };
  const models = new Map<string, Parsed & { members: ModelMember[] }>();
  const adapters = new Map<string, Parsed & { facts: AdapterFacts }>();
  const serializers = new Map<string, Parsed & { facts: SerializerFacts }>();
  const callers: Parsed[] = [];
  for (const [file, source] of sources) {
    const parser = parserFor(file);
    const role = emberFile(file);
    const calls =
      /\bstore\s*\.\s*(?:query|queryRecord|findAll|findRecord|createRecord|pushPayload)\s*\(|\.buildURL\(\s*['"]/.test(
        source,
      );
    if (!parser || (!role && !calls)) continue;
    let root: AstNode;
    try {
      root = parse(source, parser);
    } catch {
      continue; // reported by the file's own run
    }
    const parsed = { file, source, root };
    if (calls) callers.push(parsed);
    if (role?.role === 'models') models.set(role.name, { ...parsed, members: modelMembers(root) });
    if (role?.role === 'adapters') {
      const facts = adapterFacts(root);
      if (facts) adapters.set(role.name, { ...parsed, facts });
    }
    if (role?.role === 'serializers') {
      const facts = serializerFacts(root);
      if (facts) serializers.set(role.name, { ...parsed, facts });
    }
  }
  const application = adapters.get('application');
  // an app whose adapter names another service's namespace (`namespace = 'crm'`) is not migrated by model names
  const namespace = application?.facts.namespace?.value;
  if (namespace !== undefined && !isApiNamespace(namespace, index.rules.basePaths))
    return { files: out, kept };
  const names = new Set([...models.keys(), ...serializers.keys(), ...adapters.keys()]);
  names.delete('application');
  for (const call of callers.flatMap((c) => storeCalls(c.root))) names.add(call.model);
  const appComputesKeys = serializers.get('application')?.facts.computesKeys === true;
  const queryPlans = new Map<string, Resolution>();
  const modelRenames = new Map<string, Map<string, AttributeRename>>();
  const moved: { name: string; from: string; to: string; changeId: string }[] = [];

  for (const name of names) {
    const adapter = adapters.get(name);
    // a `pathForType` of the app's: the model's path is not the default, and not read here
    if (adapter?.facts.pathForType || application?.facts.pathForType) continue;
    const path = defaultModelPath(name);
    const {
      queried,
      moved: pathMoved,
      renames,
      conflicts,
      ids,
    } = modelEndpoints(path, adapter?.facts, index);
    queryPlans.set(name, queried);
    if (pathMoved) moved.push({ name, from: path, ...pathMoved });
    modelRenames.set(name, renames);
    const serializer = serializers.get(name);
    const members = models.get(name)?.members ?? [];
    if (serializer) {
      const facts = appComputesKeys ? { ...serializer.facts, computesKeys: true } : serializer.facts;
      const { edits, todos } = serializerEdits(facts, members, renames, serializer.source);
      for (const m of members)
        if (m.kind === 'attr' && renames.get(m.name)?.to && !facts.computesKeys) kept.add(m.name);
      for (const w of facts.mapped) if (w.attribute && renames.get(w.value)?.to) kept.add(w.attribute);
      flow(serializer.file).edits.push(...edits);
      flow(serializer.file).todos.push(...todos);
    } else {
      const model = models.get(name);
      for (const member of members) {
        const rename = renames.get(member.name);
        if (!model || member.kind !== 'attr' || !rename) continue;
        flow(model.file).todos.push({
          at: member.at,
          changeId: rename.id,
          message: `the wire name ${member.name} of this attribute became ${rename.to ?? '(removed)'}: map it in the model's serializer (attrs), or rename it with its readers and templates`,
        });
      }
    }
    for (const conflict of conflicts) {
      const model = models.get(name);
      const member = members.find((m) => m.name === conflict);
      if (model && member)
        flow(model.file).todos.push({
          at: member.at,
          changeId: ids.get(conflict) ?? 'field-renames',
          message: `the wire name ${conflict} is renamed differently by this model's endpoints: map it by hand`,
        });
    }
    for (const url of adapter?.facts.urls ?? []) {
      const { edits, todo } = adapterUrlEdits(url, path, index, adapter!.source);
      flow(adapter!.file).edits.push(...edits);
      if (todo) flow(adapter!.file).todos.push(todo);
    }
  }

  for (const caller of callers) {
    for (const call of storeCalls(caller.root)) {
      if (call.payload) {
        const renames = modelRenames.get(call.model);
        const keys = new Set([call.model, defaultModelPath(call.model).slice(1)]);
        for (const record of renames ? payloadRecords(call.payload, keys) : [])
          flow(caller.file).edits.push(...recordKeyEdits(record, renames!, caller.source));
        continue;
      }
      const resolution = queryPlans.get(call.model);
      if (!call.query || resolution?.kind !== 'endpoint') continue;
      const queries = resolution.steps.map((s) => s.query);
      if (!queries.some((q) => q && q.size > 0)) continue;
      const edits: IdEdit[] = [];
      if (!rewriteQueryObject(call.query, queries, caller.source, edits))
        flow(caller.file).todos.push({
          at: call.at,
          changeId: [...queries]
            .find((q) => q && q.size > 0)!
            .values()
            .next().value!.id,
          message: `the query parameters of this model's search are renamed (${[...queries]
            .flatMap((q) => [...(q ?? [])].map(([from, r]) => `${from} → ${r.to}`))
            .join(', ')}); check the query given here`,
        });
      flow(caller.file).edits.push(...edits);
    }
  }

  // a model's URL built and sent outside its adapter (`${adapter.buildURL('item', id)}/answer`): its bodies' renames
  for (const caller of callers) {
    for (const url of modelUrls(caller.root)) {
      const r = exact(index, url.path, url.method);
      if (r.kind !== 'endpoint' || r.ids.length > 0) continue; // a moved model path has its TODO at the adapter
      const response = r.steps.map((s) => s.response);
      const request = r.steps.map((s) => s.request);
      const renamed = [
        ...(readersAffected(response) ? [`response ${planSummary(response)}`] : []),
        ...(request.some((p) => p?.keys?.size) ? [`request ${planSummary(request)}`] : []),
      ];
      if (renamed.length === 0) continue;
      flow(caller.file).todos.push({
        at: url.at,
        changeId: firstPlanId(readersAffected(response) ? response : request),
        message: `this endpoint (${url.method} ${url.path.replace(marker(0), '{id}')}) has renamed ${renamed.join('; ')}; ember-data's ajax is not followed: check the code that sends and reads it`,
      });
    }
  }

  // a model whose path the new version renamed: its name gives the path, so the adapter must say the new one
  for (const m of moved) {
    const target = adapters.get(m.name) ?? application ?? models.get(m.name);
    if (!target) continue;
    flow(target.file).todos.push({
      at: classAt(target.root),
      changeId: m.changeId,
      message: `ember-data sends the model '${m.name}' to ${m.from} (its name's default path), which is ${m.to} in v${index.to}: send it there (pathForType in the adapter), or rename the model`,
    });
  }
  for (const [file, f] of out) {
    const source = sources.get(file) ?? '';
    f.todos = f.todos.map((t) => ({ ...t, anchor: lineAnchor(source, t.at) }));
  }
  return { files: out, kept };
}

/** The renamed keys of a wire record written in a test (`{ recordName: 'Fire' }` → `{ categoryName: 'Fire' }`). */
function recordKeyEdits(
  record: AstNode,
  renames: ReadonlyMap<string, AttributeRename>,
  source: string,
): IdEdit[] {
  const edits: IdEdit[] = [];
  if (record.type !== 'ObjectExpression') return edits;
  for (const p of record.properties) {
    if (!isProperty(p) || p.computed || (p.type === 'ObjectProperty' && p.shorthand)) continue;
    const rename = renames.get(keyName(p) ?? '');
    if (!rename?.to || rename.toMany) continue;
    const key = p.key;
    const quote = key.type === 'Identifier' ? '' : source[startOf(key)];
    edits.push({
      start: startOf(key),
      end: endOf(key),
      text: `${quote}${rename.to}${quote}`,
      changeId: rename.id,
      at: startOf(key),
    });
  }
  return edits;
}

/** The offset of the first class member of a file (where a TODO about the class goes), else of its first class. */
function classAt(root: AstNode): number {
  let at: number | undefined;
  walk(root, [], (node) => {
    if (at !== undefined) return false;
    if (node.type !== 'ClassBody') return true;
    at = node.body[0] ? startOf(node.body[0]) : startOf(node);
    return false;
  });
  return at ?? 0;
}

/** Where a TODO about `at` is written: the start of its line's code. */
function lineAnchor(source: string, at: number): number {
  const lineStart = source.lastIndexOf('\n', at - 1) + 1;
  return lineStart + (/^[ \t]*/.exec(source.slice(lineStart))?.[0].length ?? 0);
}
