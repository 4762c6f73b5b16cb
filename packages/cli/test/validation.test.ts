import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from './run-cli.js';

const repoRoot = new URL('../../../', import.meta.url).pathname;
const CLIENT = join(repoRoot, 'fixtures/clients/fetch-ts/4-5/records-service.input.ts');

// Every usage error exits 2 having done nothing: no file rewritten, no request sent, nothing printed on stdout.
describe('arguments are validated before anything is done', () => {
  let dir: string;
  let server: Server;
  let requests = 0;
  let scenario: string;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'cli-validation-'));
    await cp(CLIENT, join(dir, 'client.ts'));
    server = createServer((_req, res) => {
      requests++;
      res.setHeader('content-type', 'application/json').end('{}');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    scenario = join(dir, 'scenario.yaml');
    await writeFile(
      scenario,
      [
        'name: counted',
        'version: 5',
        'targets:',
        `  a: { baseUrl: '${base}/api/v5', version: 5, company: 1001 }`,
        `  b: { baseUrl: '${base}/api/v6', version: 6, company: 1001 }`,
        'operations:',
        '  - { name: categories, method: GET, path: /categories }',
        '',
      ].join('\n'),
    );
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await rm(dir, { recursive: true, force: true });
  });

  const usageError = async (argv: string[], message: string | RegExp): Promise<void> => {
    const before = await readFile(join(dir, 'client.ts'), 'utf8');
    const { code, stdout, stderr } = await runCli(argv);
    expect(code, stderr).toBe(2);
    expect(stdout).toBe('');
    expect(stderr).toMatch(message);
    expect(stderr).toMatch(/Run with --help for usage\.\n$/);
    expect(await readFile(join(dir, 'client.ts'), 'utf8')).toBe(before);
  };

  it('an unknown flag after a codemod’s paths: no file rewritten', async () => {
    await usageError(
      ['codemod', dir, '--from', '4', '--to', '6', '--allow-dirty', '--dry-rn'],
      /Unknown arguments?: dry-rn/,
    );
  });

  it('a codemod that would go backwards, or a version that does not exist', async () => {
    await usageError(
      ['codemod', dir, '--from', '6', '--to', '4', '--allow-dirty'],
      /only moves code forward/,
    );
    await usageError(
      ['codemod', dir, '--from', '3', '--to', '6', '--allow-dirty'],
      /--from must be 4 or 5 \(got "3"\)\.\n/,
    );
    await usageError(['codemod', dir, '--from', '4', '--to', '6', '--workers', '-1'], /--workers must be/);
  });

  it('check with a bad --fail-on: no request sent', async () => {
    await usageError(['check', '--scenario', scenario, '--fail-on', 'warnings'], /Argument: fail-on/);
    await usageError(['check', '--scenario', scenario, '--concurrency', '0'], /--concurrency must be/);
    expect(requests).toBe(0);
    // The same scenario does send requests once the arguments are right.
    expect((await runCli(['check', '--scenario', scenario])).code).toBe(0);
    expect(requests).toBeGreaterThan(0);
  });

  it('check with no arguments names the missing --scenario', async () => {
    await usageError(['check'], /Missing required argument: scenario/);
  });

  it('map show with a misspelt option prints no map', async () => {
    await usageError(
      ['map', 'show', '--from', '4', '--to', '6', '--fromat', 'md'],
      /Unknown argument: fromat/,
    );
    await usageError(['map', 'show', '--from', '4', '--to', '6', '--format', 'yaml'], /Argument: format/);
  });

  it('translate without --endpoint, or with a malformed one', async () => {
    await usageError(['translate', '--from', '4', '--to', '6'], /Missing required argument: endpoint/);
    await usageError(
      ['translate', '--from', '4', '--to', '6', '--endpoint', 'records'],
      /--endpoint must be "METHOD \/path"/,
    );
  });

  it('a misspelt --config key is named with the closest valid one, at every level; nothing listens', async () => {
    const config = join(dir, 'proxy.json');
    await writeFile(
      config,
      JSON.stringify({
        upstream: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v6`,
        upstreamVerison: 6,
        limits: { maxRequestBdy: 1024 },
        colour: 'blue',
      }),
    );
    const before = requests;
    await usageError(
      ['proxy', '--config', config, '--listen', '127.0.0.1:0'],
      new RegExp(
        [
          `--config ${config} holds settings the proxy does not know:\\n  - unknown setting "upstreamVerison"; did you mean "upstreamVersion"\\? Valid here: upstream, upstreamVersion, clientVersion, listen, overlays, workers, translate, limits, versionSelection\\.`,
          'unknown setting "limits.maxRequestBdy"; did you mean "limits.maxRequestBody"\\? Valid here: maxRequestBody, maxTranslatableResponse, upstreamTimeout, upstreamConnectTimeout, [^\\n]*queueTimeout\\.',
          'unknown setting "colour"\\. Valid here: ',
        ].join('\\n  - '),
      ),
    );
    expect(requests).toBe(before);
  });

  it('ports and listen addresses out of range', async () => {
    await usageError(['sandbox', '--port', '70000'], /--port must be a port number 0–65535 \(got "70000"\)/);
    await usageError(['sandbox', '--ca-file', 'ca.pem'], /--ca-file needs --tls/);
    await usageError(['sandbox', '--tls', '--ca-file', '/no/such/folder/ca.pem'], /folder .* does not exist/);
    await usageError(
      ['proxy', '--upstream', 'http://127.0.0.1:1/api/v6', '--upstream-version', '6', '--listen', '1:99999'],
      /--listen must be HOST:PORT/,
    );
    await usageError(
      ['login', '--issuer', 'http://127.0.0.1:1/auth', '--client-id', 'c'],
      /Say how to log in/,
    );
  });
});
