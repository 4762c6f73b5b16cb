import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { connect, type AddressInfo, type Socket } from 'node:net';
import { once } from 'node:events';
import { afterEach, describe, expect, it } from 'vitest';
import { readRequestBody } from '../../src/lib/read-body.js';

interface Read {
  error?: Error;
  body?: Buffer;
  calls: number;
  listeners: number;
}

const servers: { close(): void }[] = [];
afterEach(() => servers.splice(0).forEach((s) => s.close()));

/**
 * A loopback server whose every request body is read by `readRequestBody` (limit, idle ms); resolves each
 * read with what `done` was given, and answers 200, or the error's status when it has one.
 */
async function reader(limit: number, idleMs: number) {
  const reads: Promise<Read>[] = [];
  let arrived = 0;
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    arrived++;
    reads.push(
      new Promise((resolve) => {
        const read: Read = { calls: 0, listeners: 0 };
        const done = (error: Error | undefined, body: Buffer): void => {
          read.calls++;
          Object.assign(read, { error, body });
          read.listeners = req.listenerCount('data') + req.listenerCount('end');
          if (!res.destroyed) {
            const status = (error as { status?: number } | undefined)?.status ?? 200;
            res.writeHead(status, { connection: 'close' }).end(String(body.length));
          }
          // Any second call would show up here before the test reads `calls`.
          setImmediate(() => resolve(read));
        };
        readRequestBody(req, limit, idleMs, () =>
          Object.assign(new Error(`over ${limit}`), { status: 413 }),
        ).then(
          (body) => done(undefined, body),
          (error: Error) => done(error, Buffer.alloc(0)),
        );
      }),
    );
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  servers.push(server);
  const { port } = server.address() as AddressInfo;
  const next = async (): Promise<Read> => {
    while (reads.length === 0) await new Promise((r) => setImmediate(r));
    return reads.shift()!;
  };
  /** Resolves once the server has a request's head (its body reader is listening). */
  const started = async (): Promise<void> => {
    while (arrived === 0) await new Promise((r) => setImmediate(r));
  };
  return { port, next, started };
}

/** A raw client: writes `text`, and gives what the server answered once it closes. */
async function raw(port: number, text: string): Promise<{ socket: Socket; answer: Promise<string> }> {
  const socket = connect(port, '127.0.0.1');
  await once(socket, 'connect');
  let seen = '';
  socket.on('data', (c: Buffer) => (seen += c.toString()));
  socket.on('error', () => {});
  const answer = once(socket, 'close').then(() => seen);
  socket.write(text);
  return { socket, answer };
}

const head = (length: number) => `POST /x HTTP/1.1\r\nhost: a\r\ncontent-length: ${length}\r\n\r\n`;

describe('reading a request body', () => {
  it('gives the whole body once, from chunks that arrive apart, and leaves no listener behind', async () => {
    const { port, next, started } = await reader(100, 5000);
    const client = await raw(port, head(11));
    await started();
    client.socket.write('hello');
    await new Promise((r) => setImmediate(r));
    client.socket.write(' world');
    const read = await next();
    expect(read.body?.toString()).toBe('hello world');
    expect([read.error, read.calls, read.listeners]).toEqual([undefined, 1, 0]);
    expect(await client.answer).toMatch(/^HTTP\/1\.1 200 /);
  });

  it('refuses a body over the limit and drains the rest, so the answer still reaches the client', async () => {
    const { port, next } = await reader(10, 5000);
    const client = await raw(port, `${head(40)}${'x'.repeat(40)}`);
    const read = await next();
    expect(read.error?.message).toBe('over 10');
    expect([read.body?.length, read.calls]).toEqual([0, 1]);
    expect(await client.answer).toMatch(/^HTTP\/1\.1 413 /);
  });

  it('fails with a 408 error when the client goes silent mid-body', async () => {
    const { port, next } = await reader(100, 50);
    const client = await raw(port, `${head(20)}half`);
    const read = await next();
    expect((read.error as { status?: number }).status).toBe(408);
    expect(read.error?.message).toMatch(/nothing arrived for 50 ms/);
    expect(read.calls).toBe(1);
    expect(await client.answer).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('fails with ECONNRESET when the upload is cut off', async () => {
    const { port, next, started } = await reader(100, 5000);
    const client = await raw(port, `${head(20)}half`);
    await started();
    client.socket.destroy();
    const read = await next();
    expect((read.error as NodeJS.ErrnoException).code).toBe('ECONNRESET');
    expect(read.calls).toBe(1);
  });
});
