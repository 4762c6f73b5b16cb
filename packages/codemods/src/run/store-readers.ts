import type { FileContext } from '../project/file-context.js';
import type { AstNode } from '../transform/node-types.js';
import { parse, parserFor } from '../transform/parser.js';
import { mappedNames, type ModuleValues } from '../transform/vuex-component-reads.js';
import type { IdEdit } from '../transform/object-rewrite.js';
import { templateStoreEdits } from '../sfc/template-store-reads.js';
import { registeredModules, storedModuleValues, type StoredValues } from '../transform/vuex-components.js';

type Plans = StoredValues['state'] extends Map<string, infer P> ? P : never;
/** Components read the store by these names; a file without any is not read again. */
const STORE_READ = /\b(?:mapState|mapGetters)\b|\$store\b/;

/**
 * The jobs to transform again with the Vuex store values they read: the namespaced modules among `jobs` whose
 * state or getters hold this API's rows (their context names the imported calls, `returned-responses.ts`), the
 * namespace a store file registers each under (`modules: { records }`), and the components reading the store, each
 * with its context naming those modules (`storeModules`). The latest version of a job (`latest`) is the one read.
 */
export function storeReadersOf<J extends { file: string; source: string; context?: FileContext }>(
  jobs: readonly J[],
  latest: ReadonlyMap<string, J>,
): J[] {
  const current = jobs.map((job) => latest.get(job.file) ?? job);
  const held = new Map<string, StoredValues>();
  const trees = new Map<string, AstNode>();
  const tree = (job: J): AstNode | undefined => {
    const parser = parserFor(job.file);
    if (!parser) return undefined;
    const known = trees.get(job.file);
    if (known) return known;
    try {
      const ast = parse(job.source, parser);
      trees.set(job.file, ast);
      return ast;
    } catch {
      return undefined; // reported by the file's own run
    }
  };
  for (const job of current) {
    if (!job.context?.returnedResponses) continue;
    const ast = tree(job);
    const values = ast && storedModuleValues(ast, job.source, job.context);
    if (values) held.set(job.file, values);
  }
  if (held.size === 0) return [];
  const modules: ModuleValues<Plans>[] = [];
  for (const job of current) {
    if (!job.source.includes('modules')) continue;
    const ast = tree(job);
    if (!ast) continue;
    for (const [local, namespace] of registeredModules(ast)) {
      const ref = job.context?.imports?.get(local);
      const values = ref?.file === undefined || ref.name !== 'default' ? undefined : held.get(ref.file);
      if (values) modules.push({ namespace, ...values });
    }
  }
  // a namespace registered twice (two stores) is not known to be one module
  const unique = modules.filter((m) => modules.filter((o) => o.namespace === m.namespace).length === 1);
  if (unique.length === 0) return [];
  return current.flatMap((job) =>
    job.context && STORE_READ.test(job.source)
      ? [{ ...job, context: { ...job.context, storeModules: unique } }]
      : [],
  );
}

/** The renames in a component's template (its text and script from `component`) of the store values its script maps, each
 * with its change and offset (`at`) for the report. */
export function storeTemplateEdits(
  job: { file: string; source: string; context?: FileContext },
  component: { file: string; source: string; script: string } | undefined,
): IdEdit[] {
  const parser = parserFor(job.file);
  const modules = job.context?.storeModules;
  if (!component || !parser || !modules) return [];
  try {
    const names = mappedNames(parse(job.source, parser), modules);
    return templateStoreEdits(component.file, component.source, component.script, names);
  } catch {
    return []; // a script that does not parse is reported by its own run
  }
}
