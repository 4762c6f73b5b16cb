import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Agent } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Limiter } from '../../src/run/limiter.js';
import { send, type SendOptions } from '../../src/run/send.js';

/** A loopback server answering each request with the next status of `script` (then 200), recording tokens. */
let server: Server;
let base: string;
let script: number[] = [];
const seen: string[] = [];
const dispatcher = new Agent();

beforeAll(async () => {
  server = createServer((req, res) => {
    seen.push(req.headers.authorization ?? '');
    const status = script.shift() ?? 200;
    if (status === 0) {
      req.socket.destroy();
      return;
    }
    res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
    res.end(JSON.stringify({ status }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await dispatcher.close();
  await new Promise((resolve) => server.close(resolve));
});

function options(overrides: Partial<SendOptions> = {}): SendOptions {
  return {
    dispatcher,
    limiter: new Limiter(2, 0),
    tokens: undefined,
    retries: 3,
    retryDelayMs: 1,
    timeoutMs: 5000,
    ...overrides,
  };
}

/** Tokens t1, t2, …: a refresh hands out the next one and is counted. */
function tokens(): {
  getAccessToken(): Promise<string>;
  onUnauthorized(): Promise<string>;
  refreshes: number;
} {
  let n = 1;
  return {
    refreshes: 0,
    getAccessToken: async () => `t${n}`,
    async onUnauthorized() {
      this.refreshes++;
      return `t${++n}`;
    },
  };
}

const request = () => ({ method: 'GET', url: `${base}/items`, headers: {} });

describe('send', () => {
  it('retries 502/503/504 and dropped connections, then returns the answer', async () => {
    script = [503, 0, 502];
    const exchange = await send(request(), options());
    expect(exchange).toMatchObject({ status: 200, attempts: 4, contentType: 'application/json' });
    expect(JSON.parse(exchange.body)).toEqual({ status: 200 });
  });

  it('returns the last transient answer when every retry gets one', async () => {
    script = [503, 503, 504];
    const exchange = await send(request(), options({ retries: 2 }));
    expect(exchange).toMatchObject({ status: 504, attempts: 3 });
    expect(exchange.error).toBeUndefined();
  });

  it('gives up with the network error after the retries', async () => {
    script = [0, 0];
    const exchange = await send(request(), options({ retries: 1 }));
    expect(exchange.status).toBe(0);
    expect(exchange.error).toMatch(/\(after 2 attempt\(s\)\)$/);
  });

  it('does not retry other statuses', async () => {
    script = [500];
    expect(await send(request(), options())).toMatchObject({ status: 500, attempts: 1 });
  });

  it('after a 401 refreshes once and sends again with the new token, without spending a retry', async () => {
    script = [401, 503];
    seen.length = 0;
    const source = tokens();
    const exchange = await send(request(), options({ tokens: source, retries: 1 }));
    expect(exchange).toMatchObject({ status: 200, attempts: 3 });
    expect(seen).toEqual(['Bearer t1', 'Bearer t2', 'Bearer t2']);
    expect(source.refreshes).toBe(1);
  });

  it('answers a second 401 as it is', async () => {
    script = [401, 401];
    const source = tokens();
    expect(await send(request(), options({ tokens: source }))).toMatchObject({ status: 401, attempts: 2 });
    expect(source.refreshes).toBe(1);
  });

  it('stops at once when aborted', async () => {
    script = [];
    const controller = new AbortController();
    controller.abort();
    const exchange = await send(request(), options({ signal: controller.signal }));
    expect(exchange.status).toBe(0);
    expect(exchange.attempts).toBe(0);
  });
});
