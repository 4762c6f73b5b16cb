import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { walk } from '../transform/ast-walk.js';
import { keyName } from '../transform/call-site.js';
import { isProperty, type AstNode } from '../transform/node-types.js';
import { parse, parserFor } from '../transform/parser.js';
import { collectFileFacts, type FileFacts } from './file-facts.js';
import type { Located } from './wrappers.js';

const CONFIGS = [
  'playwright.config.ts',
  'playwright.config.js',
  'playwright.config.mjs',
  'playwright.config.cjs',
];

/** Config bases by config directory, for one project pass (`null`: a config without one). */
export type ConfigCache = Map<string, Located | null>;

/**
 * The base URL Playwright's own `request` fixture sends under in a test file: `use: { baseURL }` of the nearest
 * `playwright.config.*` above it (the package's), read once per config (it is rarely among the run's files, which
 * hold paths of this API). Undefined without a config or a `baseURL` in it, or when the config does not parse.
 */
export function playwrightConfigBase(
  file: string,
  cache: ConfigCache,
  known: ReadonlyMap<string, FileFacts>,
  resolveImport: (specifier: string, from: string) => string | undefined,
): Located | undefined {
  for (let dir = dirname(resolve(file)); ; dir = dirname(dir)) {
    const config = CONFIGS.map((c) => join(dir, c)).find((c) => existsSync(c));
    if (config) {
      const cached = cache.get(dir);
      if (cached !== undefined) return cached ?? undefined;
      const base = configBase(config, known, resolveImport);
      cache.set(dir, base ?? null);
      return base;
    }
    if (existsSync(join(dir, 'package.json')) || dirname(dir) === dir) return undefined;
  }
}

function configBase(
  config: string,
  known: ReadonlyMap<string, FileFacts>,
  resolveImport: (specifier: string, from: string) => string | undefined,
): Located | undefined {
  let facts = known.get(config);
  if (!facts) {
    try {
      const source = readFileSync(config, 'utf8');
      const ast = parse(source, parserFor(config) ?? 'ts');
      facts = collectFileFacts(config, source, ast, (s) => resolveImport(s, config));
    } catch {
      return undefined;
    }
  }
  let found: Located | undefined;
  const inFacts = facts;
  walk(inFacts.ast, [], (node, parents) => {
    if (found) return false;
    if (!isProperty(node) || keyName(node) !== 'baseURL') return true;
    // `use: { baseURL }` at the top of the config (a project's own `use` is read the same way, first one wins)
    const use = parents[parents.length - 2];
    if (use && isProperty(use) && keyName(use) === 'use') {
      const value: AstNode = node.value;
      found = { facts: inFacts, node: value, parents: [...parents, node] };
    }
    return false;
  });
  return found;
}
