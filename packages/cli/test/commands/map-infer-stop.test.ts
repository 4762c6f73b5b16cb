import { access } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { spawnCli } from '../spawn-cli.js';
import { stubTargets } from '../stub-targets.js';

const stubs = stubTargets();
afterEach(() => stubs.close());

describe('compliance-migrate map infer: stopped', () => {
  it('SIGINT while a run waits on its target: the request is aborted, nothing is written, exit 130', async () => {
    const started: { cli?: ReturnType<typeof spawnCli> } = {};
    let requests = 0;
    // The first request of each version is answered; the next one hangs until the CLI aborts it.
    const service = await stubs.serve((_req, answer) => {
      requests++;
      if (requests <= 2) return answer('{"data":[{"categoryId":1}]}');
      process.kill(-started.cli!.group, 'SIGINT');
    });
    // A minute of timeout: without the stop reaching the run, the test would time out, not pass.
    const { file, dir } = await stubs.scenario(
      service,
      service,
      4,
      'retries: 0, concurrency: 1, timeoutMs: 60000',
    );
    const out = join(dir, 'proposed.yaml');
    const cli = (started.cli = spawnCli(['map', 'infer', '--scenario', file, '--out', out], 'node'));
    const exit = await cli.closed;
    expect(exit, cli.stderr()).toEqual({ code: 130, signal: null });
    expect(cli.stderr()).toContain('map infer: stopped before its runs finished; nothing written');
    await expect(access(out)).rejects.toThrow(/ENOENT/);
    expect(cli.runningInGroup()).toEqual([]);
  });
});
