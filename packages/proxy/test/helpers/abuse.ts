import { once } from 'node:events';
import { connect, type Socket } from 'node:net';
import { request } from 'undici';
import { startTestProxy } from './proxy.js';
import { startServer, type TestServer } from './servers.js';

/** A raw client connection: what the server wrote, and a promise that settles when it closed. */
export interface RawClient {
  socket: Socket;
  /** Everything received so far (latin1). */
  text(): string;
  closed: Promise<string>;
}

/** Opens a TCP connection to `url` and writes `bytes` (nothing when omitted), never ending its side. */
export async function rawClient(url: string, bytes?: string | Buffer): Promise<RawClient> {
  const { hostname, port } = new URL(url);
  const socket = connect(Number(port), hostname);
  const chunks: Buffer[] = [];
  socket.on('data', (c: Buffer) => chunks.push(c));
  socket.on('error', () => {});
  const text = (): string => Buffer.concat(chunks).toString('latin1');
  const closed = once(socket, 'close').then(text);
  await once(socket, 'connect');
  if (bytes !== undefined) socket.write(bytes);
  return { socket, text, closed };
}

/** Resolves once `socket` has received at least one byte. */
export async function firstBytes(client: RawClient): Promise<string> {
  if (client.text().length === 0) await once(client.socket, 'data');
  return client.text();
}

/** A test upstream that also counts requests as soon as their headers arrive (before any body). */
export async function countingUpstream(
  handler: Parameters<typeof startServer>[0],
): Promise<TestServer & { started: () => number }> {
  const server = await startServer(handler);
  let started = 0;
  server.server.prependListener('request', () => started++);
  return Object.assign(server, { started: () => started });
}

/** Cleanups run after each test, last first. */
export function cleanups(): { add(fn: () => Promise<unknown> | void): void; run(): Promise<void> } {
  const list: (() => Promise<unknown> | void)[] = [];
  return {
    add: (fn) => void list.push(fn),
    run: async () => {
      while (list.length) await list.pop()!();
    },
  };
}

/** A v4→v6 test proxy in front of `upstream`, closed by `after`. */
export async function proxyOver(
  after: ReturnType<typeof cleanups>,
  upstream: string,
  options: Parameters<typeof startTestProxy>[1] = {},
) {
  const proxy = await startTestProxy(`${upstream}/api/v6`, options);
  after.add(() => proxy.close(50));
  return proxy;
}

/** The proxy's metrics text. */
export async function metricsOf(url: string): Promise<string> {
  const res = await request(`${url}/metrics`);
  return res.body.text();
}

/** The value of one unlabelled or labelled sample in Prometheus text, or undefined. */
export function sample(metrics: string, name: string): number | undefined {
  const line = metrics.split('\n').find((l) => l.startsWith(`${name} `) || l.startsWith(`${name}{`));
  return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(' ') + 1));
}
