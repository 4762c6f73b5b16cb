import { fileURLToPath } from 'node:url';
import { startOrchard, type Orchard } from '@compliance-migrate/orchard-service';
import { loadChangeMap } from '@compliance-migrate/rename-map';
import { passwordToken, startSandbox, type Sandbox } from '@compliance-migrate/sandbox';
import { request } from 'undici';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createProxy, type RunningProxy } from '../../src/index.js';
import { captureLogs } from '../helpers/servers.js';
import { ORCHARD_CASES, type OrchardCase } from './orchard-cases.js';

const overlay = fileURLToPath(new URL('../../../../fixtures/maps/orchard.yaml', import.meta.url));

interface Answer {
  status: number;
  type: string;
  body: unknown;
}

async function call(base: string, token: string, c: OrchardCase, side: 'v4' | 'v6'): Promise<Answer> {
  const { path, body } = c[side];
  const headers: Record<string, string> = { authorization: `Bearer ${token}`, 'x-company-context': '1001' };
  if (body !== undefined) headers['content-type'] = 'application/json';
  const res = await request(base + path, {
    method: c.method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const raw = Buffer.from(await res.body.arrayBuffer());
  const type = String(res.headers['content-type'] ?? '').split(';')[0]!;
  return { status: res.statusCode, type, body: type.includes('json') ? JSON.parse(raw.toString()) : raw };
}

// Orchard names everything unlike the sandbox; the proxy knows it only through fixtures/maps/orchard.yaml.
describe('a v4 client of the Orchard service through the proxy over Orchard v6', () => {
  let idp: Sandbox;
  let reference: Orchard;
  let upstream: Orchard;
  let proxy: RunningProxy;
  let token: string;

  beforeAll(async () => {
    idp = await startSandbox();
    [reference, upstream] = await Promise.all([
      startOrchard({ issuer: idp.issuer }),
      startOrchard({ issuer: idp.issuer }),
    ]);
    token = (await passwordToken(idp)).access_token;
    proxy = await createProxy({
      upstream: upstream.apiUrl(6),
      upstreamVersion: 6,
      clientVersion: 4,
      map: await loadChangeMap([overlay]),
      logger: captureLogs().logger,
      defaultMetrics: false,
    }).listen();
  });
  afterAll(async () => {
    await proxy?.close(100);
    await Promise.all([reference?.close(), upstream?.close(), idp?.close()]);
  });

  it.each(ORCHARD_CASES.map((c) => [c.name, c] as const))('%s', async (_name, c) => {
    const expected = await call(reference.apiUrl(4), token, c, 'v4');
    const before = upstream.received.length;
    const actual = await call(proxy.url, token, c, 'v4');

    // What reached v6 is what a v6 client sends.
    expect(upstream.received.slice(before)).toHaveLength(1);
    const landed = upstream.received[before]!;
    expect({ version: landed.version, method: landed.method, path: landed.path }).toEqual({
      version: 6,
      method: c.method,
      path: c.v6.path,
    });
    expect(landed.body === '' ? undefined : JSON.parse(landed.body)).toEqual(c.v6.body);

    // What came back is what v4 itself answers.
    expect(expected.status).toBe(200);
    expect(actual.status).toBe(200);
    expect(actual.type).toBe(expected.type);
    if (c.file === 'xlsx') {
      // Spreadsheets pass through as v6 wrote them (docs/proxy.md); the checker compares their cells.
      const direct = await call(upstream.apiUrl(6), token, c, 'v6');
      expect(actual.body).toEqual(direct.body);
    } else {
      expect(actual.body).toEqual(expected.body);
    }
  });

  it('gets the same spreadsheet bytes from Orchard whatever the time of the export (the xlsx case relies on it)', async () => {
    const c = ORCHARD_CASES.find((k) => k.file === 'xlsx')!;
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    try {
      const first = await call(upstream.apiUrl(6), token, c, 'v6');
      vi.setSystemTime(Date.now() + 7_000);
      const second = await call(upstream.apiUrl(6), token, c, 'v6');
      expect(second.body).toEqual(first.body);
    } finally {
      vi.useRealTimers();
    }
  });
});
