import { gzipSync } from 'node:zlib';
import { loadChangeMap } from '@compliance-migrate/rename-map';
import { Agent, request } from 'undici';
import { afterEach, describe, expect, it } from 'vitest';
import { translationInterceptor } from '../../src/index.js';
import { OVERLAY, fetchText } from '../helpers/proxy.js';
import { AUTH } from '../helpers/translation-suite.js';
import { cleanups, countingUpstream, metricsOf, proxyOver, sample } from '../helpers/abuse.js';

const after = cleanups();
afterEach(() => after.run());

/** A v6 list (`name` is `recordName` in v4) with a Latin-1 byte where UTF-8 is expected. */
const NOT_UTF8 = Buffer.concat([
  Buffer.from('{"data":[{"id":1,"name":"caf'),
  Buffer.from([0xe9]),
  Buffer.from('"}]}'),
]);
const V6_LIST = Buffer.from('{"data":[{"id":1,"name":"x"}],"total":1}');
const BOM = Buffer.from([0xef, 0xbb, 0xbf]);

/** An upstream answering GET /categories with `body` under `headers`, recording what it got. */
async function upstream(body: Buffer, headers: Record<string, string> = {}) {
  const server = await countingUpstream((req, res) => {
    res.writeHead(200, { 'content-type': 'application/json', 'content-length': body.length, ...headers });
    res.end(body);
  });
  after.add(() => server.close());
  return server;
}

const untranslated = (metrics: string): number =>
  metrics
    .split('\n')
    .filter((l) => l.startsWith('compliance_migrate_proxy_untranslated_total{'))
    .reduce((sum, l) => sum + Number(l.slice(l.lastIndexOf(' ') + 1)), 0);

async function getBytes(url: string, headers: Record<string, string> = AUTH) {
  const res = await request(url, { headers });
  return { status: res.statusCode, headers: res.headers, body: Buffer.from(await res.body.arrayBuffer()) };
}

describe('item 7: bytes that are not UTF-8 are kept or refused, never replaced (reverse proxy)', () => {
  it('refuses a JSON request body to translate that is not UTF-8', async () => {
    const up = await upstream(V6_LIST);
    const proxy = await proxyOver(after, up.url);
    const res = await fetchText(`${proxy.url}/records`, {
      method: 'POST',
      headers: { ...AUTH, 'content-type': 'application/json' },
      body: Buffer.concat([Buffer.from('{"recordName":"caf'), Buffer.from([0xe9]), Buffer.from('"}')]),
    });
    expect(res.status).toBe(400);
    expect(res.json()).toMatchObject({ error: 'invalid_request', message: expect.stringMatching(/UTF-8/) });
    expect(up.started()).toBe(0);
  });

  it('passes a response that is not UTF-8 on byte for byte, with a Warning, a log line and a metric', async () => {
    const up = await upstream(NOT_UTF8);
    const proxy = await proxyOver(after, up.url);
    const res = await getBytes(`${proxy.url}/records`);
    expect(res.body.equals(NOT_UTF8)).toBe(true);
    expect(String(res.headers.warning)).toMatch(/untranslated response: the body is not valid UTF-8/);
    expect(proxy.logs.some((l) => l.includes('passed on untranslated'))).toBe(true);
    expect(untranslated(await metricsOf(proxy.url))).toBe(1);
  });
});

