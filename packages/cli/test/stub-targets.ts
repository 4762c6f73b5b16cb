import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Stub services on loopback and check scenarios against them, for the CLI's live-command tests. */
export interface StubTargets {
  /** A JSON service whose every answer the test writes; returns its origin. */
  serve(onRequest: (req: IncomingMessage, answer: (body: string) => void) => void): Promise<string>;
  /** A v5 → v6 scenario of `operations` collection reads against the two origins, in a temporary folder. */
  scenario(
    a: string,
    b: string,
    operations?: number,
    options?: string,
  ): Promise<{ file: string; dir: string }>;
  /** Closes the services and removes the folders made since the last call. */
  close(): Promise<void>;
}

/** Stub targets whose services and folders `close()` removes (call it after each test). */
export function stubTargets(): StubTargets {
  const cleanup: (() => Promise<unknown>)[] = [];
  return {
    async serve(onRequest) {
      const server: Server = createServer((req, res) =>
        onRequest(req, (body) => res.setHeader('content-type', 'application/json').end(body)),
      );
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      cleanup.push(async () => {
        server.closeAllConnections();
        await new Promise((resolve) => server.close(resolve));
      });
      return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    },
    async scenario(a, b, operations = 1, options = 'retries: 0, concurrency: 2') {
      const dir = await mkdtemp(join(tmpdir(), 'cli-stub-scenario-'));
      cleanup.push(() => rm(dir, { recursive: true, force: true }));
      const file = join(dir, 'scenario.yaml');
      const ops = Array.from(
        { length: operations },
        (_, i) => `  - { name: op ${i}, method: GET, path: /categories }`,
      );
      await writeFile(
        file,
        [
          'name: stub targets',
          'version: 5',
          'targets:',
          `  a: { baseUrl: '${a}/api/v5', version: 5, company: 1001 }`,
          `  b: { baseUrl: '${b}/api/v6', version: 6, company: 1001 }`,
          `options: { ${options} }`,
          'operations:',
          ...ops,
          '',
        ].join('\n'),
      );
      return { file, dir };
    },
    async close() {
      for (const step of cleanup.splice(0).reverse()) await step();
    },
  };
}
