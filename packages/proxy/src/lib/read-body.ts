import type { IncomingMessage } from 'node:http';
import { requestTimeout } from '../errors.js';
import { readLimited } from './read-limited.js';

/**
 * Reads a whole request body (at most `limit` bytes, else `tooLarge()`), failing with a 408 error when the
 * client is silent for `idleMs` between two chunks. Uses the socket's own inactivity timer.
 */
export async function readRequestBody(
  req: IncomingMessage,
  limit: number,
  idleMs: number,
  tooLarge: () => Error,
): Promise<Buffer> {
  let stalled: ((error: Error) => void) | undefined;
  const timedOut = new Promise<never>((_, reject) => (stalled = reject));
  timedOut.catch(() => {});
  const onTimeout = (): void =>
    stalled?.(requestTimeout(`the request body stalled: nothing arrived for ${idleMs} ms`));
  req.setTimeout(idleMs, onTimeout);
  try {
    return await Promise.race([readLimited(req, limit, tooLarge, 'discard'), timedOut]);
  } finally {
    req.off('timeout', onTimeout);
    req.socket?.setTimeout(0);
  }
}
