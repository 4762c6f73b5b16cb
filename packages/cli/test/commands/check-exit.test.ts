import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { runCli } from '../run-cli.js';
import { spawnCli } from '../spawn-cli.js';
import { stubTargets } from '../stub-targets.js';

const stubs = stubTargets();
afterEach(() => stubs.close());
const { serve, scenario } = stubs;

describe('compliance-migrate check: exit codes', () => {
  it('2, not 1, when target B cannot be reached, naming it and what to check', async () => {
    const a = await serve((_req, answer) => answer('{"data":[]}'));
    const { file } = await scenario(a, 'http://127.0.0.1:9');
    const { code, stderr } = await runCli(['check', '--scenario', file]);
    expect(code).toBe(2);
    expect(stderr).toMatch(
      /target B \(http:\/\/127\.0\.0\.1:9\/api\/v6\) could not be reached: .*ECONNREFUSED/,
    );
    expect(stderr).toContain('Check that it is running');
  });

  it('2 before any request when --output names a folder that does not exist', async () => {
    let requests = 0;
    const a = await serve((_req, answer) => {
      requests++;
      answer('{"data":[]}');
    });
    const { file, dir } = await scenario(a, a);
    const { code, stderr } = await runCli(['check', '--scenario', file, '--output', join(dir, 'no/x.xml')]);
    expect(code).toBe(2);
    expect(stderr).toContain(
      `--output ${join(dir, 'no/x.xml')}: the folder ${join(dir, 'no')} does not exist`,
    );
    expect(requests).toBe(0);
  });

  it('1 when both answer and the API differs', async () => {
    const a = await serve((_req, answer) => answer('{"total":1,"pages":1}'));
    const b = await serve((_req, answer) => answer('{"total":1}'));
    const { file } = await scenario(a, b);
    const { code, stdout } = await runCli(['check', '--scenario', file]);
    expect(code, stdout).toBe(1);
    expect(stdout).toContain('$.pages: missing in B');
  });

  it('a run of many operations prints no warning of its own (one listener per request on the stop signal)', async () => {
    const service = await serve((_req, answer) => answer('{"data":[]}'));
    const { file } = await scenario(service, service, 24, 'retries: 1, concurrency: 12');
    const cli = spawnCli(['check', '--scenario', file], 'node');
    const exit = await cli.closed;
    expect(exit, cli.stderr()).toEqual({ code: 0, signal: null });
    expect(cli.stderr()).not.toMatch(/Warning/);
  });

  it('SIGINT with requests in flight: they are aborted, the partial report is written, exit 130', async () => {
    const started: { cli?: ReturnType<typeof spawnCli> } = {};
    let answered = 0;
    // A answers the first operation; every later request hangs until the CLI aborts it.
    const hanging = await serve((req, answer) => {
      if (req.url?.startsWith('/api/v5') && answered < 2) {
        answered++;
        return answer('{"data":[]}');
      }
      if (req.url?.startsWith('/api/v6') && answered === 2) {
        answered++;
        return answer('{"data":[]}');
      }
      process.kill(-started.cli!.group, 'SIGINT'); // a request is in flight and will never be answered
    });
    const { file, dir } = await scenario(hanging, hanging, 6);
    const report = join(dir, 'report.json');
    const cli = (started.cli = spawnCli(
      ['check', '--scenario', file, '--format', 'json', '--output', report],
      'node',
    ));
    const exit = await cli.closed;
    expect(exit, cli.stderr()).toEqual({ code: 130, signal: null });
    expect(cli.stderr()).toMatch(/stopped: the report covers the \d operation\(s\) that finished/);
    expect(cli.stderr()).toMatch(/^json report written to .*; STOPPED$/m);
    const written = JSON.parse(await readFile(report, 'utf8')) as {
      interrupted: boolean;
      operations: unknown[];
    };
    expect(written.interrupted).toBe(true);
    expect(written.operations.length).toBeLessThan(6);
    expect(cli.runningInGroup()).toEqual([]);
  });

  it('SIGINT with requests waiting for the rate limit: they are never sent, exit 130 at once', async () => {
    const started: { cli?: ReturnType<typeof spawnCli> } = {};
    let requests = 0;
    // One start per 1,000 s: the first request goes, the others wait for the limiter when the stop comes.
    const service = await serve((_req, answer) => {
      requests++;
      answer('{"data":[]}');
      process.kill(-started.cli!.group, 'SIGINT');
    });
    const { file } = await scenario(service, service, 3, 'retries: 0, concurrency: 2, rateLimit: 0.001');
    const cli = (started.cli = spawnCli(['check', '--scenario', file], 'node'));
    const exit = await cli.closed;
    expect(exit, cli.stderr()).toEqual({ code: 130, signal: null });
    expect(requests).toBe(1);
    expect(cli.runningInGroup()).toEqual([]);
  });
});
