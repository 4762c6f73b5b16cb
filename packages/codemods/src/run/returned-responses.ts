import type { PlanNode } from '@compliance-migrate/rename-map';
import type { FileContext } from '../project/file-context.js';
import { walk } from '../transform/ast-walk.js';
import type { AstNode } from '../transform/node-types.js';
import { parse, parserFor, startOf } from '../transform/parser.js';
import { readersAffected } from '../transform/response-rewrite.js';
import { functionUse, returningFunction } from '../transform/response-flow.js';
import type { ApiSite } from '../transform/transform.js';

type Plans = readonly (PlanNode | undefined)[];

/**
 * The project's exported functions that return a call of this API as it is (`export function fetchRecords() {
 * return http.get('/records') }`), found from the syntax pass's calls: file → export name → the response plans of
 * that call. Their callers in other modules read the response; `importersOf` hands it to them.
 */
export function returnedResponses(
  sitesByFile: ReadonlyMap<string, readonly ApiSite[]>,
  sources: ReadonlyMap<string, string>,
): Map<string, Map<string, Plans>> {
  const found = new Map<string, Map<string, Plans>>();
  for (const [file, sites] of sitesByFile) {
    const parser = parserFor(file);
    const source = sources.get(file);
    const wanted = new Map(sites.filter((s) => readersAffected(s.response)).map((s) => [s.callStart, s]));
    if (!parser || source === undefined || wanted.size === 0) continue;
    const exports = new Map<string, Plans>();
    // a function returning two calls (`if (id) return http.put(…); return http.post(…)`): which one is not known
    const twice = new Set<string>();
    walk(parse(source, parser), [], (node, parents) => {
      const site = node.type === 'CallExpression' ? wanted.get(startOf(node)) : undefined;
      const name = site && exportReturning(node, parents);
      if (!site || name === undefined) return true;
      if (exports.has(name)) twice.add(name);
      exports.set(name, site.response);
      return true;
    });
    for (const name of twice) exports.delete(name);
    if (exports.size > 0) found.set(file, exports);
  }
  return found;
}

/**
 * The jobs whose file imports one of `returned`'s functions, each with its context naming them by their local
 * names, to be transformed again with the reads of those calls' responses.
 */
export function importersOf<J extends { file: string; context?: FileContext }>(
  jobs: readonly J[],
  returned: ReadonlyMap<string, ReadonlyMap<string, Plans>>,
): J[] {
  if (returned.size === 0) return [];
  const again: J[] = [];
  for (const job of jobs) {
    const imports = job.context?.imports;
    if (!job.context || !imports) continue;
    const named = new Map<string, Plans>();
    for (const [local, ref] of imports) {
      const plans = ref.file === undefined ? undefined : returned.get(ref.file)?.get(ref.name);
      if (plans) named.set(local, plans);
    }
    if (named.size > 0) again.push({ ...job, context: { ...job.context, returnedResponses: named } });
  }
  return again;
}

/** The export name of the function `call` is the whole result of (`export function f`, `export default`). */
function exportReturning(call: AstNode, parents: readonly AstNode[]): string | undefined {
  const returned = returningFunction(call, parents);
  if (!returned) return undefined;
  const use = functionUse(returned.fn, returned.parents);
  if (use.kind !== 'named' || !use.exported) return undefined;
  const isDefault = returned.parents.some((p) => p.type === 'ExportDefaultDeclaration');
  return isDefault ? 'default' : use.name.name;
}
