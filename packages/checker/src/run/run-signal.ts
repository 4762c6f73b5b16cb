import { setMaxListeners } from 'node:events';

/**
 * A signal that aborts with `signal` and takes any number of listeners: a run hands it to every request it
 * queues (the limiter, the retries and undici each listen), which would pass Node's leak warning of ten.
 */
export function runSignal(signal: AbortSignal | undefined): AbortSignal | undefined {
  if (signal === undefined) return undefined;
  const own = AbortSignal.any([signal]);
  setMaxListeners(0, own);
  return own;
}
