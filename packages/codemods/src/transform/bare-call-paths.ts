import type { ApiIndex } from '../api/api-index.js';
import { remainingPattern } from '../run/prefilter.js';
import { isTypeExpectation } from './type-expectation.js';
import { argsOf } from './call-site.js';
import { lineColumn } from './edits.js';
import { isMessageCall } from './message-call.js';
import { calleeName, type AstNode } from './node-types.js';
import { endOf, startOf } from './parser.js';
import { readUrlExpression } from './url-expression.js';

/** An old path written without its slash and left where the run could not tell what it is: for a person. */
export interface BareLeft {
  line: number;
  column: number;
  text: string;
  /** Where it went (`written without its slash, given to warm(…), not known as a request`). */
  why?: string;
}

/** A string given to a call, kept until the walk ends: listed if nothing the run did covers it. */
export interface BareCandidate {
  node: AstNode;
  callee: string | undefined;
  /** The names the call is made on or given (`api` of `api.fetchAll('records')` and of `warm(api, 'records')`). */
  receivers: string[];
}

/**
 * The names this file sends this API's requests on (`api` of `api.get('records')`), gathered during the walk from
 * the strings the project pass shows reaching a request (`role: 'api'`).
 */
export type ApiReceivers = Set<string>;

/**
 * Calls whose string arguments are never URLs: tests' titles, string and collection methods, module loading, Redux
 * action types. A path-like word given to them (`describe('records', …)`, `name.startsWith('types/')`) is not listed.
 */
export const NOT_URL_CALLEES = new Set([
  'describe',
  'it',
  'test',
  'require',
  'import',
  'includes',
  'startsWith',
  'endsWith',
  'indexOf',
  'lastIndexOf',
  'split',
  'replace',
  'replaceAll',
  'match',
  'concat',
  'join',
  'localeCompare',
  'getElementById',
  'querySelector',
  'querySelectorAll',
  'addEventListener',
  'removeEventListener',
  'emit',
  'on',
  // Redux's action types (`createAction('records/loaded')`, `createAsyncThunk('records/fetch', …)`)
  'createAction',
  'createAsyncThunk',
]);

/**
 * A string or template written without a leading slash (`'records'`, `` `records/${id}` ``) given to a call as an
 * argument: a candidate for the closing scan, which lists it if the run neither rewrote nor judged it. Cheap: only
 * the shape is read here; the catalog is asked after the walk, for the few candidates left.
 */
export function bareCallCandidate(
  node: AstNode,
  parents: readonly AstNode[],
  source: string,
  sent: boolean,
  receivers: ApiReceivers,
): BareCandidate | undefined {
  const call = parents[parents.length - 1];
  if (!call || !argsOf(call).includes(node)) return undefined;
  const callee = call.type === 'CallExpression' || call.type === 'NewExpression' ? call.callee : undefined;
  let root = callee;
  while (root?.type === 'MemberExpression') root = root.object;
  const names = [root, ...argsOf(call)].flatMap((n) =>
    n?.type === 'Identifier' || n?.type === 'ThisExpression' ? [source.slice(startOf(n), endOf(n))] : [],
  );
  if (sent) {
    for (const n of names.slice(0, 1)) receivers.add(n);
    return undefined;
  }
  if (isMessageCall(call)) return undefined;
  const name = callee ? calleeName(callee) : undefined;
  if (name !== undefined && NOT_URL_CALLEES.has(name)) return undefined;
  if (isTypeExpectation(call)) return undefined; // `expect(loaded.type).toBe('records/loaded')`: an action type
  // a letter first: not `/records` (the textual scan finds those), not `./records`, not `${base}/records`
  const first = source.charAt(startOf(node) + 1);
  return /[A-Za-z]/.test(first) ? { node, callee: name, receivers: names } : undefined;
}

/**
 * The candidates the run left untouched (`handled` says which it rewrote, judged or gave a TODO) whose text, read
 * with a slash before it, is an old path of a renamed endpoint by the catalog's path templates (`'records'` is
 * GET /records; `'recordings'` or a sentence is nothing): listed as old paths left, to look at. A single word
 * (`'records'`) counts only in a call on or given a name this file sends this API's requests on (`receivers`):
 * elsewhere it is as likely a store's id (`defineStore('records')`) or a cache tag (`revalidateTag('records')`).
 */
export function unreadBarePaths(
  candidates: readonly BareCandidate[],
  source: string,
  index: ApiIndex,
  receivers: ApiReceivers,
  handled: (start: number, end: number) => boolean,
): BareLeft[] {
  if (candidates.length === 0) return [];
  const oldPaths = remainingPattern(index);
  if (!oldPaths) return [];
  const out: BareLeft[] = [];
  for (const { node, callee, receivers: names } of candidates) {
    const viaClient = names.some((n) => receivers.has(n));
    if (handled(startOf(node), endOf(node))) continue;
    const url = readUrlExpression(node, source);
    if (!url || /\s/.test(url.text) || (!viaClient && !url.text.includes('/'))) continue;
    const path = '/' + url.text;
    oldPaths.lastIndex = 0;
    const match = oldPaths.exec(path.split(/[?#]/)[0] ?? '');
    if (match?.index !== 0) continue;
    if (index.resolve(path, undefined).kind === 'none') continue;
    const written = source.slice(startOf(node), endOf(node)).replace(/\s+/g, ' ').slice(0, 80);
    out.push({
      ...lineColumn(source, startOf(node)),
      text: written,
      why: `written without its slash, given to ${callee ?? 'a call'}(…), not known as a request`,
    });
  }
  return out;
}
