import { once } from 'node:events';
import { afterEach, describe, expect, it } from 'vitest';
import { AUTH } from '../helpers/translation-suite.js';
import { fetchText } from '../helpers/proxy.js';
import { json } from '../helpers/servers.js';
import {
  cleanups,
  countingUpstream,
  firstBytes,
  metricsOf,
  proxyOver,
  rawClient,
  sample,
} from '../helpers/abuse.js';

const after = cleanups();
afterEach(() => after.run());

const HEAD = `x-company-context: 1001\r\nauthorization: Bearer t\r\nhost: x\r\n`;
/** The headers of `POST /records` announcing a 100 kB text body, then three bytes of it. */
const SLOW_UPLOAD = `POST /records HTTP/1.1\r\n${HEAD}content-type: text/plain\r\ncontent-length: 100000\r\n\r\nabc`;

async function upstream() {
  const server = await countingUpstream((req, res) => json(res, 200, { data: [], total: 0 }));
  after.add(() => server.close());
  return server;
}

describe('item 1: slow uploads never hold the upstream connections others need', () => {
  it('answers a normal GET at once while 40 uploads stall, none of which reached the upstream', async () => {
    const up = await upstream();
    const proxy = await proxyOver(after, up.url, {
      limits: { maxUpstreamRequests: 4, clientBodyIdleTimeout: 20_000 },
    });
    const slow = await Promise.all(Array.from({ length: 40 }, () => rawClient(proxy.url, SLOW_UPLOAD)));
    after.add(() => slow.forEach((c) => c.socket.destroy()));
    // Every upload's headers have been read once the metrics show them receiving.
    let metrics = await metricsOf(proxy.url);
    for (let i = 0; i < 50 && sample(metrics, 'compliance_migrate_proxy_receiving_bodies') !== 40; i++) {
      metrics = await metricsOf(proxy.url);
    }
    expect(sample(metrics, 'compliance_migrate_proxy_receiving_bodies')).toBe(40);
    expect(sample(metrics, 'compliance_migrate_proxy_upstream_in_flight')).toBe(0);
    const res = await fetchText(`${proxy.url}/records`, { headers: AUTH });
    expect(res.status).toBe(200);
    expect(up.started()).toBe(1);
  });

  it('answers a stalled upload 408 with the spec body after the body idle timeout, never forwarding it', async () => {
    const up = await upstream();
    const proxy = await proxyOver(after, up.url, { limits: { clientBodyIdleTimeout: 100 } });
    const client = await rawClient(proxy.url, SLOW_UPLOAD);
    const answer = await client.closed;
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(answer).toContain('"error":"request_timeout"');
    expect(answer).toMatch(/connection: close/i);
    expect(up.started()).toBe(0);
    expect(sample(await metricsOf(proxy.url), 'compliance_migrate_proxy_refused_total')).toBe(1);
  });

  it('bounds the queue: beyond it, 503 with Retry-After at once; /readyz and /metrics show saturation', async () => {
    const held: (() => void)[] = [];
    const up = await countingUpstream((req, res) => held.push(() => json(res, 200, { data: [], total: 0 })));
    after.add(() => up.close());
    after.add(() => held.forEach((release) => release()));
    const proxy = await proxyOver(after, up.url, {
      readinessProbe: false,
      limits: { maxUpstreamRequests: 1, maxQueuedRequests: 1, queueTimeout: 5_000 },
    });
    const first = fetchText(`${proxy.url}/records?n=1`, { headers: AUTH });
    const second = fetchText(`${proxy.url}/records?n=2`, { headers: AUTH });
    let metrics = await metricsOf(proxy.url);
    for (let i = 0; i < 50 && sample(metrics, 'compliance_migrate_proxy_upstream_queued') !== 1; i++) {
      metrics = await metricsOf(proxy.url);
    }
    expect(sample(metrics, 'compliance_migrate_proxy_upstream_in_flight')).toBe(1);
    expect(sample(metrics, 'compliance_migrate_proxy_upstream_queued')).toBe(1);
    const third = await fetchText(`${proxy.url}/records?n=3`, { headers: AUTH });
    expect(third.status).toBe(503);
    expect(third.headers['retry-after']).toBe('5');
    expect(third.json()).toMatchObject({ error: 'service_unavailable' });
    const ready = await fetchText(`${proxy.url}/readyz`);
    expect(ready.status).toBe(503);
    expect(ready.json().message).toMatch(/saturated/);
    while (up.started() < 1 || held.length < 1) await new Promise((r) => setImmediate(r));
    held.shift()!();
    expect((await first).status).toBe(200);
    while (held.length < 1) await new Promise((r) => setImmediate(r));
    held.shift()!();
    expect((await second).status).toBe(200);
  });

  it('answers 503 to a request that waited longer than the queue timeout', async () => {
    const held: (() => void)[] = [];
    const up = await countingUpstream((req, res) => held.push(() => json(res, 200, { data: [], total: 0 })));
    after.add(() => up.close());
    after.add(() => held.forEach((release) => release()));
    const proxy = await proxyOver(after, up.url, {
      limits: { maxUpstreamRequests: 1, maxQueuedRequests: 10, queueTimeout: 100 },
    });
    const first = fetchText(`${proxy.url}/records?n=1`, { headers: AUTH });
    const second = await fetchText(`${proxy.url}/records?n=2`, { headers: AUTH });
    expect(second.status).toBe(503);
    expect(second.json().message).toMatch(/within 100 ms/);
    held.shift()?.();
    expect((await first).status).toBe(200);
    expect(up.started()).toBe(1);
  });
});

