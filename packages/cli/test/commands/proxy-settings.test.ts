import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { proxySettings } from '../../src/commands/proxy.js';

describe('compliance-migrate proxy settings', () => {
  it('takes flags over environment over the config file', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'proxy-config-'));
    const config = join(dir, 'proxy.json');
    await writeFile(
      config,
      JSON.stringify({
        upstream: 'http://file/api/v6',
        upstreamVersion: 6,
        clientVersion: 5,
        overlays: ['maps/ours.yaml'],
        limits: { upstreamTimeout: 5000 },
      }),
    );
    const settings = await proxySettings(
      { config, listen: '0.0.0.0:9000' },
      { COMPLIANCE_MIGRATE_CLIENT_VERSION: '4', COMPLIANCE_MIGRATE_MAX_REQUEST_BODY: '2048' },
    );
    expect(settings.options).toMatchObject({
      upstream: 'http://file/api/v6',
      upstreamVersion: 6,
      clientVersion: 4,
      host: '0.0.0.0',
      port: 9000,
      limits: { upstreamTimeout: 5000, maxRequestBody: 2048 },
    });
    expect(settings.overlays).toEqual([join(dir, 'maps/ours.yaml')]);
    expect(settings.workers).toBe(1);
  });

  it('reads everything from the environment', async () => {
    const settings = await proxySettings(
      {},
      {
        COMPLIANCE_MIGRATE_UPSTREAM: 'https://svc/api/v6',
        COMPLIANCE_MIGRATE_UPSTREAM_VERSION: '6',
        COMPLIANCE_MIGRATE_LISTEN: '8081',
        COMPLIANCE_MIGRATE_OVERLAYS: 'a.yaml, b.json',
        COMPLIANCE_MIGRATE_WORKERS: '3',
        COMPLIANCE_MIGRATE_TRANSLATE: 'off',
      },
    );
    expect(settings.options).toMatchObject({ host: '127.0.0.1', port: 8081, translate: false });
    expect(settings.overlays).toEqual(['a.yaml', 'b.json']);
    expect(settings.workers).toBe(3);
  });

  it('reads the deadlines and queue bounds from the environment, and checks them before the proxy starts', async () => {
    const base = {
      COMPLIANCE_MIGRATE_UPSTREAM: 'http://svc/api/v6',
      COMPLIANCE_MIGRATE_UPSTREAM_VERSION: '6',
    };
    const settings = await proxySettings(
      {},
      {
        ...base,
        COMPLIANCE_MIGRATE_CLIENT_HEADERS_TIMEOUT_MS: '5000',
        COMPLIANCE_MIGRATE_CLIENT_BODY_IDLE_TIMEOUT_MS: '7000',
        COMPLIANCE_MIGRATE_KEEP_ALIVE_TIMEOUT_MS: '75000',
        COMPLIANCE_MIGRATE_UPSTREAM_CONNECT_TIMEOUT_MS: '2000',
        COMPLIANCE_MIGRATE_MAX_QUEUED_REQUESTS: '64',
      },
    );
    expect(settings.options.limits).toEqual({
      clientHeadersTimeout: 5000,
      clientBodyIdleTimeout: 7000,
      keepAliveTimeout: 75000,
      upstreamConnectTimeout: 2000,
      maxQueuedRequests: 64,
    });
    await expect(
      proxySettings({}, { ...base, COMPLIANCE_MIGRATE_CLIENT_HEADERS_TIMEOUT_MS: '90000' }),
    ).rejects.toMatchObject({
      code: 'ERR_CLI_USAGE',
      message: expect.stringMatching(/clientHeadersTimeout/),
    });
    await expect(
      proxySettings({}, { ...base, COMPLIANCE_MIGRATE_QUEUE_TIMEOUT_MS: '0' }),
    ).rejects.toMatchObject({ code: 'ERR_CLI_USAGE', message: expect.stringMatching(/queueTimeout/) });
  });

  it('reads versions written `v6` from the environment, and names the variable of a wrong one', async () => {
    const base = { COMPLIANCE_MIGRATE_UPSTREAM: 'http://svc/api/v6' };
    const settings = await proxySettings(
      {},
      { ...base, COMPLIANCE_MIGRATE_UPSTREAM_VERSION: 'v6', COMPLIANCE_MIGRATE_CLIENT_VERSION: '4' },
    );
    expect(settings.options).toMatchObject({ upstreamVersion: 6, clientVersion: 4 });
    await expect(
      proxySettings({}, { ...base, COMPLIANCE_MIGRATE_UPSTREAM_VERSION: 'six' }),
    ).rejects.toMatchObject({
      code: 'ERR_CLI_USAGE',
      message: 'COMPLIANCE_MIGRATE_UPSTREAM_VERSION must be 4, 5 or 6 (got "six").',
    });
  });

  it('refuses a misspelt variable of its own prefix, naming the one meant, and a switch that is not yes or no', async () => {
    const base = {
      COMPLIANCE_MIGRATE_UPSTREAM: 'http://svc/api/v6',
      COMPLIANCE_MIGRATE_UPSTREAM_VERSION: '6',
    };
    await expect(
      proxySettings({}, { ...base, COMPLIANCE_MIGRATE_MAX_REQEST_BODY: '100' }),
    ).rejects.toMatchObject({
      code: 'ERR_CLI_USAGE',
      message: expect.stringMatching(
        /^unknown environment variable COMPLIANCE_MIGRATE_MAX_REQEST_BODY; did you mean COMPLIANCE_MIGRATE_MAX_REQUEST_BODY\?/,
      ),
    });
    await expect(proxySettings({}, { ...base, COMPLIANCE_MIGRATE_TRANSLATE: 'bogus' })).rejects.toMatchObject(
      {
        code: 'ERR_CLI_USAGE',
        message: 'COMPLIANCE_MIGRATE_TRANSLATE must be true or false (1/0, yes/no, on/off); got "bogus".',
      },
    );
    // the rewriter switch other parts read, and other programs' variables, are not the proxy's to refuse
    const settings = await proxySettings(
      {},
      { ...base, COMPLIANCE_MIGRATE_WASM: '0', COMPLIANCE_MIGRATE_TRANSLATE: 'Yes', MAX_REQEST_BODY: '1' },
    );
    expect(settings.options.translate).toBe(true);
  });

  it('names the config file, key and place of a wrong value or broken JSON, not a flag', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'proxy-config-'));
    const config = async (text: string) => {
      const path = join(dir, `c${Math.random().toString(36).slice(2)}.json`);
      await writeFile(path, text);
      return path;
    };
    const wrongVersion = await config(JSON.stringify({ upstream: 'http://x/api/v6', upstreamVersion: 9 }));
    await expect(proxySettings({ config: wrongVersion }, {})).rejects.toMatchObject({
      message: `--config ${wrongVersion}: "upstreamVersion" must be 4, 5 or 6 (got 9).`,
    });
    const negative = await config(JSON.stringify({ limits: { maxRequestBody: -5 } }));
    await expect(proxySettings({ config: negative }, {})).rejects.toMatchObject({
      message: `--config ${negative}: "limits.maxRequestBody" must be a positive whole number (got -5).`,
    });
    const broken = await config('{\n  "upstream": "http://x/api/v6",\n  "workers": 2,\n}\n');
    await expect(proxySettings({ config: broken }, {})).rejects.toMatchObject({
      message: expect.stringContaining(`--config ${broken}:4:1 is not valid JSON`),
    });
  });

  it.each([
    [{}, /--upstream URL/],
    [{ upstream: 'http://x/api/v6' }, /--upstream-version 6/],
    [{ upstream: 'http://x/api/v6', upstreamVersion: 7 }, /--upstream-version must be 4, 5 or 6/],
    [{ upstream: 'not a url', upstreamVersion: 6 }, /is not a URL/],
    [{ upstream: 'http://x', upstreamVersion: 6, listen: 'x:y' }, /--listen must be HOST:PORT/],
    [{ upstream: 'http://x', upstreamVersion: 6, workers: 0 }, /--workers must be/],
    [{ upstream: 'http://x', upstreamVersion: 6, config: '/no/such/file.json' }, /cannot read --config/],
  ])('names what is wrong: %j', async (args, message) => {
    await expect(proxySettings(args, {})).rejects.toMatchObject({
      code: 'ERR_CLI_USAGE',
      message: expect.stringMatching(message),
    });
  });
});
