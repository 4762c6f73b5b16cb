import { Readable } from 'node:stream';
import { createServer as createNetServer, type Server as NetServer } from 'node:net';
import type { AddressInfo, Socket } from 'node:net';
import { Agent } from 'undici';
import { afterEach, describe, expect, it } from 'vitest';
import { AUTH } from './helpers/translation-suite.js';
import { fetchText, startTestProxy } from './helpers/proxy.js';
import { json, startServer, type TestServer } from './helpers/servers.js';

const cleanup: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (cleanup.length) await cleanup.pop()!();
});

async function proxyFor(upstream: string, options: Parameters<typeof startTestProxy>[1] = {}) {
  const proxy = await startTestProxy(upstream, options);
  cleanup.push(() => proxy.close(100));
  return proxy;
}

async function server(handler: Parameters<typeof startServer>[0]): Promise<TestServer> {
  const s = await startServer(handler);
  cleanup.push(() => s.close());
  return s;
}

describe('faults of the upstream', () => {
  it('answers 502 with the spec error body when the upstream port is closed', async () => {
    const closed = await startServer(() => {});
    const url = closed.url;
    await closed.close();
    const proxy = await proxyFor(`${url}/api/v6`);
    const res = await fetchText(`${proxy.url}/records`, { headers: AUTH });
    expect(res.status).toBe(502);
    expect(res.json()).toMatchObject({
      error: 'bad_gateway',
      message: expect.stringContaining('ECONNREFUSED'),
    });
    expect(res.headers['content-type']).toContain('application/json');
  });

  it('answers 504 when the upstream never answers', async () => {
    const sockets = new Set<Socket>();
    const silent: NetServer = createNetServer((socket) => {
      sockets.add(socket.on('error', () => {}));
    });
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    cleanup.push(async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => silent.close(resolve));
    });
    const { port } = silent.address() as AddressInfo;
    const proxy = await proxyFor(`http://127.0.0.1:${port}/api/v6`, { limits: { upstreamTimeout: 300 } });
    const started = Date.now();
    const res = await fetchText(`${proxy.url}/records`, { headers: AUTH });
    expect(res.status).toBe(504);
    expect(res.json()).toEqual({
      error: 'gateway_timeout',
      message: 'the upstream service did not answer within 300 ms',
      error_description:
        'answered by the compliance-migrate proxy, not the service (ERR_PROXY_UPSTREAM_TIMEOUT)',
    });
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it('refuses a JSON response larger than the translation limit with 502', async () => {
    const big = { data: Array.from({ length: 2000 }, (_, i) => ({ id: i, name: `category ${i}` })) };
    const upstream = await server((_req, res) => json(res, 200, big));
    const proxy = await proxyFor(`${upstream.url}/api/v6`, { limits: { maxTranslatableResponse: 10_000 } });
    const res = await fetchText(`${proxy.url}/records`, { headers: AUTH });
    expect(res.status).toBe(502);
    expect(res.json()).toMatchObject({ error: 'upstream_response_too_large' });
  });

  it('refuses an oversize chunked JSON response (no Content-Length) with 502', async () => {
    const upstream = await server((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write('{"data":[');
      for (let i = 0; i < 500; i++) res.write(`${i ? ',' : ''}{"id":${i},"name":"${'x'.repeat(50)}"}`);
      res.end(']}');
    });
    const proxy = await proxyFor(`${upstream.url}/api/v6`, { limits: { maxTranslatableResponse: 5_000 } });
    const res = await fetchText(`${proxy.url}/records`, { headers: AUTH });
    expect(res.status).toBe(502);
    expect(res.json()).toMatchObject({ error: 'upstream_response_too_large' });
  });

  it('logs malformed upstream JSON and passes it through', async () => {
    const upstream = await server((_req, res) => json(res, 200, '{"data":[{"name":1}'));
    const proxy = await proxyFor(`${upstream.url}/api/v6`);
    const res = await fetchText(`${proxy.url}/records`, { headers: AUTH });
    expect(res.status).toBe(200);
    expect(res.text).toBe('{"data":[{"name":1}');
    expect(proxy.logs.join('\n')).toContain('not valid JSON; passed through untouched');
  });

  it('answers 502 when a gzip body is corrupt', async () => {
    const upstream = await server((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json', 'content-encoding': 'gzip' });
      res.end('definitely not gzip');
    });
    const proxy = await proxyFor(`${upstream.url}/api/v6`);
    const res = await fetchText(`${proxy.url}/records`, { headers: AUTH });
    expect(res.status).toBe(502);
    expect(res.json()).toMatchObject({ error: 'bad_gateway' });
  });
});

describe('limits on requests', () => {
  it('answers 413 to a declared body over the limit, without calling the upstream', async () => {
    const upstream = await server((_req, res) => json(res, 200, {}));
    const proxy = await proxyFor(`${upstream.url}/api/v6`, { limits: { maxRequestBody: 1000 } });
    const res = await fetchText(`${proxy.url}/records`, {
      method: 'POST',
      headers: { ...AUTH, 'content-type': 'application/json' },
      body: JSON.stringify({ recordName: 'x'.repeat(2000) }),
    });
    expect(res.status).toBe(413);
    expect(res.json()).toMatchObject({ error: 'request_too_large' });
    expect(upstream.received).toHaveLength(0);
  });

  it('answers 413 to a chunked body that grows past the limit', async () => {
    const upstream = await server((_req, res) => json(res, 200, {}));
    const proxy = await proxyFor(`${upstream.url}/api/v6`, { limits: { maxRequestBody: 1000 } });
    async function* chunks() {
      for (let i = 0; i < 20; i++) yield Buffer.from('y'.repeat(200));
    }
    const { request } = await import('undici');
    for (const type of ['application/json', 'application/octet-stream']) {
      const res = await request(`${proxy.url}/records`, {
        method: 'POST',
        headers: { ...AUTH, 'content-type': type },
        body: Readable.from(chunks()),
      }).catch((error: Error) => error);
      if (res instanceof Error) throw res;
      expect(res.statusCode).toBe(413);
      await res.body.text();
    }
  });
});

describe('faults of the proxy itself', () => {
  it('answers 500 internal_error, not "upstream unreachable", and logs the cause', async () => {
    const upstream = await server((_req, res) => json(res, 200, { data: [] }));
    const broken = new Agent();
    // A dispatcher that fails as a bug in our own code would: no network code on the error.
    broken.dispatch = () => {
      throw new TypeError('cannot read properties of undefined');
    };
    cleanup.push(() => broken.close());
    const proxy = await proxyFor(`${upstream.url}/api/v6`, { dispatcher: broken });
    const res = await fetchText(`${proxy.url}/records`, { headers: AUTH });
    expect(res.status).toBe(500);
    expect(res.json()).toMatchObject({ error: 'internal_error' });
    expect(res.text).not.toContain('cannot read properties');
    expect(proxy.logs.join('\n')).toContain('cannot read properties of undefined');
  });
});