describe('item 1: the upstream slots are never lost', () => {
  it('gives back the slot of a client that left while its request waited in the queue', async () => {
    const held: (() => void)[] = [];
    const up = await countingUpstream((req, res) => held.push(() => json(res, 200, { data: [], total: 0 })));
    after.add(() => up.close());
    after.add(() => held.forEach((release) => release()));
    const proxy = await proxyOver(after, up.url, { limits: { maxUpstreamRequests: 1, queueTimeout: 5_000 } });
    const first = fetchText(`${proxy.url}/records?n=1`, { headers: AUTH });
    while (held.length === 0) await new Promise((r) => setImmediate(r));
    const leaving = await rawClient(proxy.url, `GET /records?n=2 HTTP/1.1\r\n${HEAD}\r\n`);
    let metrics = await metricsOf(proxy.url);
    for (let i = 0; i < 50 && sample(metrics, 'compliance_migrate_proxy_upstream_queued') !== 1; i++) {
      metrics = await metricsOf(proxy.url);
    }
    expect(sample(metrics, 'compliance_migrate_proxy_upstream_queued')).toBe(1);
    leaving.socket.destroy();
    await leaving.closed;
    await metricsOf(proxy.url); // the proxy has seen the hang-up
    held.shift()!();
    expect((await first).status).toBe(200);
    const third = fetchText(`${proxy.url}/records?n=3`, { headers: AUTH });
    while (held.length === 0) await new Promise((r) => setImmediate(r));
    held.shift()!();
    expect((await third).status).toBe(200);
    expect(up.started()).toBe(2);
  });
});

