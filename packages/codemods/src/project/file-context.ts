/** What the project as a whole shows about one file's URLs: computed by the project pass, read by the transform. */
import type { PlanNode } from '@compliance-migrate/rename-map';
import type { IdEdit } from '../transform/object-rewrite.js';
import type { ImportRef } from './file-facts.js';
import type { OwnRoutes } from './own-routes.js';
import type { ModuleValues } from '../transform/vuex-component-reads.js';
import type { ScriptObjectMethods } from '../transform/script-object-calls.js';

/** The role of a string or template the project shows to be a URL, or not one of this API's. */
export type LiteralRole =
  | {
      role: 'api';
      /** Upper-case method of every call that reaches it, when they agree. */
      method?: string;
      /** A path without a leading slash, relative to a client's base (`'records'`). */
      bare: boolean;
      /** A dispatcher table's entry whose `:name` segments its calls fill (`params`): an id moved in is `:id`. */
      colonParams?: boolean;
    }
  /** The app's own route or page; `why` says how it was known (`route record`, `navigation call (navigate)`). */
  | { role: 'ui'; why: string }
  | { role: 'foreign'; reason: string };

/** How a call of one of the project's own wrappers passes its request (`apiGet(path, query)`). */
export interface WrapperCall {
  /** Argument indexes of the path, the query and the body. */
  path: number;
  query?: number;
  body?: number;
  /** The argument holding fetch's options (`request(path, { method, body })`). */
  init?: number;
  /** The wrapper returns the parsed body at once (`return JSON.parse(res.getContentText())`). */
  parsedBody?: true;
  method?: string;
  /** A dispatcher's options argument (`call(name, { query, body })`): which of its keys hold the query and body. */
  options?: DispatchOptions;
  /** A path helper's call (`withQuery(path, query)`): it builds a path without sending it. */
  pathOnly?: true;
}

/** The options argument of a dispatcher call and the keys it sends as the body and the query. */
export interface DispatchOptions {
  index: number;
  body?: string;
  query?: string;
  /** True when the dispatcher returns the parsed body (`return api(…).json()`). */
  returnsBody?: boolean;
  /**
   * The key whose object fills the table's `:name` segments (`params`), set only on calls of a table entry that
   * every use reaches through the dispatcher: an id moved into the path goes there, the entry written `/…/:id`.
   */
  params?: string;
}

export interface FileContext {
  /** Calls of the project's own request wrappers, by start offset of the call. */
  calls: Map<number, WrapperCall>;
  /** Hosts of the absolute base URLs the project shows to be this API's (`axios.create({ baseURL: 'https://…' })`). */
  apiHosts?: ReadonlySet<string>;
  /** Leading expressions of URLs (`${BASE}/records`), by start offset: true when shown to be this API's base. */
  bases: Map<number, boolean>;
  /** The start of the path a base holds (`/items` of `itemsUrl = `${API_BASE}/items``), by the base's offset. */
  tails: Map<number, string>;
  /** String and template nodes, by start offset, whose role the project shows. */
  literals: Map<number, LiteralRole>;
  /** URL arguments that are references (`EP.records`, `paths.item(id)`), by start offset: the URL text they hold. */
  refs: Map<number, { text: string; bare: boolean }>;
  /**
   * Calls of the project's own functions that hand an argument to a request's URL but are not read as wrappers
   * (`getJson(path)` fetching `` `/portal${path}` ``): the index of that argument, by start offset of the call.
   */
  sends: Map<number, number>;
  /** When true, a URL after a leading expression is this API's only when `bases` says so. */
  strictBases: boolean;
  /** The routes the project serves itself (Next.js route handlers): a relative URL to one is not this API's. */
  ownRoutes?: OwnRoutes;
  /** JSON files imported whole (`import records from './__fixtures__/records.json'`), by local name. */
  jsonImports?: Map<string, string>;
  /** The JSON files Cypress fixtures name (`{ fixture: 'records.json' }`), by name (`project/cypress-fixtures.ts`). */
  cypressFixtures?: ReadonlyMap<string, string>;
  /** Imported test helpers that stub the global `fetch` and return the stub (`project/fetch-stub-makers.ts`). */
  fetchStubMakers?: ReadonlySet<string>;
  /** Where each name this file imports comes from (its project file and export). */
  imports?: ReadonlyMap<string, ImportRef>;
  /**
   * Imported functions of the project that return a call of this API (`export function fetchRecords() { return
   * http.get('/records') }`), by local name: the response plans of that call (`run/returned-responses.ts`).
   */
  returnedResponses?: ReadonlyMap<string, readonly (PlanNode | undefined)[]>;
  /** Namespaced Vuex modules whose state fields and getters hold this API's rows (`run/store-readers.ts`). */
  storeModules?: readonly ModuleValues<readonly (PlanNode | undefined)[]>[];
  /**
   * Renames found by following this API's data across AngularJS's injector, controllers and views
   * (`run/ng1-flows.ts`): offsets in this file's text before the run.
   */
  flowEdits?: readonly IdEdit[];
  /** TODOs found by such a flow (`run/ember-data.ts`): offsets in this file's text before the run. */
  flowTodos?: readonly { at: number; anchor?: number; changeId: string; message: string }[];
  /** The scripts' global objects whose methods give this API's responses (`run/script-object-responses.ts`). */
  scriptObjects?: ScriptObjectMethods;
  /** Segment builder calls that are this API's paths (`path('records', id)`), by start offset (`segment-builder.ts`). */
  segments?: Map<number, { text: string; method?: string }>;
}

/** A context that knows nothing: the transform then reads every file on its own, as before the project pass. */
export function emptyContext(): FileContext {
  return {
    calls: new Map(),
    tails: new Map(),
    bases: new Map(),
    literals: new Map(),
    refs: new Map(),
    sends: new Map(),
    strictBases: false,
  };
}
