import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { promisify, stripVTControlCharacters } from 'node:util';
import { describe, expect, it } from 'vitest';
import { loadChangeMap } from '@compliance-migrate/rename-map';
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
 * The real jscodeshift runner (its bin, as a child process, with its default babel require hook) with the built
 * transform module, on every `fixtures/clients/<case>/<from>-<to>` case: each file must come out exactly as the
 * CLI's syntax pass (`runCodemod` with `types: false`) leaves it. Needs the packages built (`pnpm build`).
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

describe('the jscodeshift transform, run by jscodeshift', () => {
  it('is built', () => {
    expect(existsSync(transform), `${transform} (run pnpm build)`).toBe(true);
  });

  it.each(steps)(
    '$name $step: every file as the CLI syntax pass writes it',
    RUNNER,
    async ({ name, step }) => {
      const caseDir = join(fixturesDir, name, step);
      const [from, to] = step.split('-').map(Number) as [number, number];
      const overlays = await overlaysOf(name);
      const cli = await tempDir();
      const shifted = await tempDir();
      try {
        const inputs = await stageInputs(caseDir, cli.dir);
        await stageInputs(caseDir, shifted.dir);
        await run(cli.dir, from, to, { map: await loadChangeMap(overlays), types: false });
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
          { cwd: shifted.dir },
        );
        expect(stdout).toMatch(/\b0 errors\b/);
        let changed = 0;
        for (const input of inputs) {
          const expected = await readFile(join(cli.dir, realName(input)), 'utf8');
          const actual = await readFile(join(shifted.dir, realName(input)), 'utf8');
          expect(actual, `${name}/${step}/${input}`).toBe(expected);
          if (actual !== (await readFile(join(caseDir, input), 'utf8'))) changed++;
        }
        // jscodeshift counts the files the transform changed as "ok"
        expect(stdout).toMatch(new RegExp(`\\b${changed} ok\\b`));
      } finally {
        await cli.cleanup();
        await shifted.cleanup();
      }
    },
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
