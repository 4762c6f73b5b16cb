import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { promisify, stripVTControlCharacters } from 'node:util';
import { describe, expect, it } from 'vitest';
import { loadChangeMap } from '@compliance-migrate/rename-map';
import transformer from '../../src/jscodeshift/transformer.js';
import {
  fixturesDir,
  join,
  readdir,
  readFile,
  realName,
  repoRoot,
  run,
  stageInputs,
  tempDir,
  testOverlay,
} from '../helpers.js';

/**
 * The jscodeshift transform against the CLI's syntax pass (`runCodemod` with `types: false`): on every
 * `fixtures/clients/<case>/<from>-<to>` case, each file the transform is handed must come out exactly as the CLI
 * leaves it. Every case calls the transform in process, as jscodeshift calls it (file, api, parsed options); three
 * cases that between them hold every kind of file (`.js`, `.cjs`, `.jsx`, `.ts`, `.tsx`, `.d.ts`, overlays) also go
 * through the real jscodeshift runner (its bin, as a child process, with its default babel require hook) and the
 * built transform module. Needs the packages built (`pnpm build`).
 */
const execRaw = promisify(execFile);
/** Runs the jscodeshift bin without colours (CI may force them: `[31m0 errors` has no word boundary). */
async function exec(file: string, args: string[], options: { cwd: string }) {
  const env = { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' };
  const plain = (r: { stdout: string; stderr: string }) => ({
    stdout: stripVTControlCharacters(r.stdout),
    stderr: stripVTControlCharacters(r.stderr),
  });
  return execRaw(file, args, { ...options, env }).then(plain, (error: { stdout: string; stderr: string }) => {
    throw Object.assign(error, plain(error));
  });
}
const jscodeshiftBin = createRequire(import.meta.url).resolve('jscodeshift/bin/jscodeshift.js');
const transform = join(repoRoot, 'packages/codemods/dist/jscodeshift/transform.cjs');
// a jscodeshift process per case: it loads babel, the parsers and the map, slow on a busy 2-core machine
const RUNNER = { timeout: 120_000 };

const steps = (
  await Promise.all(
    (await readdir(fixturesDir)).sort().map(async (name) =>
      (await readdir(join(fixturesDir, name)))
        .filter((s) => /^\d-\d$/.test(s))
        .sort()
        .map((step) => ({ name, step })),
    ),
  )
).flat();

/** The overlays a case is written for (`overlays.json`), or the codemod test overlay. */
async function overlaysOf(name: string): Promise<string[]> {
  const listed = join(fixturesDir, name, 'overlays.json');
  if (!existsSync(listed)) return [testOverlay];
  const { overlays } = JSON.parse(await readFile(listed, 'utf8')) as { overlays: string[] };
  return overlays.map((o) => join(repoRoot, o));
}

const EXTENSIONS = /\.(js|jsx|mjs|cjs|ts|mts|cts|tsx)$/;
/** Cases also run by the jscodeshift bin: every file kind and overlays between them (a process each: seconds). */
const BIN_CASES = ['untyped-flow 4-6', 'list-and-removed-reads 5-6', 'fetch-ts 4-5'];

/** A case staged twice: once migrated by the CLI's syntax pass (`cli`), once as written (`shifted`), for `check`. */
interface StagedCase {
  caseDir: string;
  from: number;
  to: number;
  overlays: string[];
  inputs: string[];
  cli: string;
  shifted: string;
}

async function withStagedCase(
  name: string,
  step: string,
  check: (c: StagedCase) => Promise<void>,
): Promise<void> {
  const caseDir = join(fixturesDir, name, step);
  const [from, to] = step.split('-').map(Number) as [number, number];
  const overlays = await overlaysOf(name);
  const cli = await tempDir();
  const shifted = await tempDir();
  try {
    const inputs = await stageInputs(caseDir, cli.dir);
    await stageInputs(caseDir, shifted.dir);
    await run(cli.dir, from, to, { map: await loadChangeMap(overlays), types: false });
    await check({ caseDir, from, to, overlays, inputs, cli: cli.dir, shifted: shifted.dir });
  } finally {
    await cli.cleanup();
    await shifted.cleanup();
  }
}

describe('the jscodeshift transform, called as jscodeshift calls it', () => {
  it.each(steps)('$name $step: every file as the CLI syntax pass writes it', ({ name, step }) =>
    withStagedCase(name, step, async ({ from, to, overlays, inputs, cli, shifted }) => {
      // jscodeshift's options as it parses `--from=4 --overlay=a --overlay=b --api-host=…`
      const options = { from, to, overlay: overlays, 'api-host': 'api.example.com', root: shifted };
      for (const input of inputs) {
        const path = join(shifted, realName(input));
        const source = await readFile(path, 'utf8');
        const expected = await readFile(join(cli, realName(input)), 'utf8');
        // jscodeshift hands the transform only the extensions it is given; the CLI leaves the others too
        const actual = EXTENSIONS.test(path) ? await transformer({ path, source }, {}, options) : source;
        expect(actual, `${name}/${step}/${input}`).toBe(expected);
      }
    }),
  );
});

describe('the jscodeshift transform, run by jscodeshift', () => {
  it('is built', () => {
    expect(existsSync(transform), `${transform} (run pnpm build)`).toBe(true);
  });

  it('runs on cases that exist', () => {
    expect(steps.map(({ name, step }) => `${name} ${step}`)).toEqual(expect.arrayContaining(BIN_CASES));
  });

  it.each(steps.filter(({ name, step }) => BIN_CASES.includes(`${name} ${step}`)))(
    '$name $step: every file as the CLI syntax pass writes it',
    RUNNER,
    ({ name, step }) =>
      withStagedCase(name, step, async ({ caseDir, from, to, overlays, inputs, cli, shifted }) => {
        const { stdout } = await exec(
          process.execPath,
          [
            jscodeshiftBin,
            '-t',
            transform,
            '--extensions=js,jsx,mjs,cjs,ts,mts,cts,tsx',
            '--run-in-band',
            `--from=${from}`,
            `--to=${to}`,
            ...overlays.map((o) => `--overlay=${o}`),
            '--api-host=api.example.com',
            '.',
          ],
          { cwd: shifted },
        );
        expect(stdout).toMatch(/\b0 errors\b/);
        let changed = 0;
        for (const input of inputs) {
          const expected = await readFile(join(cli, realName(input)), 'utf8');
          const actual = await readFile(join(shifted, realName(input)), 'utf8');
          expect(actual, `${name}/${step}/${input}`).toBe(expected);
          if (actual !== (await readFile(join(caseDir, input), 'utf8'))) changed++;
        }
        // jscodeshift counts the files the transform changed as "ok"
        expect(stdout).toMatch(new RegExp(`\\b${changed} ok\\b`));
      }),
  );

  it('names the option it needs when --from is missing', RUNNER, async () => {
    const dir = await tempDir();
    try {
      await stageInputs(join(fixturesDir, 'fetch-ts', '4-6'), dir.dir);
      const { stdout, stderr } = await exec(
        process.execPath,
        [jscodeshiftBin, '-t', transform, '--extensions=ts', '--run-in-band', '--to=6', '.'],
        { cwd: dir.dir },
      ).catch((error: { stdout: string; stderr: string }) => error);
      expect(stdout + stderr).toMatch(/needs --from=<version>/);
      expect(stdout).toMatch(/\b1 errors\b/);
    } finally {
      await dir.cleanup();
    }
  });
});
