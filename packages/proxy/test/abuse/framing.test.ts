import { createServer as createNetServer, type AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { fetchText } from '../helpers/proxy.js';
import { json, rawRequest } from '../helpers/servers.js';
import { AUTH } from '../helpers/translation-suite.js';
import { cleanups, countingUpstream, metricsOf, proxyOver, rawClient, sample } from '../helpers/abuse.js';

const after = cleanups();
afterEach(() => after.run());

const HEAD = `x-company-context: 1001\r\nauthorization: Bearer t\r\nhost: x\r\n`;

async function setup() {
  const up = await countingUpstream((req, res) => json(res, 201, { id: 1 }));
  after.add(() => up.close());
  const proxy = await proxyOver(after, up.url);
  return { up, proxy };
}

describe('item 5: paths and hop-by-hop headers', () => {
  it('refuses an empty segment after the version prefix (GET /v4//host/x)', async () => {
    const { up, proxy } = await setup();
    for (const target of ['/v4//host/x', '/v4/records//x', '/records//x']) {
      const answer = await rawRequest(
        proxy.url,
        `GET ${target} HTTP/1.1\r\n${HEAD}connection: close\r\n\r\n`,
      );
      expect(answer).toMatch(/^HTTP\/1\.1 400 /);
      expect(answer).toContain('"error":"invalid_request"');
    }
    expect(up.started()).toBe(0);
  });

  it('keeps the X-Company-Context it validated even when Connection names it', async () => {
    const { up, proxy } = await setup();
    const answer = await rawRequest(
      proxy.url,
      `GET /records HTTP/1.1\r\n${HEAD}connection: close, x-company-context, x-other\r\nx-other: 1\r\n\r\n`,
    );
    expect(answer).toMatch(/^HTTP\/1\.1 201 /);
    expect(up.received.at(-1)!.headers['x-other']).toBeUndefined();
    expect(up.received.at(-1)!.headers['x-company-context']).toBe('1001');
  });
});

describe('item 5: an upstream Connection header cannot remove what the proxy relied on', () => {
  it('keeps Content-Type on a translated answer whose Connection names it', async () => {
    const body = '{"data":[{"id":1,"name":"x"}],"total":1}';
    const raw = createNetServer((socket) => {
      socket.on('error', () => {});
      socket.once('data', () =>
        socket.end(
          `HTTP/1.1 200 OK\r\ncontent-type: application/json\r\nconnection: close, content-type\r\n` +
            `content-length: ${body.length}\r\n\r\n${body}`,
        ),
      );
    });
    await new Promise<void>((resolve) => raw.listen(0, '127.0.0.1', resolve));
    after.add(() => new Promise((resolve) => raw.close(resolve)));
    const proxy = await proxyOver(after, `http://127.0.0.1:${(raw.address() as AddressInfo).port}`);
    const res = await fetchText(`${proxy.url}/records`, { headers: AUTH });
    expect(res.headers['content-type']).toBe('application/json');
    expect(res.json()).toEqual({ data: [{ id: 1, recordName: 'x' }], total: 1 });
  });
});

describe('item 6: a request is forwarded only once its framing is complete and valid', () => {
  const body = '{"recordName":"x"}';
  const post = `POST /records HTTP/1.1\r\n${HEAD}content-type: application/json\r\ncontent-length: ${body.length}\r\nconnection: close\r\n\r\n${body}`;

  it('refuses a request with a stray byte after its body and Connection: close; the upstream never sees it', async () => {
    const { up, proxy } = await setup();
    const answer = await rawRequest(proxy.url, `${post}X`);
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(answer.match(/HTTP\/1\.1 /g)).toHaveLength(1);
    expect(answer).toContain('"error":"invalid_request"');
    const control = await rawRequest(proxy.url, post);
    expect(control).toMatch(/^HTTP\/1\.1 201 /);
    expect(up.started()).toBe(1);
  });

  it('refuses a bodiless request followed by a stray byte the same way', async () => {
    const { up, proxy } = await setup();
    const answer = await rawRequest(proxy.url, `GET /records HTTP/1.1\r\n${HEAD}connection: close\r\n\r\nX`);
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    await fetchText(`${proxy.url}/records`, { headers: AUTH });
    expect(up.started()).toBe(1);
  });

  it('gives the real answer, then closes, when garbage arrives after the request went upstream', async () => {
    let release: (() => void) | undefined;
    const up = await countingUpstream((req, res) => (release = () => json(res, 201, { id: 1 })));
    after.add(() => up.close());
    const proxy = await proxyOver(after, up.url);
    const client = await rawClient(proxy.url, post);
    while (release === undefined) await new Promise((r) => setImmediate(r));
    client.socket.write('garbage');
    // The parse error reached the proxy before the upstream answers: a write round trip on loopback.
    await new Promise((r) => client.socket.write('', r));
    release();
    const answer = await client.closed;
    expect(answer).toMatch(/^HTTP\/1\.1 201 /);
    expect(answer.match(/HTTP\/1\.1 /g)).toHaveLength(1);
    expect(up.started()).toBe(1);
  });

  it('refuses a request that was waiting for an upstream slot when garbage arrived', async () => {
    const held: (() => void)[] = [];
    const up = await countingUpstream((req, res) => held.push(() => json(res, 201, { id: 1 })));
    after.add(() => up.close());
    const proxy = await proxyOver(after, up.url, { limits: { maxUpstreamRequests: 1 } });
    const first = fetchText(`${proxy.url}/records`, { headers: AUTH });
    while (held.length === 0) await new Promise((r) => setImmediate(r));
    const queued = await rawClient(proxy.url, post);
    let metrics = await metricsOf(proxy.url);
    for (let i = 0; i < 50 && sample(metrics, 'compliance_migrate_proxy_upstream_queued') !== 1; i++) {
      metrics = await metricsOf(proxy.url);
    }
    expect(sample(metrics, 'compliance_migrate_proxy_upstream_queued')).toBe(1);
    queued.socket.write('garbage');
    await new Promise((r) => queued.socket.write('', r));
    await metricsOf(proxy.url); // a round trip through the proxy's event loop after the garbage
    held.shift()!();
    expect((await first).status).toBe(201);
    const answer = await queued.closed;
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(up.started()).toBe(1);
  });

  it('refuses Content-Length with Transfer-Encoding before anything is forwarded', async () => {
    const { up, proxy } = await setup();
    const answer = await rawRequest(
      proxy.url,
      `POST /records HTTP/1.1\r\n${HEAD}content-length: 4\r\ntransfer-encoding: chunked\r\n\r\n0\r\n\r\n`,
    );
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(up.started()).toBe(0);
  });
});
