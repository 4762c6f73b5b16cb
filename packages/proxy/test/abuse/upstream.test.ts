import { afterEach, describe, expect, it } from 'vitest';
import { fetchText } from '../helpers/proxy.js';
import { AUTH } from '../helpers/translation-suite.js';
import { cleanups, countingUpstream, proxyOver } from '../helpers/abuse.js';

const after = cleanups();
afterEach(() => after.run());

describe('upstream deadlines, each from its own option', () => {
  it('answers 504 when a JSON body to translate stalls longer than upstreamBodyTimeout', async () => {
    const up = await countingUpstream((req, res) => {
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': '100' });
      res.write('{"data":[');
    });
    after.add(() => up.close());
    const proxy = await proxyOver(after, up.url, {
      limits: { upstreamHeadersTimeout: 5_000, upstreamBodyTimeout: 100 },
    });
    const res = await fetchText(`${proxy.url}/records`, { headers: AUTH });
    expect(res.status).toBe(504);
    expect(res.json()).toEqual({
      error: 'gateway_timeout',
      message: 'the upstream service did not answer within 100 ms',
      error_description:
        'answered by the compliance-migrate proxy, not the service (ERR_PROXY_UPSTREAM_TIMEOUT)',
    });
  });

  it('answers 504 naming upstreamHeadersTimeout when the headers never come', async () => {
    const up = await countingUpstream(() => {});
    after.add(() => up.close());
    const proxy = await proxyOver(after, up.url, {
      limits: { upstreamHeadersTimeout: 100, upstreamBodyTimeout: 5_000 },
    });
    const res = await fetchText(`${proxy.url}/records`, { headers: AUTH });
    expect(res.status).toBe(504);
    expect(res.json().message).toBe('the upstream service did not answer within 100 ms');
  });

  it('answers 502 when the upstream hangs up in the middle of a body to translate', async () => {
    const up = await countingUpstream((req, res) => {
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': '100' });
      res.write('{"data":[', () => res.socket?.destroy());
    });
    after.add(() => up.close());
    const proxy = await proxyOver(after, up.url);
    const res = await fetchText(`${proxy.url}/records`, { headers: AUTH });
    expect(res.status).toBe(502);
    expect(res.json()).toMatchObject({ error: 'bad_gateway' });
  });
});
