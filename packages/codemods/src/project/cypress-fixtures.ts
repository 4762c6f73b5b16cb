import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const CONFIGS = [
  'cypress.config.ts',
  'cypress.config.js',
  'cypress.config.mjs',
  'cypress.config.cjs',
  'cypress.json',
];
/**
 * A `fixturesFolder` written as a string in the config (`fixturesFolder: 'test/fixtures'`, or JSON's). Read from the
 * text by hand: loading the config would run the project's TypeScript (Cypress bundles it to do so), and the one
 * key is all the codemod needs; a folder computed in code falls back to the default.
 */
const FIXTURES_FOLDER = /["']?fixturesFolder["']?\s*:\s*(?:["']([^"']+)["']|(false))/;

/** Fixture files by config directory, for one project pass (`null`: none there). */
export type FixtureCache = Map<string, ReadonlyMap<string, string> | null>;

/**
 * The JSON files a Cypress spec or support file names as fixtures (`cy.intercept(…, { fixture: 'records.json' })`,
 * `cy.fixture('records')`), by the names Cypress accepts (relative to the fixtures folder, with or without `.json`):
 * the folder of the nearest `cypress.config.*` above the file (its `fixturesFolder`, else `cypress/fixtures`).
 * Undefined when no config is found before the package root.
 */
export function cypressFixtureFiles(
  file: string,
  cache: FixtureCache,
): ReadonlyMap<string, string> | undefined {
  for (let dir = dirname(resolve(file)); ; dir = dirname(dir)) {
    const config = CONFIGS.map((c) => join(dir, c)).find((c) => existsSync(c));
    if (config) return fixturesOf(dir, config, cache);
    if (existsSync(join(dir, 'package.json')) || dirname(dir) === dir) return undefined;
  }
}

function fixturesOf(
  dir: string,
  config: string,
  cache: FixtureCache,
): ReadonlyMap<string, string> | undefined {
  const cached = cache.get(dir);
  if (cached !== undefined) return cached ?? undefined;
  const written = FIXTURES_FOLDER.exec(readFileSync(config, 'utf8'));
  const folder = written?.[2] ? undefined : join(dir, written?.[1] ?? 'cypress/fixtures');
  const out = new Map<string, string>();
  if (folder && existsSync(folder)) {
    for (const entry of readdirSync(folder, { withFileTypes: true, recursive: true })) {
      if (!entry.isFile() || !entry.name.endsWith('.json')) continue;
      const path = join(entry.parentPath, entry.name);
      const name = relative(folder, path).split('\\').join('/');
      out.set(name, path);
      out.set(name.slice(0, -'.json'.length), path);
    }
  }
  cache.set(dir, out.size > 0 ? out : null);
  return out.size > 0 ? out : undefined;
}
