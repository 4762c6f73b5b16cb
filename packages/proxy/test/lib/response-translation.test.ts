import type { IncomingHttpHeaders } from 'node:http';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { loadChangeMap } from '@compliance-migrate/rename-map';
import { Agent, request } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translationInterceptor, type RunningProxy } from '../../src/index.js';
import { OVERLAY, startTestProxy } from '../helpers/proxy.js';
import { startServer, type TestServer } from '../helpers/servers.js';

const AUTH = { authorization: 'Bearer secret-token-123', 'x-company-context': '1001' };
/** A v6 list whose rows the test overlay renames (`name` back to `recordName`) for a v4 client. */
const LIST = JSON.stringify({ data: [{ id: 1, name: 'Électricité' }], total: 1 });
const NOT_UTF8 = Buffer.from([0x7b, 0x22, 0x6e, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]);
/** Headers that describe the upstream's bytes; all go with a translated body. */
const BYTE_HEADERS = {
  etag: '"v6-etag"',
  'content-md5': 'Q2hlY2sgSW50ZWdyaXR5IQ==',
  digest: 'sha-256=X48E9qOokqqrvdts8nOJRJN3OWDUoyWxBf7kbu9DBPE=',
  'content-digest': 'sha-256=:X48E9qOokqqrvdts8nOJRJN3OWDUoyWxBf7kbu9DBPE=:',
};

/** One answer of the upstream per `?case=`, each a way response translation can go. */
function answer(kind: string): { headers: Record<string, string | string[]>; body: Buffer } {
  const json = { 'content-type': 'application/json' };
  switch (kind) {
    case 'gzip':
      return {
        headers: { ...json, ...BYTE_HEADERS, 'content-encoding': 'gzip', warning: '199 upstream "stale"' },
        body: gzipSync(LIST),
      };
    case 'br-bom':
      return {
        headers: { ...json, 'content-encoding': 'br', warning: ['199 a "one"', '199 b "two"'] },
        body: brotliCompressSync(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(LIST)])),
      };
    case 'undecodable':
      return {
        headers: { ...json, ...BYTE_HEADERS, 'content-encoding': 'compress' },
        body: Buffer.from('LZW?'),
      };
    case 'not-utf8':
      return { headers: { ...json, ...BYTE_HEADERS }, body: NOT_UTF8 };
    case 'not-json':
      return { headers: { ...json, etag: '"x"' }, body: Buffer.from('{"data": [ {"name": ') };
    case 'corrupt-gzip':
      return { headers: { ...json, 'content-encoding': 'gzip' }, body: Buffer.from('not gzip at all') };
    case 'text':
      return { headers: { 'content-type': 'text/plain', ...BYTE_HEADERS }, body: Buffer.from(LIST) };
    default:
      return { headers: { ...json, ...BYTE_HEADERS }, body: Buffer.from(LIST) };
  }
}

