import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { connect } from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchText } from './helpers/proxy.js';
import { json, startServer, type TestServer } from './helpers/servers.js';
import { AUTH } from './helpers/translation-suite.js';

const bin = fileURLToPath(new URL('../bin/compliance-migrate-proxy.js', import.meta.url));
let upstream: TestServer;
/**
 * Called when the upstream receives a request, with the function that answers it: a slow service that answers
 * only once the test has seen the proxy begin to drain.
 */
let onArrival: (answer: () => void) => void = () => {};

beforeAll(async () => {
  upstream = await startServer((_req, res) => onArrival(() => json(res, 200, { data: [] })));
});

/** Resolves once nothing accepts connections on the port: the proxy (every worker) has stopped listening. */
async function stoppedListening(port: number): Promise<void> {
  for (;;) {
    const accepted = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (!accepted) return;
    await new Promise((resolve) => setImmediate(resolve));
  }
}
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
          // one line for the whole proxy, once every worker listens
          if (/listening on/.test(stderr)) resolve();
        });
        child.once('exit', (code) => reject(new Error(`exited ${code} before listening: ${stderr}`)));
      });
      await listening;
      // Port 0: the primary picks a free port and every worker shares it.
      const port = /listening on http:\/\/127\.0\.0\.1:(\d+)/.exec(stderr)![1];
      const arrival = new Promise<() => void>((resolve) => (onArrival = resolve));
      const inFlight = fetchText(`http://127.0.0.1:${port}/records`, { headers: AUTH });
      const answer = await arrival;
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      // The request is still in flight when the proxy stops listening; only then does the upstream answer.
      await stoppedListening(Number(port));
      answer();
      const res = await inFlight;
      expect(res.status).toBe(200);
      const [code] = await exited;
      expect(code).toBe(0);
      expect(stderr.match(/listening on/g)).toHaveLength(1);
      await expect(fetchText(`http://127.0.0.1:${port}/healthz`)).rejects.toThrow();
    },
    60_000,
  );
});
