/** Slow uploads in progress: raw clients that send a request's headers and a few bytes of its body, then stall. */
import { once } from 'node:events';
import { connect, type Socket } from 'node:net';

/** Opens `count` connections, each sending `POST /records` headers announcing `size` bytes and then 3 bytes. */
export async function startSlowUploads(
  url: string,
  count: number,
  headers: Record<string, string>,
  size = 100_000,
): Promise<{ close(): void }> {
  const { hostname, port } = new URL(url);
  const head =
    `POST /records HTTP/1.1\r\nhost: ${hostname}\r\ncontent-type: text/plain\r\ncontent-length: ${size}\r\n` +
    Object.entries(headers)
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join('');
  const sockets: Socket[] = [];
  await Promise.all(
    Array.from({ length: count }, async () => {
      const socket = connect(Number(port), hostname);
      socket.on('error', () => {});
      sockets.push(socket);
      await once(socket, 'connect');
      socket.write(`${head}\r\nabc`);
    }),
  );
  return { close: () => sockets.forEach((s) => s.destroy()) };
}
