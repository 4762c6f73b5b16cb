import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeV6 } from './helpers/fake-v6.js';
import { fetchText, startTestProxy } from './helpers/proxy.js';
import { json, startServer, type TestServer } from './helpers/servers.js';
import { AUTH } from './helpers/translation-suite.js';

let upstream: TestServer;
let proxy: Awaited<ReturnType<typeof startTestProxy>>;

beforeAll(async () => {
  upstream = await startFakeV6();
  proxy = await startTestProxy(`${upstream.url}/api/v6`);
});
afterAll(async () => {
  await proxy.close(100);
  await upstream.close();
});

describe('health and readiness', () => {
  it('/healthz answers 200 without any header', async () => {
    const res = await fetchText(`${proxy.url}/healthz`);
    expect(res.status).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('/readyz is 200 while the upstream answers and 503 when it cannot be reached', async () => {
    const ready = await fetchText(`${proxy.url}/readyz`);
    expect(ready.status).toBe(200);
    expect(ready.json()).toEqual({
      status: 'ready',
      message: expect.stringMatching(/^upstream reachable \(HEAD \/api\/v6 answered \d{3}\)$/),
    });
    const gone = await startServer(() => {});
    await gone.close();
    const orphan = await startTestProxy(`${gone.url}/api/v6`);
    const res = await fetchText(`${orphan.url}/readyz`);
    expect(res.status).toBe(503);
    expect(res.json()).toMatchObject({ error: 'not_ready' });
    await orphan.close(100);
  });
});

describe('metrics', () => {
  it('counts requests by route, client version and status, translation time and lossy steps', async () => {
    await fetchText(`${proxy.url}/records`, { headers: AUTH });
    await fetchText(`${proxy.url}/profiles/search`, { headers: AUTH });
    await fetchText(`${proxy.url}/records`, { headers: { 'x-company-context': 'nope' } });
    const res = await fetchText(`${proxy.url}/metrics`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    expect(res.text).toMatch(
      /compliance_migrate_proxy_requests_total\{route="GET \/categories",client_version="4",status="200"\} [1-9]/,
    );
    expect(res.text).toMatch(
      /compliance_migrate_proxy_requests_total\{route="unmatched",client_version="4",status="400"\} 1/,
    );
    expect(res.text).toMatch(/compliance_migrate_proxy_translation_seconds_count\{side="response"\} [1-9]/);
    expect(res.text).toMatch(
      /compliance_migrate_proxy_lossy_translations_total\{change_id="v6.field.profile-users",reason="many-to-one"\} 1/,
    );
  });
});

describe('request ids', () => {
  it('echoes a valid x-request-id, generates one otherwise, and passes it upstream', async () => {
    const given = await fetchText(`${proxy.url}/records`, {
      headers: { ...AUTH, 'x-request-id': 'abc-123' },
    });
    expect(given.headers['x-request-id']).toBe('abc-123');
    expect(upstream.received.at(-1)!.headers['x-request-id']).toBe('abc-123');
    const made = await fetchText(`${proxy.url}/records`, { headers: { ...AUTH, 'x-request-id': 'bad id!' } });
    expect(made.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(proxy.logs.some((l) => l.includes('"reqId":"abc-123"'))).toBe(true);
  });
});

describe('version selection', () => {
  it('takes the version from a /vN path prefix', async () => {
    const res = await fetchText(`${proxy.url}/v5/categories?limit=2`, { headers: AUTH });
    expect(upstream.received.at(-1)!.url).toBe('/api/v6/categories?limit=2');
    expect((res.json().data as unknown[])[0]).toEqual({ id: 1, name: 'Fire safety' });
    await fetchText(`${proxy.url}/v6/items/search?q=a`, { headers: AUTH });
    expect(upstream.received.at(-1)!.url).toBe('/api/v6/items/search?q=a');
  });

  it('takes the version from X-Api-Version and does not forward that header', async () => {
    const res = await fetchText(`${proxy.url}/items/search?text=a`, {
      headers: { ...AUTH, 'x-api-version': '5' },
    });
    expect(upstream.received.at(-1)!.url).toBe('/api/v6/items/search?q=a');
    expect(upstream.received.at(-1)!.headers['x-api-version']).toBeUndefined();
    expect(res.json()).toMatchObject({ data: [{ name: 'Extinguisher' }] });
  });

  it('refuses a version it does not know', async () => {
    const res = await fetchText(`${proxy.url}/v7/categories`, { headers: AUTH });
    expect(res.status).toBe(400);
    expect(res.json()).toMatchObject({ error: 'unsupported_version' });
  });
});

describe('translation off', () => {
  it('forwards path, query and body as they are', async () => {
    const plain = await startTestProxy(`${upstream.url}/api/v6`, { translate: false });
    const res = await fetchText(`${plain.url}/categories?limit=1`, { headers: AUTH });
    expect(upstream.received.at(-1)!.url).toBe('/api/v6/categories?limit=1');
    expect((res.json().data as unknown[])[0]).toEqual({ id: 1, name: 'Fire safety' });
    await plain.close(100);
  });
});

describe('graceful shutdown', () => {
  it('finishes a request in flight, then stops accepting', async () => {
    // The upstream holds its answer until the proxy has been told to close: no timing involved.
    let arrived!: () => void;
    const arrival = new Promise<void>((resolve) => (arrived = resolve));
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const slow = await startServer((_req, res) => {
      arrived();
      void released.then(() => json(res, 200, { data: [] }));
    });
    const p = await startTestProxy(`${slow.url}/api/v6`);
    const inFlight = fetchText(`${p.url}/records`, { headers: AUTH });
    await arrival;
    const started = Date.now();
    const closed = p.close(5000);
    // Closing: new connections are refused while the request in flight waits for its answer.
    await expect(fetchText(`${p.url}/healthz`)).rejects.toThrow();
    release();
    const res = await inFlight;
    expect(res.status).toBe(200);
    await closed;
    expect(Date.now() - started).toBeLessThan(2000);
    await expect(fetchText(`${p.url}/healthz`)).rejects.toThrow();
    await slow.close();
  });
});
