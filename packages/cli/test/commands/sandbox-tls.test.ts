import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { get } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { spawnCli } from '../spawn-cli.js';

/** GET over HTTPS trusting only `ca`; answers the status and the JSON body. */
function getJson(url: string, ca: string): Promise<{ status: number; body: Record<string, unknown> }> {
  return new Promise((resolve, reject) => {
    get(url, { ca }, (res) => {
      let text = '';
      res.setEncoding('utf8').on('data', (chunk: string) => (text += chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) as Record<string, unknown> }),
      );
    }).on('error', reject);
  });
}

describe('compliance-migrate sandbox --tls', () => {
  it('serves HTTPS, writes and prints its CA, and is trusted with that CA alone', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'cli-sandbox-tls-'));
    const caFile = join(dir, 'sandbox-ca.pem');
    const cli = spawnCli(['sandbox', '--port', '0', '--tls', '--ca-file', caFile], 'node');
    try {
      await cli.waitFor('stdout', /Press Ctrl\+C to stop\./);
      const url = /^Sandbox running at (https:\/\/127\.0\.0\.1:\d+)$/m.exec(cli.stdout())?.[1];
      expect(url).toBeDefined();
      expect(cli.stdout()).toContain(`export NODE_EXTRA_CA_CERTS=${caFile}`);
      const ca = await readFile(caFile, 'utf8');
      expect(ca).toMatch(/^-----BEGIN CERTIFICATE-----/);
      const discovery = await getJson(`${url}/auth/.well-known/openid-configuration`, ca);
      expect(discovery.status).toBe(200);
      expect(discovery.body.issuer).toBe(`${url}/auth`);
      expect(discovery.body.token_endpoint).toBe(`${url}/auth/connect/token`);
      // Not trusted without it: the certificate is the sandbox's own, not one a system store knows.
      await expect(getJson(`${url}/auth/.well-known/openid-configuration`, '')).rejects.toThrow();
    } finally {
      process.kill(-cli.group, 'SIGINT');
      expect(await cli.closed).toEqual({ code: 0, signal: null });
      await rm(dir, { recursive: true, force: true });
    }
  });
});
