import cluster from 'node:cluster';
import { once } from 'node:events';
import type { ProxyOptions } from '../options.js';
import { startProxy } from './proxy.js';

export interface ServeOptions {
  /** Worker processes (node:cluster) sharing the port; 1 runs in this process. Default 1. */
  workers?: number;
  /** Aborted on SIGTERM/SIGINT by the caller: stop accepting, finish requests in flight, then return. */
  signal: AbortSignal;
  /** Called once listening, with the proxy's URL (in cluster mode, by the primary once every worker listens). */
  onListening?: (url: string) => void;
  /** How long requests in flight may take to finish after the signal, in ms. Default 10 s. */
  graceMs?: number;
}

/**
 * Runs the proxy until `signal` aborts. With `workers > 1` the primary forks that many workers (each runs
 * the same entry point and lands in the single-process branch), restarts any that die unexpectedly, and
 * on the signal sends each one SIGTERM and waits for them to drain.
 */
export async function serveProxy(options: ProxyOptions, serve: ServeOptions): Promise<void> {
  const workers = serve.workers ?? 1;
  if (workers > 1 && cluster.isPrimary) {
    const logger = options.logger;
    const live = new Set<ReturnType<typeof cluster.fork>>();
    const fork = (): void => {
      const worker = cluster.fork();
      live.add(worker);
      worker.once('exit', (code, signal) => {
        live.delete(worker);
        if (!serve.signal.aborted) {
          logger?.warn({ pid: worker.process.pid, code, signal }, 'proxy worker died; starting another');
          setTimeout(fork, 500).unref();
        }
      });
    };
    // One line for the whole proxy, once every worker listens (restarted workers say nothing).
    let listening = 0;
    const onWorkerListening = (_worker: unknown, address: { address: string; port: number }): void => {
      if (++listening !== workers) return;
      const host = address.address.includes(':') ? `[${address.address}]` : address.address;
      serve.onListening?.(`http://${host}:${address.port}`);
    };
    cluster.on('listening', onWorkerListening);
    for (let i = 0; i < workers; i++) fork();
    if (!serve.signal.aborted) await once(serve.signal, 'abort');
    cluster.off('listening', onWorkerListening);
    await Promise.all(
      [...live].map(async (worker) => {
        const exited = once(worker, 'exit');
        worker.process.kill('SIGTERM');
        await exited;
      }),
    );
    return;
  }
  const proxy = await startProxy(options);
  if (!cluster.isWorker) serve.onListening?.(proxy.url);
  if (!serve.signal.aborted) await once(serve.signal, 'abort');
  await proxy.close(serve.graceMs);
  // A worker's IPC channel would keep it alive; letting go of it lets the process exit on its own.
  if (cluster.isWorker) cluster.worker?.disconnect();
}
