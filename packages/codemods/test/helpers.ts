import { readdirSync, readFileSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'vitest';
import { loadChangeMap, type ChangeMap } from '@compliance-migrate/rename-map';
import { runCodemod, type CodemodOptions, type CodemodReport } from '../src/index.js';

export const repoRoot = new URL('../../../', import.meta.url).pathname;
export const fixturesDir = join(repoRoot, 'fixtures/clients');
export const testOverlay = join(repoRoot, 'fixtures/maps/codemod-test.yaml');

let map: Promise<ChangeMap> | undefined;
/** The built-in map with the codemod test overlay. */
export function testMap(): Promise<ChangeMap> {
  map ??= loadChangeMap([testOverlay]);
  return map;
}

let sandbox: Promise<ChangeMap> | undefined;
/** The built-in map with the sandbox's overlay (`fixtures/maps/sandbox.yaml`), as a user of the sandbox runs it. */
export function sandboxMap(): Promise<ChangeMap> {
  sandbox ??= loadChangeMap([join(repoRoot, 'fixtures/maps/sandbox.yaml')]);
  return sandbox;
}

/** Writes `files` (paths relative to `dir` → text) under `dir`, creating their folders. */
export async function writeFiles(dir: string, files: Readonly<Record<string, string>>): Promise<void> {
  for (const [file, text] of Object.entries(files)) {
    await mkdir(join(dir, file, '..'), { recursive: true });
    await writeFile(join(dir, file), text);
  }
}

/**
 * Writes a small project into a fresh temporary directory, runs the codemod over its `src` with the sandbox's
 * overlay (as the CLI does, `--allow-dirty`) and any other options given with the steps, hands the directory and
 * report to `check`, then removes it.
 */
export async function migrateSmallProject(
  prefix: string,
  files: Readonly<Record<string, string>>,
  steps: { from: number; to: number } & Partial<CodemodOptions>,
  check: (dir: string, report: CodemodReport) => Promise<void>,
): Promise<void> {
  const { dir, cleanup } = await tempDir(prefix);
  try {
    await writeFiles(dir, files);
    const report = await runCodemod({
      paths: [join(dir, 'src')],
      map: await sandboxMap(),
      allowDirty: true,
      cwd: dir,
      ...steps,
    });
    await check(dir, report);
  } finally {
    await cleanup();
  }
}

/**
 * The run of `migrateSmallProject` once more on its result, writing nothing: a second run must change nothing and
 * count the first run's TODOs again.
 */
export async function rerunSmallProject(
  dir: string,
  steps: { from: number; to: number } = { from: 4, to: 6 },
  extra: Partial<CodemodOptions> = {},
): Promise<CodemodReport> {
  return runCodemod({
    paths: [join(dir, 'src')],
    ...steps,
    map: await sandboxMap(),
    allowDirty: true,
    dry: true,
    cwd: dir,
    ...extra,
  });
}

/** The `.d.ts` stand-ins a trial client declares for its libraries (`types/*.d.ts`), as files for a small project. */
export function trialStandIns(client: string): Record<string, string> {
  const folder = join(fixturesDir, client, 'v4/types');
  return Object.fromEntries(
    readdirSync(folder).map((f) => [`types/${f}`, readFileSync(join(folder, f), 'utf8')]),
  );
}

/** A fresh temporary directory, removed by the returned function. */
export async function tempDir(prefix = 'codemods-'): Promise<{ dir: string; cleanup: () => Promise<void> }> {
  const dir = await mkdtemp(join(tmpdir(), prefix));
  return { dir, cleanup: () => rm(dir, { recursive: true, force: true }) };
}

/** `api.input.js` → `api.js`. */
export function realName(fixture: string): string {
  return fixture.replace(/\.(input|output)\./, '.');
}

/** Runs the codemod the way the CLI does, over a directory. */
export async function run(
  dir: string,
  from: number,
  to: number,
  extra: Partial<CodemodOptions> = {},
): Promise<CodemodReport> {
  return runCodemod({
    paths: [dir],
    from,
    to,
    map: await testMap(),
    apiHosts: ['api.example.com'],
    allowDirty: true,
    cwd: dir,
    ...extra,
  });
}

/** Copies a fixture step's inputs into a temp dir under their real names; returns the dir. */
export async function stageInputs(caseDir: string, dir: string): Promise<string[]> {
  const names = (await readdir(caseDir)).filter((n) => n.includes('.input.'));
  for (const name of names) await cp(join(caseDir, name), join(dir, realName(name)));
  return names;
}

export { readFile, writeFile, readdir, join };

/**
 * Migrates a small project (as `migrateSmallProject`) and checks that each look-alike file comes out byte for
 * byte, with no edit or TODO reported in it; `control` then checks the one use of this API that must change.
 */
export async function expectLookAlikesUntouched(
  prefix: string,
  files: Readonly<Record<string, string>>,
  lookAlikes: readonly string[],
  steps: { from: number; to: number },
  control: (dir: string, report: CodemodReport) => Promise<void>,
): Promise<void> {
  await migrateSmallProject(prefix, files, steps, async (dir, report) => {
    for (const file of lookAlikes) {
      expect(await readFile(join(dir, file), 'utf8'), file).toBe(files[file]);
      const name = file.replace(/^src\//, '');
      expect(
        report.edits.filter((e) => e.file.endsWith(name)).map((e) => `${e.line}:${e.column} ${e.changeId}`),
        `edits in ${file}`,
      ).toEqual([]);
      expect(
        report.todos.filter((t) => t.file.endsWith(name)).map((t) => `${t.line}: ${t.message}`),
        `TODOs in ${file}`,
      ).toEqual([]);
    }
    await control(dir, report);
  });
}
