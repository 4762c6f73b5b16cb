import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { loadChangeMap } from '@compliance-migrate/rename-map';
import { ApiIndex } from '../api/api-index.js';
import { collectFiles } from '../run/files.js';
import { projectPass, type ProjectPass } from '../run/project-pass.js';
import { parserFor } from '../transform/parser.js';
import { transformSource } from '../transform/transform.js';
import { readSettings, type TransformerSettings } from './options.js';

/** The file jscodeshift hands a transform. */
export interface FileInfo {
  path: string;
  source: string;
}

/**
 * jscodeshift's default parser for this transform. The transform parses each file itself with jscodeshift's
 * parser for its extension (`babel` for .js, `ts`, `tsx`), as the CLI does, and never uses `api.jscodeshift`.
 */
export const parser = 'tsx';

interface Setup {
  index: ApiIndex;
  /** The project's files and their text when it was linked. */
  sources: ReadonlyMap<string, string>;
  pass: ProjectPass;
}
// one setup per process and settings: the project is read, parsed and linked before the first file
const setups = new Map<string, Promise<Setup>>();

async function setUp(settings: TransformerSettings): Promise<Setup> {
  const map = await loadChangeMap(settings.overlays);
  const index = new ApiIndex(map, settings.from, settings.to, {
    apiHosts: settings.apiHosts,
    basePaths: settings.basePaths ?? ['/api'],
  });
  const sources = new Map<string, string>();
  for (const file of await collectFiles([settings.root], settings.root))
    sources.set(file, await readFile(file, 'utf8'));
  return { index, sources, pass: projectPass(sources, index, settings.apiBases) };
}

/**
 * The codemod's syntax pass as a jscodeshift transform: `npx jscodeshift -t <this> --from=4 --to=6 src`.
 * Returns the file's new text (the same text when nothing changes), exactly what `compliance-migrate codemod
 * --no-types` writes for it; see docs/codemods.md.
 */
export default async function transformer(
  file: FileInfo,
  _api: unknown,
  options: Record<string, unknown>,
): Promise<string> {
  const settings = readSettings(options, process.cwd());
  const key = JSON.stringify(settings);
  let setup = setups.get(key);
  if (!setup) {
    setup = setUp(settings);
    setups.set(key, setup);
  }
  const { index, sources, pass } = await setup;
  const path = resolve(file.path);
  // a file of the project the prefilter rules out is left as it is, as the CLI leaves it; a file outside
  // --root is transformed on its own
  if (sources.has(path) && !pass.selected.has(path)) return file.source;
  const context = pass.contexts.get(path);
  const ast = sources.get(path) === file.source ? pass.trees.get(path) : undefined;
  return transformSource(file.source, path, index, parserFor(path), {
    ...(context ? { context } : {}),
    ...(ast ? { ast } : {}),
  }).output;
}
