import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchText, startTestProxy } from './helpers/proxy.js';
import { json, rawRequest, startServer, type TestServer } from './helpers/servers.js';
import { AUTH } from './helpers/translation-suite.js';

let upstream: TestServer;
let evil: TestServer;
let proxy: Awaited<ReturnType<typeof startTestProxy>>;

beforeAll(async () => {
  upstream = await startServer((_req, res) => json(res, 200, { data: [{ name: 'ok' }] }));
  evil = await startServer((_req, res) => json(res, 200, { evil: true }));
  proxy = await startTestProxy(`${upstream.url}/api/v6`);
});
afterAll(async () => {
  await proxy.close(100);
  await upstream.close();
  await evil.close();
});

const headers = `Authorization: ${AUTH.authorization}\r\nX-Company-Context: 1001\r\n`;

describe('forwarding only to the configured upstream', () => {
  it('refuses absolute-form request targets', async () => {
    const answer = await rawRequest(
      proxy.url,
      `GET ${evil.url}/api/v6/categories HTTP/1.1\r\nHost: 127.0.0.1\r\n${headers}Connection: close\r\n\r\n`,
    );
    expect(answer).toMatch(/^HTTP\/1.1 400/);
    expect(answer).toContain('"error":"invalid_request"');
    expect(evil.received).toHaveLength(0);
  });

  it('ignores the Host header when choosing where to forward', async () => {
    const before = upstream.received.length;
    const answer = await rawRequest(
      proxy.url,
      `GET /records HTTP/1.1\r\nHost: 127.0.0.1:${evil.port}\r\n${headers}Connection: close\r\n\r\n`,
    );
    expect(answer).toMatch(/^HTTP\/1.1 200/);
    expect(evil.received).toHaveLength(0);
    expect(upstream.received.length).toBe(before + 1);
    expect(upstream.received.at(-1)!.headers.host).toBe(`127.0.0.1:${upstream.port}`);
  });

  it('refuses authority-like and dot-segment paths', async () => {
    for (const target of [
      `//127.0.0.1:${evil.port}/x`,
      '/../../admin',
      '/records/%2e%2e/%2E%2E/x',
      '/a\\..\\b',
    ]) {
      const answer = await rawRequest(
        proxy.url,
        `GET ${target} HTTP/1.1\r\nHost: x\r\n${headers}Connection: close\r\n\r\n`,
      );
      expect(answer, target).toMatch(/^HTTP\/1.1 400/);
    }
    expect(evil.received).toHaveLength(0);
  });

  it('refuses CONNECT tunnels', async () => {
    const answer = await rawRequest(proxy.url, `CONNECT 127.0.0.1:${evil.port} HTTP/1.1\r\nHost: x\r\n\r\n`);
    expect(answer).toMatch(/^HTTP\/1.1 405/);
    expect(evil.received).toHaveLength(0);
  });
});

describe('X-Company-Context', () => {
  it.each([
    ['missing', undefined],
    ['two companies', '1001,1002'],
    ['two companies with space', '1001, 1002'],
    ['not numeric', 'acme'],
    ['negative', '-1'],
    ['empty', ''],
  ])('answers 400 before calling the upstream when it is %s', async (_name, value) => {
    const before = upstream.received.length;
    const h: Record<string, string> = { authorization: AUTH.authorization };
    if (value !== undefined) h['x-company-context'] = value;
    const res = await fetchText(`${proxy.url}/records`, { headers: h });
    expect(res.status).toBe(400);
    expect(res.json()).toMatchObject({
      error: 'invalid_company_context',
      // a client's developer can tell the proxy's own answer from the service's, and look the code up
      error_description: expect.stringContaining('(ERR_PROXY_COMPANY_CONTEXT)'),
    });
    expect(upstream.received.length).toBe(before);
  });

  it('answers 400 to the header sent twice', async () => {
    const before = upstream.received.length;
    const answer = await rawRequest(
      proxy.url,
      `GET /records HTTP/1.1\r\nHost: x\r\nX-Company-Context: 1001\r\nX-Company-Context: 1002\r\nConnection: close\r\n\r\n`,
    );
    expect(answer).toMatch(/^HTTP\/1.1 400/);
    expect(upstream.received.length).toBe(before);
  });
});

describe('headers', () => {
  it('drops hop-by-hop headers and those named by Connection', async () => {
    await rawRequest(
      proxy.url,
      `GET /records HTTP/1.1\r\nHost: x\r\n${headers}Connection: close, x-internal\r\nX-Internal: 1\r\n` +
        `Keep-Alive: timeout=5\r\nProxy-Authorization: Basic abc\r\nTE: trailers\r\nUpgrade: websocket\r\n\r\n`,
    );
    const got = upstream.received.at(-1)!.headers;
    for (const name of ['x-internal', 'keep-alive', 'proxy-authorization', 'te', 'upgrade']) {
      expect(got[name], name).toBeUndefined();
    }
  });
});

describe('logs', () => {
  it('never hold tokens, query strings or bodies', async () => {
    await fetchText(`${proxy.url}/records?access_token=query-secret-456`, { headers: AUTH });
    await fetchText(`${proxy.url}/records`, {
      method: 'POST',
      headers: { ...AUTH, 'content-type': 'application/json' },
      body: JSON.stringify({ recordName: 'body-secret-789' }),
    });
    await fetchText(`${proxy.url}/records`, { headers: { authorization: AUTH.authorization } });
    const logs = proxy.logs.join('\n');
    expect(logs).toContain('"reqId"');
    expect(logs).not.toContain('secret-token-123');
    expect(logs).not.toContain('query-secret-456');
    expect(logs).not.toContain('body-secret-789');
  });

  it('redact Authorization even when a header object is logged', async () => {
    const { captureLogs } = await import('./helpers/servers.js');
    const { withRedactionForTest } = await import('./helpers/redaction.js');
    const { logger, lines } = captureLogs();
    withRedactionForTest(logger).info({ headers: { authorization: 'Bearer leak' } }, 'x');
    expect(lines.join('')).not.toContain('leak');
  });
});

describe('garbage from clients', () => {
  it('survives malformed HTTP, huge headers and aborted uploads', async () => {
    expect(await rawRequest(proxy.url, 'NOT HTTP AT ALL\r\n\r\n')).toMatch(/^HTTP\/1.1 400/);
    const huge = `GET /records HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(40_000)}\r\n\r\n`;
    expect(await rawRequest(proxy.url, huge)).toMatch(/^HTTP\/1.1 431/);
    await new Promise<void>((resolve) => {
      const socket = connect(Number(new URL(proxy.url).port), '127.0.0.1', () => {
        // The upload is cut off once its first bytes are on the wire: 1000 announced, 10 sent.
        socket.write(
          `POST /records HTTP/1.1\r\nHost: x\r\n${headers}Content-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"recordN`,
          () => {
            socket.destroy();
            resolve();
          },
        );
      });
      socket.on('error', () => {});
    });
    const binary = Buffer.from([0, 255, 1, 254, 13, 10, 13, 10]);
    await rawRequest(proxy.url, binary).catch(() => '');
    const res = await fetchText(`${proxy.url}/records`, { headers: AUTH });
    expect(res.status).toBe(200);
    expect((await fetchText(`${proxy.url}/healthz`)).status).toBe(200);
  });
});
