import type { IncomingMessage } from 'node:http';
import { requestTimeout } from '../errors.js';

/** Called once with the whole body, or with why it could not be read. */
export type BodyCallback = (error: Error | undefined, body: Buffer) => void;

const NOTHING: Buffer = Buffer.alloc(0);

/**
 * Reads a whole request body with callbacks (no promise, issue 24): at most `limit` bytes, else
 * `tooLarge(limit)` (the rest is drained unkept, so an answer can still be written on the connection); a 408
 * error when the client is silent for `idleMs` between two chunks (the socket's own inactivity timer); an
 * `ECONNRESET` error when the upload is cut off. `done` is called exactly once.
 */
export function readRequestBody(
  req: IncomingMessage,
  limit: number,
  idleMs: number,
  tooLarge: (limit: number) => Error,
  done: BodyCallback,
): void {
  let chunks: Buffer[] = [];
  let size = 0;
  let finished = false;
  const finish = (error: Error | undefined, body: Buffer): void => {
    if (finished) return;
    finished = true;
    req.off('data', onData);
    req.off('end', onEnd);
    req.off('error', onError);
    req.off('close', onClose);
    req.off('timeout', onTimeout);
    req.socket?.setTimeout(0);
    chunks = [];
    done(error, body);
  };
  const onData = (chunk: Buffer): void => {
    size += chunk.length;
    if (size <= limit) {
      chunks.push(chunk);
      return;
    }
    // Drained without keeping anything; its later errors are the client's own business.
    req.on('error', ignore);
    finish(tooLarge(limit), NOTHING);
    req.resume();
  };
  // One chunk (most bodies of a few KB) is passed on as it is, without a copy.
  const onEnd = (): void => finish(undefined, chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks, size));
  const onError = (error: Error): void => {
    req.on('error', ignore);
    finish(error, NOTHING);
  };
  const onClose = (): void =>
    finish(Object.assign(new Error('the stream closed before its end'), { code: 'ECONNRESET' }), NOTHING);
  const onTimeout = (): void =>
    finish(requestTimeout(`the request body stalled: nothing arrived for ${idleMs} ms`), NOTHING);
  req.setTimeout(idleMs, onTimeout);
  req.on('data', onData);
  req.once('end', onEnd);
  req.once('error', onError);
  req.once('close', onClose);
}

function ignore(): void {}