describe('item 2: client connections time out', () => {
  it('closes 100 silent connections after the headers timeout', async () => {
    const up = await upstream();
    const proxy = await proxyOver(after, up.url, {
      limits: { clientHeadersTimeout: 100, clientRequestTimeout: 200 },
    });
    const silent = await Promise.all(Array.from({ length: 100 }, () => rawClient(proxy.url)));
    after.add(() => silent.forEach((c) => c.socket.destroy()));
    await Promise.all(silent.map((c) => c.closed));
    expect(silent.every((c) => c.socket.destroyed)).toBe(true);
  });

  it('answers 408 to headers that never finish (slow-loris), and to a request slower than the request timeout', async () => {
    const up = await upstream();
    const proxy = await proxyOver(after, up.url, {
      limits: { clientHeadersTimeout: 100, clientRequestTimeout: 200, clientBodyIdleTimeout: 5_000 },
    });
    const loris = await rawClient(proxy.url, `GET /records HTTP/1.1\r\n${HEAD}x-slow: a`);
    const lorisAnswer = await loris.closed;
    expect(lorisAnswer).toMatch(/^HTTP\/1\.1 408 /);
    expect(lorisAnswer).toMatch(/\r\nx-request-id: [0-9a-f-]{36}\r\n/);
    expect(lorisAnswer).toContain(`headers did not arrive within 100 ms (limits.clientHeadersTimeout)`);
    // The headers came: the request answers its own 408, with its id, counted as a 408 (not a client gone).
    const slowBody = await rawClient(proxy.url, SLOW_UPLOAD.replace(HEAD, `${HEAD}x-request-id: slow-1\r\n`));
    const slowAnswer = await slowBody.closed;
    expect(slowAnswer).toMatch(/^HTTP\/1\.1 408 /);
    expect(slowAnswer).toMatch(/\r\nx-request-id: slow-1\r\n/i);
    expect(slowAnswer).toContain('did not arrive in full within 200 ms (limits.clientRequestTimeout)');
    expect(up.started()).toBe(0);
    const metrics = await metricsOf(proxy.url);
    expect(metrics).toMatch(/compliance_migrate_proxy_requests_total\{[^}]*status="408"\} 1\n/);
    expect(metrics).not.toMatch(/status="499"/);
    expect(metrics).toMatch(/compliance_migrate_proxy_refused_total\{reason="client_timeout"\} 2\n/);
  });

  it('refuses a body declared over the limit before inviting it (Expect: 100-continue), and invites one within it', async () => {
    const up = await upstream();
    const proxy = await proxyOver(after, up.url, { limits: { maxRequestBody: 1000 } });
    const expecting = (length: number) =>
      `POST /records HTTP/1.1\r\n${HEAD}content-type: application/json\r\nexpect: 100-continue\r\ncontent-length: ${length}\r\n\r\n`;
    const big = await rawClient(proxy.url, expecting(12_000_000));
    const refused = await big.closed;
    expect(refused).toMatch(/^HTTP\/1\.1 413 /);
    expect(refused).not.toContain('100 Continue');
    const small = await rawClient(proxy.url, expecting(2));
    after.add(() => {
      small.socket.destroy();
    });
    expect(await firstBytes(small)).toMatch(/^HTTP\/1\.1 100 Continue\r\n\r\n/);
    small.socket.write('{}');
    while (!/HTTP\/1\.1 200 /.test(small.text())) await once(small.socket, 'data');
    expect(up.started()).toBe(1);
  });

  it('leaves an idle keep-alive connection to the keep-alive timeout, not the headers timeout', async () => {
    const up = await upstream();
    const proxy = await proxyOver(after, up.url, {
      limits: { clientHeadersTimeout: 100, clientRequestTimeout: 200, keepAliveTimeout: 60_000 },
    });
    const kept = await rawClient(proxy.url, `GET /records HTTP/1.1\r\n${HEAD}\r\n`);
    after.add(() => {
      kept.socket.destroy();
    });
    expect(await firstBytes(kept)).toMatch(/^HTTP\/1\.1 200 /);
    // A silent connection opened after the answer is closed by the headers timeout; the idle one is not.
    const silent = await rawClient(proxy.url);
    await silent.closed;
    const again = await rawClient(proxy.url);
    await again.closed;
    expect(kept.socket.destroyed).toBe(false);
    kept.socket.write(`GET /records HTTP/1.1\r\n${HEAD}\r\n`);
    const answers = (): number => kept.text().match(/HTTP\/1\.1 200 /g)?.length ?? 0;
    while (answers() < 2 && !kept.socket.destroyed) await new Promise((r) => kept.socket.once('data', r));
    expect(answers()).toBe(2);
  });

  it('closes an idle keep-alive connection after the keep-alive timeout', async () => {
    const up = await upstream();
    const proxy = await proxyOver(after, up.url, { limits: { keepAliveTimeout: 100 } });
    const client = await rawClient(proxy.url, `GET /records HTTP/1.1\r\n${HEAD}\r\n`);
    expect(await firstBytes(client)).toMatch(/^HTTP\/1\.1 200 /);
    // The server, not the client, ends the idle connection; the one answer is all it wrote.
    const all = await client.closed;
    expect(all.match(/HTTP\/1\.1 /g)).toHaveLength(1);
    expect(all).toMatch(/keep-alive: timeout=/i);
  });
});
