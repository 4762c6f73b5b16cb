import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { FORMATTERS, parseScenario, runCheck, unansweredTargets } from '../../src/index.js';

const servers: Server[] = [];
afterAll(() => Promise.all(servers.map((s) => new Promise((r) => s.close(r)))));

/** A loopback server with this handler; its base URL. */
async function serve(handler: RequestListener): Promise<string> {
  const server = createServer(handler);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** A loopback URL nothing listens on: a server's free port, closed again. */
async function refusing(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return `http://127.0.0.1:${port}`;
}

const answer: RequestListener = (_req, res) =>
  res.writeHead(200, { 'content-type': 'application/json' }).end('{"data":[{"id":1}]}');

async function check(a: string, b: string) {
  const scenario = parseScenario({
    name: 'unanswered',
    targets: {
      a: { baseUrl: `${a}/api/v5`, version: 5, company: 1 },
      b: { baseUrl: `${b}/api/v5`, version: 5, company: 1 },
    },
    operations: [
      { name: 'categories', method: 'GET', path: '/categories' },
      { name: 'sub categories', method: 'GET', path: '/subcategories' },
      { name: 'templates', method: 'GET', path: '/templates/search' },
    ],
    options: { retries: 0, rateLimit: 0 },
  });
  const report = await runCheck(scenario);
  return { report, text: FORMATTERS.terminal.render(report, { color: false }) };
}

describe('a target that does not answer is said once, not as findings of the API', () => {
  it('B refusing every connection: one NOT COMPARED line naming it, no FAILED line, no per-operation "most frequent"', async () => {
    const { report, text } = await check(await serve(answer), await refusing());
    const [b] = unansweredTargets(report);
    expect(unansweredTargets(report)).toHaveLength(1);
    expect(b).toMatchObject({ side: 'b', count: 3, of: 3 });
    expect(b!.error).toMatch(/ECONNREFUSED/);
    const last = text.trimEnd().split('\n').at(-1);
    expect(last).toMatch(
      /^NOT COMPARED: target B \(http:\/\/127\.0\.0\.1:\d+\/api\/v5\) did not answer 3 of 3 operation\(s\): .*ECONNREFUSED/,
    );
    expect(text).not.toContain('FAILED');
    expect(text).not.toContain('most frequent');
  });

  it('B dropping the connection on one endpoint only: counted for that one, the others compared as usual', async () => {
    const b = await serve((req, res) =>
      req.url?.startsWith('/api/v5/subcategories') ? req.socket.destroy() : answer(req, res),
    );
    const { report, text } = await check(await serve(answer), b);
    expect(unansweredTargets(report)).toEqual([expect.objectContaining({ side: 'b', count: 1, of: 3 })]);
    expect(text).toContain('✓ categories');
    expect(text.trimEnd().split('\n').at(-1)).toMatch(
      /^NOT COMPARED: target B .* did not answer 1 of 3 operation\(s\)/,
    );
  });

  it('both answering: no such line, and the usual verdict', async () => {
    const { report, text } = await check(await serve(answer), await serve(answer));
    expect(unansweredTargets(report)).toEqual([]);
    expect(text.trimEnd().split('\n').at(-1)).toBe('OK: nothing at or above "error"');
  });
});