describe('item 8: translation is never skipped in silence (reverse proxy)', () => {
  it('asks the upstream only for codings it can decode when the answer may need translating', async () => {
    const up = await upstream(V6_LIST);
    const proxy = await proxyOver(after, up.url);
    await getBytes(`${proxy.url}/records`, { ...AUTH, 'accept-encoding': 'gzip, br, zstd' });
    expect(up.received.at(-1)!.headers['accept-encoding']).toBe('gzip, br');
    await getBytes(`${proxy.url}/records`, { ...AUTH, 'accept-encoding': 'zstd' });
    expect(up.received.at(-1)!.headers['accept-encoding']).toBe('identity');
  });

  it('decodes gzip applied twice (gzip, gzip) and translates', async () => {
    const up = await upstream(gzipSync(gzipSync(V6_LIST)), { 'content-encoding': 'gzip, gzip' });
    const proxy = await proxyOver(after, up.url);
    const res = await getBytes(`${proxy.url}/records`);
    expect(JSON.parse(res.body.toString('utf8'))).toEqual({ data: [{ id: 1, recordName: 'x' }], total: 1 });
    expect(res.headers['content-encoding']).toBeUndefined();
  });

  it('passes a zstd answer on untouched with a Warning, a log line and a metric', async () => {
    const opaque = Buffer.from([0x28, 0xb5, 0x2f, 0xfd, 1, 2, 3]);
    const up = await upstream(opaque, { 'content-encoding': 'zstd' });
    const proxy = await proxyOver(after, up.url);
    const res = await getBytes(`${proxy.url}/records`);
    expect(res.body.equals(opaque)).toBe(true);
    expect(res.headers['content-encoding']).toBe('zstd');
    expect(String(res.headers.warning)).toMatch(
      /untranslated response: content-encoding zstd cannot be decoded/,
    );
    expect(proxy.logs.some((l) => l.includes('passed on untranslated'))).toBe(true);
    expect(untranslated(await metricsOf(proxy.url))).toBe(1);
  });

  it('decodes a gzip request body before translating it, and sends it identity-coded', async () => {
    const up = await upstream(V6_LIST);
    const proxy = await proxyOver(after, up.url);
    await fetchText(`${proxy.url}/records`, {
      method: 'POST',
      headers: { ...AUTH, 'content-type': 'application/json', 'content-encoding': 'gzip' },
      body: gzipSync('{"recordName":"x"}'),
    });
    const got = up.received.at(-1)!;
    expect(got.body).toBe('{"name":"x"}');
    expect(got.headers['content-encoding']).toBeUndefined();
  });

  it('translates a request body with a UTF-8 BOM, keeping the BOM', async () => {
    const up = await upstream(V6_LIST);
    const proxy = await proxyOver(after, up.url);
    await fetchText(`${proxy.url}/records`, {
      method: 'POST',
      headers: { ...AUTH, 'content-type': 'application/json' },
      body: Buffer.concat([BOM, Buffer.from('{"recordName":"x"}')]),
    });
    expect(up.received.at(-1)!.body).toBe('\ufeff{"name":"x"}');
  });

  it('forwards a request body in a coding it cannot decode untouched, and says so', async () => {
    const up = await upstream(V6_LIST);
    const proxy = await proxyOver(after, up.url);
    const opaque = Buffer.from([0x28, 0xb5, 0x2f, 0xfd, 9, 9]);
    const posted = await request(`${proxy.url}/records`, {
      method: 'POST',
      headers: { ...AUTH, 'content-type': 'application/json', 'content-encoding': 'zstd' },
      body: opaque,
    });
    await posted.body.arrayBuffer();
    expect(String(posted.headers.warning)).toMatch(
      /untranslated request: content-encoding zstd cannot be decoded/,
    );
    expect(up.received.at(-1)!.headers['content-encoding']).toBe('zstd');
    expect(up.received.at(-1)!.headers['content-length']).toBe(String(opaque.length));
    expect(sample(await metricsOf(proxy.url), 'compliance_migrate_proxy_untranslated_total')).toBe(1);
  });
});

describe('items 7 and 8 (interceptor)', () => {
  async function dispatcherFor(onUntranslated?: (side: string, reason: string) => void) {
    const agent = new Agent();
    after.add(() => agent.close());
    return agent.compose(
      translationInterceptor({
        map: await loadChangeMap([OVERLAY]),
        clientVersion: 4,
        upstreamVersion: 6,
        onUntranslated,
      }),
    );
  }

  it('keeps a response that is not UTF-8 byte for byte, with a Warning and a callback', async () => {
    const up = await upstream(NOT_UTF8);
    const seen: string[] = [];
    const dispatcher = await dispatcherFor((side, reason) => seen.push(`${side}:${reason}`));
    const res = await request(`${up.url}/records`, { dispatcher });
    expect(Buffer.from(await res.body.arrayBuffer()).equals(NOT_UTF8)).toBe(true);
    expect(String(res.headers.warning)).toMatch(/untranslated response/);
    expect(seen).toEqual(['response:not-utf8']);
  });

  it('refuses a request body that is not UTF-8', async () => {
    const up = await upstream(V6_LIST);
    const dispatcher = await dispatcherFor();
    await expect(
      request(`${up.url}/records`, {
        dispatcher,
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: Buffer.from([0x7b, 0x22, 0xe9, 0x22, 0x3a, 0x31, 0x7d]),
      }),
    ).rejects.toMatchObject({ code: 'ERR_PROXY_BAD_BODY' });
    expect(up.started()).toBe(0);
  });

  it('limits Accept-Encoding, decodes gzip twice, and warns on zstd', async () => {
    const twice = await upstream(gzipSync(gzipSync(V6_LIST)), { 'content-encoding': 'gzip, gzip' });
    const seen: string[] = [];
    const dispatcher = await dispatcherFor((side, reason) => seen.push(`${side}:${reason}`));
    const res = await request(`${twice.url}/records`, {
      dispatcher,
      headers: { 'accept-encoding': 'gzip, br, zstd' },
    });
    expect(JSON.parse(await res.body.text())).toEqual({ data: [{ id: 1, recordName: 'x' }], total: 1 });
    expect(twice.received.at(-1)!.headers['accept-encoding']).toBe('gzip, br');
    const zstd = await upstream(Buffer.from([0x28, 0xb5, 0x2f, 0xfd]), { 'content-encoding': 'zstd' });
    const opaque = await request(`${zstd.url}/records`, { dispatcher });
    await opaque.body.arrayBuffer();
    expect(String(opaque.headers.warning)).toMatch(/content-encoding zstd cannot be decoded/);
    expect(seen).toEqual(['response:encoding']);
  });
});
