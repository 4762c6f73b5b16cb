import { once } from 'node:events';
import { connect, type Socket } from 'node:net';
import type { ServerResponse } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanups, proxyOver } from '../helpers/abuse.js';
import { startServer } from '../helpers/servers.js';

const after = cleanups();
afterEach(() => after.run());

const MB = 1024 * 1024;
/** A GET for a body the proxy streams (not JSON, so never translated). */
const GET = 'GET /records HTTP/1.1\r\nHost: proxy\r\nX-Company-Context: 1001\r\n\r\n';

/** A raw client connection to `url` that has sent `GET`, starting paused (reading nothing). */
async function pausedClient(url: string): Promise<{ socket: Socket; received: () => number }> {
  const { hostname, port } = new URL(url);
  const socket = connect(Number(port), hostname);
  socket.on('error', () => {});
  await once(socket, 'connect');
  let received = 0;
  socket.pause();
  socket.on('data', (chunk: Buffer) => (received += chunk.length));
  socket.pause();
  socket.write(GET);
  return { socket, received: () => received };
}

/** `read()` once it has stayed the same over 200 turns of the event loop (every turn polls the sockets). */
async function steady(read: () => number): Promise<number> {
  let last = read();
  for (let same = 0; same < 200;) {
    await new Promise((resolve) => setImmediate(resolve));
    const now = read();
    same = now === last ? same + 1 : 0;
    last = now;
  }
  return last;
}

describe('the upstream call (dispatch handler) streaming a body it does not translate', () => {
  it('holds the upstream back while the client reads nothing, so the body never piles up in the proxy', async () => {
    const TOTAL = 96 * MB;
    const chunk = Buffer.alloc(256 * 1024, 97);
    let written = 0;
    const up = await startServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/octet-stream', 'content-length': String(TOTAL) });
      const pump = (): void => {
        while (written < TOTAL) {
          written += chunk.length;
          if (!res.write(chunk)) return void res.once('drain', pump);
        }
        res.end();
      };
      pump();
    });
    after.add(() => up.close());
    const proxy = await proxyOver(after, up.url);
    const client = await pausedClient(proxy.url);
    after.add(() => void client.socket.destroy());
    // Without backpressure the proxy keeps reading the upstream into memory until the whole body is written.
    const held = await steady(() => written);
    expect(held).toBeLessThan(TOTAL / 3);
    client.socket.resume();
    while (client.received() < TOTAL) await once(client.socket, 'data');
    expect(written).toBe(TOTAL);
  });

  it('cancels the upstream call when the client leaves in the middle of the body', async () => {
    let upstreamResponse: ServerResponse | undefined;
    const upstreamClosed = new Promise<boolean>((resolve) => {
      void startServer((_req, res) => {
        upstreamResponse = res;
        res.writeHead(200, { 'content-type': 'application/octet-stream', 'content-length': String(MB) });
        res.write(Buffer.alloc(1024, 97));
        res.once('close', () => resolve(res.writableFinished));
      }).then(async (up) => {
        after.add(() => up.close());
        const proxy = await proxyOver(after, up.url, { limits: { upstreamBodyTimeout: 60_000 } });
        const client = await pausedClient(proxy.url);
        client.socket.resume();
        await once(client.socket, 'data');
        client.socket.destroy();
      });
    });
    // Without the cancel the upstream would wait for its reader until the body timeout (60 s).
    expect(await upstreamClosed).toBe(false);
    expect(upstreamResponse?.writableFinished).toBe(false);
  });

  it('cuts the client response and logs a warning when the upstream breaks off in the middle of the body', async () => {
    const up = await startServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/octet-stream', 'content-length': '100000' });
      res.write(Buffer.alloc(1000, 97), () => res.socket?.destroy());
    });
    after.add(() => up.close());
    const proxy = await proxyOver(after, up.url);
    const client = await pausedClient(proxy.url);
    client.socket.resume();
    await once(client.socket, 'close');
    expect(client.received()).toBeGreaterThan(1000);
    expect(client.received()).toBeLessThan(100_000);
    const line = proxy.logs
      .map((l) => JSON.parse(l) as { msg: string; level: number })
      .find((l) => l.msg === 'response stream ended early');
    expect(line?.level).toBe(40);
  });
});
