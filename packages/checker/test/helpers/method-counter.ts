import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A loopback HTTP server in front of another that forwards every request and counts them by method. */
export interface MethodCounter {
  url: string;
  counts: Map<string, number>;
  /** Requests of a method other than GET, HEAD and OPTIONS. */
  writes(): number;
  close(): Promise<void>;
}

/** Starts a {@link MethodCounter} forwarding to `upstream` (`http://127.0.0.1:port`). */
export async function countMethods(upstream: string): Promise<MethodCounter> {
  const target = new URL(upstream);
  const counts = new Map<string, number>();
  const server: Server = createServer((req, res) => {
    const method = req.method ?? 'GET';
    counts.set(method, (counts.get(method) ?? 0) + 1);
    const out = request(
      { host: target.hostname, port: target.port, method, path: req.url, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    out.on('error', () => res.writeHead(502).end());
    req.pipe(out);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    counts,
    writes: () =>
      [...counts].filter(([m]) => !['GET', 'HEAD', 'OPTIONS'].includes(m)).reduce((n, [, c]) => n + c, 0),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((e) => (e ? reject(e) : resolve()));
      }),
  };
}
