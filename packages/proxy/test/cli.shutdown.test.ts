import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchText } from './helpers/proxy.js';
import { json, startServer, type TestServer } from './helpers/servers.js';
import { AUTH } from './helpers/translation-suite.js';

const bin = fileURLToPath(new URL('../bin/compliance-migrate-proxy.js', import.meta.url));
let upstream: TestServer;
/** Called when the upstream receives a request; it answers 600 ms later, a slow service the signal lands during. */
let onArrival: () => void = () => {};

beforeAll(async () => {
  upstream = await startServer((_req, res) => {
    onArrival();
    setTimeout(() => json(res, 200, { data: [] }), 600);
  });
});
afterAll(() => upstream.close());

describe('compliance-migrate-proxy as a process', () => {
  it.each([1, 2])(
    'with --workers %i, drains a request in flight on SIGTERM and exits 0',
    async (workers) => {
      const child = spawn(
        process.execPath,
        [
          bin,
          '--upstream',
          `${upstream.url}/api/v6`,
          '--upstream-version',
          '6',
          '--client-version',
          '4',
          '--listen',
          '127.0.0.1:0',
          '--workers',
          String(workers),
        ],
        { stdio: ['ignore', 'ignore', 'pipe'], env: { ...process.env, LOG_LEVEL: 'warn' } },
      );
      let stderr = '';
      const listening = new Promise<void>((resolve, reject) => {
        child.stderr.on('data', (chunk: Buffer) => {
          stderr += chunk.toString();
          if ((stderr.match(/listening on/g) ?? []).length >= workers) resolve();
        });
        child.once('exit', (code) => reject(new Error(`exited ${code} before listening: ${stderr}`)));
      });
      await listening;
      // Port 0: the primary picks a free port and every worker shares it.
      const port = /listening on http:\/\/127\.0\.0\.1:(\d+)/.exec(stderr)![1];
      const arrival = new Promise<void>((resolve) => (onArrival = resolve));
      const inFlight = fetchText(`http://127.0.0.1:${port}/records`, { headers: AUTH });
      await arrival;
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      const res = await inFlight;
      expect(res.status).toBe(200);
      const [code] = await exited;
      expect(code).toBe(0);
      await expect(fetchText(`http://127.0.0.1:${port}/healthz`)).rejects.toThrow();
    },
    60_000,
  );
});
