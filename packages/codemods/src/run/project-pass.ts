import type { ApiIndex } from '../api/api-index.js';
import type { FileContext } from '../project/file-context.js';
import { ModuleResolver } from '../project/module-resolver.js';
import { OwnRoutes } from '../project/own-routes.js';
import { proxyRouteBases } from '../project/proxy-routes.js';
import { buildProjectContexts, type ParsedFile } from '../project/project-context.js';
import type * as t from '@babel/types';
import { parse, parserFor } from '../transform/parser.js';
import { describeError } from './describe-error.js';
import { prefilter } from './prefilter.js';
import { prefilterPattern, selectFiles } from './select.js';

/** What the syntax pass knows before it transforms any file: which files it parses, their trees, their contexts. */
export interface ProjectPass {
  /** Files the text prefilter keeps, and their neighbours through imports: the only files transformed. */
  selected: ReadonlySet<string>;
  /** Each selected file's parsed tree, for the transform to reuse. */
  trees: Map<string, t.File>;
  /** Selected files that did not parse, with the parser's message. */
  parseErrors: ReadonlyMap<string, string>;
  /** What the project shows about each file (clients, bases, constants from other files). */
  contexts: ReadonlyMap<string, FileContext>;
}

/**
 * Selects, parses and links a project's files (absolute path → text): the part of the syntax pass that needs
 * every file, shared by `runCodemod` and the jscodeshift transform. `onParsed` runs between parsing and linking.
 */
export function projectPass(
  sources: ReadonlyMap<string, string>,
  index: ApiIndex,
  apiBases: readonly string[],
  onParsed?: () => void,
): ProjectPass {
  const resolver = new ModuleResolver(new Set(sources.keys()));
  const selected = selectFiles(sources, prefilterPattern(prefilter(index)), resolver);
  const parsed: ParsedFile[] = [];
  const parseErrors = new Map<string, string>();
  for (const [file, source] of sources) {
    if (!selected.has(file)) continue;
    try {
      parsed.push({ file, source, ast: parse(source, parserFor(file) ?? 'tsx') });
    } catch (error) {
      parseErrors.set(file, describeError(error));
    }
  }
  onParsed?.();
  const ownRoutes = new OwnRoutes(sources.keys(), (file) => sources.get(file));
  const proxyBases = proxyRouteBases(sources);
  const contexts = buildProjectContexts(parsed, { index, apiBases, resolver, ownRoutes, proxyBases });
  return { selected, trees: new Map(parsed.map((p) => [p.file, p.ast])), parseErrors, contexts };
}
