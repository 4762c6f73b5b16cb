import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadChangeMap } from '@compliance-migrate/rename-map';
import {
  fixturesDir,
  repoRoot,
  join,
  readdir,
  readFile,
  realName,
  run,
  stageInputs,
  tempDir,
  writeFile,
} from './helpers.js';

/**
 * Every `fixtures/clients/<case>/<from>-<to>/<file>.input.<ext>` must become `<file>.output.<ext>`, and the
 * output must be a fixed point (a second run changes nothing). UPDATE_FIXTURES=1 writes missing outputs.
 */
const cases = (await readdir(fixturesDir)).sort();
// `<from>-<to>` folders of input/output files; whole projects (`realistic/v4`, `v5`, `v6`) have tests of their own
const steps = (
  await Promise.all(
    cases.map(async (name) => ({
      name,
      steps: (await readdir(join(fixturesDir, name))).filter((s) => /^\d-\d$/.test(s)).sort(),
    })),
  )
).filter((c) => c.steps.length > 0);

describe.each(steps)('fixtures/clients/$name', ({ name, steps: stepNames }) => {
  it.each(stepNames)('%s: inputs become outputs, and outputs are a fixed point', async (step) => {
    const caseDir = join(fixturesDir, name, step);
    const [from, to] = step.split('-').map(Number) as [number, number];
    const { dir, cleanup } = await tempDir();
    try {
      const inputs = await stageInputs(caseDir, dir);
      // a case may name the overlays it is written for (`overlays.json`); the codemod test overlay otherwise
      const listed = join(fixturesDir, name, 'overlays.json');
      const extra = existsSync(listed)
        ? {
            map: await loadChangeMap(
              (JSON.parse(await readFile(listed, 'utf8')) as { overlays: string[] }).overlays.map((o) =>
                join(repoRoot, o),
              ),
            ),
          }
        : {};
      await run(dir, from, to, extra);
      for (const input of inputs) {
        const expectedFile = join(caseDir, input.replace('.input.', '.output.'));
        const actual = await readFile(join(dir, realName(input)), 'utf8');
        if (process.env.UPDATE_FIXTURES && !existsSync(expectedFile)) await writeFile(expectedFile, actual);
        expect(actual, `${name}/${step}/${input}`).toBe(await readFile(expectedFile, 'utf8'));
      }
      const again = await run(dir, from, to, extra);
      expect(again.summary.changed, 'a second run changes nothing').toBe(0);
      expect(
        again.todos.every((t) => !t.inserted),
        'no TODO is inserted twice',
      ).toBe(true);
    } finally {
      await cleanup();
    }
  });
});