interface Seen {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** The parts of an answer both paths must agree on (framing headers set by each transport left out). */
function comparable(seen: Seen) {
  const { date: _date, connection: _c, 'keep-alive': _k, 'x-request-id': _id, ...headers } = seen.headers;
  // One Warning value arrives as a string over the wire and as a one-item list in process: compared as lists.
  const warning = headers.warning === undefined ? undefined : [headers.warning].flat();
  return { status: seen.status, headers: { ...headers, warning }, body: seen.body.toString('latin1') };
}

describe('response translation: the proxy server and the interceptor give the same answer', () => {
  let upstream: TestServer;
  let proxy: RunningProxy;
  let agent: Agent;
  let viaProxy: (method: string, kind: string) => Promise<Seen>;
  let viaInterceptor: (method: string, kind: string) => Promise<Seen>;

  beforeAll(async () => {
    upstream = await startServer((req, res) => {
      const { headers, body } = answer(new URL(req.url ?? '/', 'http://x').searchParams.get('case') ?? '');
      res.writeHead(200, { ...headers, 'content-length': body.length });
      res.end(req.method === 'HEAD' ? undefined : body);
    });
    proxy = await startTestProxy(`${upstream.url}/api/v6`);
    agent = new Agent();
    const dispatcher = agent.compose(
      translationInterceptor({
        map: await loadChangeMap([OVERLAY]),
        clientVersion: 4,
        upstreamVersion: 6,
        clientBasePath: '/api/v4',
        upstreamBasePath: '/api/v6',
      }),
    );
    const call = async (url: string, method: string, intercepted = false): Promise<Seen> => {
      const res = await request(url, {
        method: method as 'GET',
        headers: AUTH,
        ...(intercepted ? { dispatcher } : {}),
      });
      return {
        status: res.statusCode,
        headers: res.headers,
        body: Buffer.from(await res.body.arrayBuffer()),
      };
    };
    viaProxy = (method, kind) => call(`${proxy.url}/categories?case=${kind}`, method);
    viaInterceptor = (method, kind) => call(`${upstream.url}/api/v4/categories?case=${kind}`, method, true);
  });
  afterAll(async () => {
    await agent.close();
    await proxy.close();
    await upstream.close();
  });

  it('decodes and translates, dropping the same headers and keeping the upstream Warning first', async () => {
    const [a, b] = [await viaProxy('GET', 'gzip'), await viaInterceptor('GET', 'gzip')];
    expect(comparable(a)).toEqual(comparable(b));
    expect(JSON.parse(a.body.toString('utf8'))).toEqual({
      data: [{ id: 1, recordName: 'Électricité' }],
      total: 1,
    });
    for (const name of [...Object.keys(BYTE_HEADERS), 'content-encoding'])
      expect(a.headers[name]).toBeUndefined();
    expect(Number(a.headers['content-length'])).toBe(a.body.length);
    expect(a.headers.warning).toBe('199 upstream "stale"');
  });

  it('keeps a byte order mark and merges several upstream Warning values the same way', async () => {
    const [a, b] = [await viaProxy('GET', 'br-bom'), await viaInterceptor('GET', 'br-bom')];
    expect(comparable(a)).toEqual(comparable(b));
    expect([...a.body.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(a.body.subarray(3).toString('utf8')).toContain('"recordName":"Électricité"');
    expect([a.headers.warning].flat().join('|')).toBe('199 a "one"|199 b "two"');
  });

  it.each([
    ['undecodable', 'untranslated response: content-encoding compress cannot be decoded'],
    ['not-utf8', 'untranslated response: the body is not valid UTF-8'],
    ['not-json', 'untranslated response: body labelled JSON is not valid JSON'],
  ])('passes a %s body on with the same Warning', async (kind, warning) => {
    const [a, b] = [await viaProxy('GET', kind), await viaInterceptor('GET', kind)];
    expect(comparable(a)).toEqual(comparable(b));
    expect(a.status).toBe(200);
    expect([a.headers.warning].flat()).toEqual([`299 compliance-migrate "${warning}"`]);
    const { body } = answer(kind);
    expect(a.body.equals(body)).toBe(true);
  });

  it('leaves bodies that are not JSON, and HEAD answers, untouched with their headers', async () => {
    for (const [method, kind] of [
      ['GET', 'text'],
      ['HEAD', 'plain'],
    ] as const) {
      const [a, b] = [await viaProxy(method, kind), await viaInterceptor(method, kind)];
      expect(comparable(a)).toEqual(comparable(b));
      expect(a.headers.etag).toBe(BYTE_HEADERS.etag);
      expect(a.headers.warning).toBeUndefined();
      expect(a.body.toString('utf8')).toBe(method === 'HEAD' ? '' : LIST);
    }
  });

  it('refuses a body whose coding is corrupt with the same error code', async () => {
    const a = await viaProxy('GET', 'corrupt-gzip');
    expect(a.status).toBe(502);
    expect(JSON.parse(a.body.toString('utf8'))).toMatchObject({ error: 'bad_gateway' });
    await expect(viaInterceptor('GET', 'corrupt-gzip')).rejects.toMatchObject({
      code: 'ERR_PROXY_UPSTREAM_BAD_ENCODING',
    });
  });
});
