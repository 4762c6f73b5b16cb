import { pino, type DestinationStream, type Logger, type LoggerOptions } from 'pino';

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
  return destination ? pino(settings, destination as DestinationStream) : pino(settings);
}

/**
 * Standard output for log lines, written asynchronously: lines logged while a write is in progress go out
 * together in the next one (one system call for many lines under load), and what is left is flushed at exit.
 */
export function stdoutDestination(): DestinationStream {
  return pino.destination({ dest: 1, sync: false });
}

/** Wraps a caller's logger so that the same redaction applies to everything the proxy logs. */
export function withRedaction(logger: Logger): Logger {
  return logger.child({}, { redact: { paths: REDACTED_PATHS, censor: '[redacted]' } });
}
