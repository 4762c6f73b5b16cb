import { pino, type DestinationStream, type Logger, type LoggerOptions } from 'pino';
import { registerPlainLogger } from './access-log.js';
import { LineBatch, type LineSink } from './line-batch.js';

/** Where log lines go: anything with `write(line)`, such as a stream. */
export type LogDestination = DestinationStream | { write(line: string): unknown };

/** Header paths redacted wherever they appear in a log line: tokens must never reach the logs. */
export const REDACTED_PATHS = [
  'authorization',
  'cookie',
  'headers.authorization',
  'headers.cookie',
  'req.headers.authorization',
  'req.headers.cookie',
  '*.authorization',
  '*.Authorization',
  '*.cookie',
  '*.headers.authorization',
  'headers["proxy-authorization"]',
];

/** A pino logger for the proxy: JSON lines, tokens redacted. */
export function createLogger(options: LoggerOptions = {}, destination?: LogDestination): Logger {
  const settings: LoggerOptions = {
    name: 'compliance-migrate-proxy',
    level: process.env.LOG_LEVEL ?? 'info',
    ...options,
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
  };
  if (!destination) return pino(settings);
  const logger = pino(settings, destination as DestinationStream);
  // Nothing but a name and a level: pino's own line format, which the access line can write directly.
  if (Object.keys(options).every((key) => key === 'name' || key === 'level')) {
    registerPlainLogger(logger, destination);
  }
  return logger;
}

/**
 * Log lines are written once this many characters have gathered, or after {@link FLUSH_MS}, whichever is
 * first. 32 KB rather than 4 KB: each asynchronous write wakes a thread-pool thread, and on a busy core that
 * cost ~9 µs per access line at 4 KB against ~1.5 µs at 32 KB (CPU profiles, docs/proxy.md).
 */
const BATCH_CHARS = 32 * 1024;
/** sonic-boom's largest single write; above a batch (a batch of multi-byte text is longer in bytes). */
const MAX_WRITE = 256 * 1024;
const FLUSH_MS = 200;

/**
 * Standard output for log lines, written asynchronously in batches (one system call for many access lines
 * under load): a line waits at most 200 ms, and what is left is written at exit.
 */
export function stdoutDestination(): DestinationStream {
  const atExit: (() => void)[] = [];
  // Registered before sonic-boom registers its own exit handler (which ends it), so this one runs first.
  process.once('exit', () => {
    for (const run of atExit) run();
  });
  // `buffer` mode: the batch arrives as bytes, and sonic-boom writes them without converting anything.
  const sink = pino.destination({ dest: 1, sync: false, maxWrite: MAX_WRITE, contentMode: 'buffer' });
  const batch = new LineBatch(sink as unknown as LineSink, BATCH_CHARS);
  atExit.push(() => {
    try {
      batch.flushSync();
    } catch {
      // stdout already closed: nothing can be written any more.
    }
  });
  setInterval(() => batch.flush(), FLUSH_MS).unref();
  return batch;
}

/** Wraps a caller's logger so that the same redaction applies to everything the proxy logs. */
export function withRedaction(logger: Logger): Logger {
  return logger.child({}, { redact: { paths: REDACTED_PATHS, censor: '[redacted]' } });
}
