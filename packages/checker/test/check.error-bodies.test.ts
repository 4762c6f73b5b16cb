import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createChangeMap } from '@compliance-migrate/rename-map';
import { afterAll, describe, expect, it } from 'vitest';
import { parseScenario, runCheck } from '../src/index.js';

/** A loopback server answering every request with this status and JSON body. */
async function serve(status: number, body: unknown): Promise<{ url: string; server: Server }> {
  const server = createServer((_req, res) => {
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

// v6 dropped `legacyFlag` from the category list; a v4 reader gets it back as "N" on success bodies only.
const map = createChangeMap([
  {
    file: 'error-bodies.yaml',
    content: {
      changes: [
        {
          id: 'v6.field.categories-legacy-flag',
          kind: 'field.removed',
          since: 6,
          title: 't',
          endpoint: 'GET /categories',
          in: 'response',
          field: 'legacyFlag',
          restore: 'N',
        },
      ],
    },
  },
]);

describe('error answers compared by the checker (v4 A, v6 B, loopback)', () => {
  const servers: Server[] = [];
  afterAll(() => Promise.all(servers.map((s) => new Promise((r) => s.close(r)))));
  const check = async (a: unknown, b: unknown) => {
    const [targetA, targetB] = [await serve(404, a), await serve(404, b)];
    servers.push(targetA.server, targetB.server);
    const scenario = parseScenario({
      targets: {
        a: { baseUrl: `${targetA.url}/api/v4`, version: 4, company: 1 },
        b: { baseUrl: `${targetB.url}/api/v6`, version: 6, company: 1 },
      },
      operations: [{ name: 'missing category list', method: 'GET', path: '/records' }],
      options: { retries: 0, rateLimit: 0 },
    });
    return runCheck(scenario, { map });
  };

  it('adds no restored value to B’s 404, so equal error bodies give no finding', async () => {
    const error = { error: 'not_found', message: 'no such category' };
    const report = await check(error, error);
    expect(report.findings).toEqual([]);
  });

  it('reports a field only B’s error body has as a warning, not info', async () => {
    const report = await check(
      { error: 'not_found', message: 'm' },
      { error: 'not_found', message: 'm', traceId: 't-1' },
    );
    expect(report.findings.map((f) => [f.kind, f.severity, f.path])).toEqual([
      ['response.error-field-added', 'warning', '$.traceId'],
    ]);
  });
});
