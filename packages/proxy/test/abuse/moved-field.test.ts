import { loadChangeMap } from '@compliance-migrate/rename-map';
import { Agent, request } from 'undici';
import { afterEach, describe, expect, it } from 'vitest';
import { translationInterceptor } from '../../src/index.js';
import { OVERLAY, fetchText } from '../helpers/proxy.js';
import { json } from '../helpers/servers.js';
import { AUTH } from '../helpers/translation-suite.js';
import { cleanups, countingUpstream, proxyOver } from '../helpers/abuse.js';

const after = cleanups();
afterEach(() => after.run());

/** The v4 endpoint whose body `id` moves into the v6 path (the built-in map's `endpoint.moved`). */
const MOVED = '/notificationProfiles/update';
const HEADERS = { ...AUTH, 'content-type': 'application/json' };
const DEEP = `{"id":7,"x":${'['.repeat(6000)}${']'.repeat(6000)}}`;
const REFUSED: [string, string][] = [
  ['"."', '{"id":"."}'],
  ['".."', '{"id":".."}'],
  ['an empty string', '{"id":""}'],
  ['a slash', '{"id":"a/b"}'],
  ['a backslash', '{"id":"a\\\\b"}'],
  ['a fraction', '{"id":1.5}'],
  ['an exponent', '{"id":1e3}'],
  ['true', '{"id":true}'],
  ['an object', '{"id":{"a":1}}'],
  ['no id', '{"profileName":"x"}'],
  ['two ids', '{"id":1,"id":2}'],
  ['a malformed body', '{"id":7,'],
  ['a 6,000-deep body', DEEP],
];

async function upstream() {
  const server = await countingUpstream((req, res) => json(res, 200, { ok: true }));
  after.add(() => server.close());
  return server;
}

describe('items 3–5: the moved id (reverse proxy)', () => {
  it('keeps the id and every other byte exactly (item 3)', async () => {
    const up = await upstream();
    const proxy = await proxyOver(after, up.url);
    const res = await fetchText(`${proxy.url}${MOVED}`, {
      method: 'PUT',
      headers: HEADERS,
      body: '{"id":12345678901234567890,"n":1.0000000000000001,"e":1E400, "profileName" : "W"}',
    });
    expect(res.status).toBe(200);
    const got = up.received.at(-1)!;
    expect(got.url).toBe('/api/v6/notificationProfiles/12345678901234567890');
    expect(got.body).toBe('{"n":1.0000000000000001,"e":1E400, "name" : "W"}');
  });

  it('percent-encodes a string id into one segment', async () => {
    const up = await upstream();
    const proxy = await proxyOver(after, up.url);
    await fetchText(`${proxy.url}${MOVED}`, { method: 'PUT', headers: HEADERS, body: '{"id":"a b?%2e"}' });
    expect(up.received.at(-1)!.url).toBe('/api/v6/notificationProfiles/a%20b%3F%252e');
  });

  it.each(REFUSED)(
    'refuses %s with 400 and the spec body, forwarding nothing (items 4, 5)',
    async (_, body) => {
      const up = await upstream();
      const proxy = await proxyOver(after, up.url);
      const res = await fetchText(`${proxy.url}${MOVED}`, { method: 'PUT', headers: HEADERS, body });
      expect(res.status).toBe(400);
      expect(res.json()).toMatchObject({ error: 'invalid_request', message: expect.any(String) });
      // A request after it reaches the upstream: the refused one never did.
      await fetchText(`${proxy.url}/records`, { headers: AUTH });
      expect(up.started()).toBe(1);
    },
  );
});

describe('items 3–5: the moved id (interceptor)', () => {
  async function dispatcherFor() {
    const agent = new Agent();
    after.add(() => agent.close());
    return agent.compose(
      translationInterceptor({ map: await loadChangeMap([OVERLAY]), clientVersion: 4, upstreamVersion: 6 }),
    );
  }

  it('keeps the id and every other byte exactly', async () => {
    const up = await upstream();
    const dispatcher = await dispatcherFor();
    const res = await request(`${up.url}${MOVED}`, {
      dispatcher,
      method: 'PUT',
      headers: HEADERS,
      body: '{"id":12345678901234567890,"n":1.0000000000000001,"e":1E400}',
    });
    await res.body.text();
    expect(up.received.at(-1)!.url).toBe('/notificationProfiles/12345678901234567890');
    expect(up.received.at(-1)!.body).toBe('{"n":1.0000000000000001,"e":1E400}');
  });

  it.each(REFUSED)('fails %s with ERR_PROXY_BAD_BODY, sending nothing', async (_, body) => {
    const up = await upstream();
    const dispatcher = await dispatcherFor();
    await expect(
      request(`${up.url}${MOVED}`, { dispatcher, method: 'PUT', headers: HEADERS, body }),
    ).rejects.toMatchObject({ code: 'ERR_PROXY_BAD_BODY', status: 400 });
    expect(up.started()).toBe(0);
  });
});
