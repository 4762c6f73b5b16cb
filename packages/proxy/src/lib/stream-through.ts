import type { Readable, Writable } from 'node:stream';

/**
 * Pipes with backpressure, like `stream.pipeline` but without its per-call AbortController (whose abort
 * builds a DOMException for every response). Resolves when done; `onBreak` hears of an early end.
 */
export function streamThrough(
  source: Readable,
  target: Writable,
  onBreak: (error: unknown, clientGone: boolean) => void,
): Promise<void> {
  return new Promise((resolve) => {
    let settled = false;
    const settle = (error?: unknown, clientGone = false): void => {
      if (settled) return;
      settled = true;
      if (error !== undefined) {
        onBreak(error, clientGone);
        source.destroy();
        target.destroy();
      }
      resolve();
    };
    source.on('error', (error) => settle(error));
    target.on('error', (error) => settle(error, true));
    target.once('finish', () => settle());
    target.once('close', () => {
      if (!target.writableFinished) settle(new Error('the client closed the connection'), true);
    });
    source.pipe(target);
  });
}
