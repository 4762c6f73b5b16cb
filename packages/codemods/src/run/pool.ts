import { Worker } from 'node:worker_threads';
import type { FileContext } from '../project/file-context.js';
import type { TransformResult } from '../transform/transform.js';
import type { FromWorker, ToWorker, WorkerSetup } from './pool-protocol.js';

/** A file to transform, with its text. */
export interface Job {
  file: string;
  source: string;
  /** What the project pass knows about the file (copied to a worker with the file). */
  context?: FileContext;
}

export type JobOutcome = { ok: true; result: TransformResult } | { ok: false; error: string };

export interface PoolOptions {
  /** Number of worker threads to start. */
  workers: number;
  setup: WorkerSetup;
  /** Transforms one file in this thread: used for whatever the workers cannot do. */
  inBand: (job: Job) => JobOutcome;
  /** Called once per file, as soon as its outcome is known. */
  onDone: (job: Job, outcome: JobOutcome) => void;
  /** The worker's entry module (tests point it elsewhere). */
  entry?: URL;
}

export interface PoolRun {
  /** Workers that started and took part. */
  started: number;
  /** Why workers were not used or stopped, for the summary. */
  notes: string[];
}

/** Files in flight per worker: enough to hide the message round trip, few enough to redistribute on a crash. */
const WINDOW = 2;
/** A file whose worker stopped is retried this many times on another one before it is reported as failed. */
const RETRIES = 1;
// Built (dist/*.js) the worker module runs as is; from the sources, the bootstrap registers tsx first.
const ENTRY = import.meta.url.endsWith('.ts')
  ? new URL('./worker-bootstrap.js', import.meta.url)
  : new URL('./worker.js', import.meta.url);

interface Slot {
  worker: Worker;
  inFlight: Map<number, { job: Job; tries: number }>;
  stopped?: boolean;
  onStop?: { error: (error: Error) => void; exit: (code: number) => void };
}

/**
 * Transforms files over a bounded pool of worker threads. Every file gets exactly one outcome: a worker's
 * result or error for that file alone; if a worker stops, its files in flight go to another worker (and are
 * reported failed if they stop a second one); if no worker starts, or all stop, the rest run in this thread.
 */
export async function transformInWorkers(jobs: readonly Job[], options: PoolOptions): Promise<PoolRun> {
  const notes: string[] = [];
  const queue: { job: Job; tries: number }[] = jobs.map((job) => ({ job, tries: 0 }));
  const slots = await startWorkers(options, notes);
  if (slots.length === 0) {
    for (const { job } of queue) options.onDone(job, options.inBand(job));
    return { started: 0, notes };
  }

  const stops: string[] = [];
  let nextId = 0;
  let remaining = jobs.length;
  let live = slots.length;
  await new Promise<void>((resolve) => {
    const finishIfDone = (): void => {
      if (remaining === 0) resolve();
    };
    const feed = (slot: Slot): void => {
      if (slot.stopped) return;
      while (slot.inFlight.size < WINDOW && queue.length > 0) {
        const entry = queue.shift()!;
        const id = nextId++;
        slot.inFlight.set(id, entry);
        slot.worker.postMessage({
          id,
          file: entry.job.file,
          source: entry.job.source,
          ...(entry.job.context ? { context: entry.job.context } : {}),
        } satisfies ToWorker);
      }
    };
    const settle = (job: Job, outcome: JobOutcome): void => {
      options.onDone(job, outcome);
      remaining--;
    };
    for (const slot of slots) {
      const stop = (reason: string): void => {
        if (slot.stopped) return;
        slot.stopped = true;
        live--;
        stops.push(reason);
        for (const entry of slot.inFlight.values()) {
          if (entry.tries >= RETRIES) {
            settle(entry.job, { ok: false, error: `the worker thread transforming it stopped (${reason})` });
          } else {
            queue.unshift({ job: entry.job, tries: entry.tries + 1 });
          }
        }
        slot.inFlight.clear();
        if (live === 0) {
          for (const { job } of queue.splice(0)) settle(job, options.inBand(job));
        } else {
          for (const other of slots) feed(other);
        }
        finishIfDone();
      };
      slot.worker.on('message', (message: FromWorker) => {
        if (message.kind === 'ready') return;
        const entry = slot.inFlight.get(message.id);
        if (!entry) return;
        slot.inFlight.delete(message.id);
        settle(
          entry.job,
          message.kind === 'done'
            ? { ok: true, result: message.result }
            : { ok: false, error: message.error },
        );
        feed(slot);
        finishIfDone();
      });
      slot.onStop = {
        error: (error: Error) => stop(error.message),
        exit: (code: number) => stop(`exit code ${code}`),
      };
      slot.worker.on('error', slot.onStop.error);
      slot.worker.on('exit', slot.onStop.exit);
    }
    for (const slot of slots) feed(slot);
    finishIfDone();
  });
  await Promise.all(
    slots.map((slot) => {
      if (slot.onStop) {
        slot.worker.off('error', slot.onStop.error);
        slot.worker.off('exit', slot.onStop.exit);
      }
      return slot.worker.terminate();
    }),
  );
  if (stops.length > 0) {
    notes.push(
      `${stops.length} of ${slots.length} worker threads stopped (${[...new Set(stops)].join('; ')}); the files they held were retried, and a file that stopped two is reported as failed`,
    );
  }
  return { started: slots.length, notes };
}

/** Starts the workers and waits until each is ready (or failed to start). */
async function startWorkers(options: PoolOptions, notes: string[]): Promise<Slot[]> {
  const entry = options.entry ?? ENTRY;
  const started = await Promise.all(
    Array.from({ length: options.workers }, async () => {
      let worker: Worker;
      try {
        worker = new Worker(entry, { workerData: options.setup, stdout: false, stderr: false });
      } catch (error) {
        return { error: (error as Error).message };
      }
      return new Promise<Slot | { error: string }>((resolve) => {
        // only our own listeners are removed: Worker keeps internal ones that keep its port flowing
        const onError = (error: Error): void => fail(error.message);
        const onExit = (code: number): void => fail(`exit code ${code}`);
        const onMessage = (message: FromWorker): void => {
          detach();
          if (message.kind === 'ready') resolve({ worker, inFlight: new Map() });
          else fail('unexpected first message');
        };
        const detach = (): void => {
          worker.off('error', onError);
          worker.off('exit', onExit);
          worker.off('message', onMessage);
        };
        const fail = (reason: string): void => {
          detach();
          void worker.terminate();
          resolve({ error: reason });
        };
        worker.on('error', onError);
        worker.on('exit', onExit);
        worker.on('message', onMessage);
      });
    }),
  );
  const slots = started.filter((s): s is Slot => 'worker' in s);
  const errors = [...new Set(started.flatMap((s) => ('error' in s ? [s.error] : [])))];
  if (errors.length > 0) {
    notes.push(
      slots.length === 0
        ? `worker threads could not start (${errors.join('; ')}); ran in band`
        : `${options.workers - slots.length} of ${options.workers} worker threads could not start (${errors.join('; ')})`,
    );
  }
  return slots;
}
