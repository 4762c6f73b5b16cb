import { brotliCompressSync, deflateRawSync, deflateSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchText, startTestProxy } from './helpers/proxy.js';
import { startServer, type TestServer } from './helpers/servers.js';
import { AUTH } from './helpers/translation-suite.js';

const payload = JSON.stringify({ data: [{ id: 1, name: 'Ladders' }] });
const encoders: Record<string, (b: Buffer) => Buffer> = {
  gzip: (b) => gzipSync(b),
  deflate: (b) => deflateSync(b),
  'deflate-raw': (b) => deflateRawSync(b),
  br: (b) => brotliCompressSync(b),
};

let upstream: TestServer;
let proxy: Awaited<ReturnType<typeof startTestProxy>>;

beforeAll(async () => {
  upstream = await startServer((req, res) => {
    const kind = new URL(req.url ?? '/', 'http://x').searchParams.get('enc') ?? 'gzip';
    const body = encoders[kind]!(Buffer.from(payload));
    res.writeHead(200, {
      'content-type': 'application/problem+json',
      'content-encoding': kind === 'deflate-raw' ? 'deflate' : kind,
      'content-length': body.length,
      warning: '199 upstream "already here"',
    });
    res.end(body);
  });
  proxy = await startTestProxy(`${upstream.url}/api/v6`);
});
afterAll(async () => {
  await proxy.close(100);
  await upstream.close();
});

describe('compressed upstream bodies', () => {
  it.each(Object.keys(encoders))('decodes %s (and +json types) before translating', async (kind) => {
    const res = await fetchText(`${proxy.url}/records?enc=${kind}`, { headers: AUTH });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(Number(res.headers['content-length'])).toBe(Buffer.byteLength(res.text));
    expect(res.json()).toEqual({ data: [{ id: 1, recordName: 'Ladders' }] });
    expect(res.headers.warning).toBe('199 upstream "already here"');
  });
});
