import { pino, type Logger } from 'pino';
import type { LogDestination } from './logger.js';

/** Writes the one access line each exchange ends with (`"msg":"request"`). */
export interface AccessLog {
  /** Whether the line is written at all (the logger's level lets `info` through). */
  enabled(): boolean;
  /**
   * Writes one line. Every field is the proxy's own (the validated request id, the method, the route template,
   * numbers), so none can hold a token and none goes through redaction; an undefined field is left out.
   */
  write(
    reqId: string,
    method: string | undefined,
    route: string,
    clientVersion: number | undefined,
    status: number,
    upstreamStatus: number | undefined,
    lossy: number | undefined,
    ms: number,
  ): void;
}

/** The access line through pino itself: for a logger the caller gave, whose formatting the proxy cannot know. */
export class PinoAccessLog implements AccessLog {
  /** Without redaction: its fields cannot hold a token, and redacting it measured ten times writing it. */
  private readonly logger: Logger;

  constructor(logger: Logger) {
    this.logger = logger.child({}, { redact: { paths: [] } });
  }

  enabled(): boolean {
    return this.logger.isLevelEnabled('info');
  }

  write(
    reqId: string,
    method: string | undefined,
    route: string,
    clientVersion: number | undefined,
    status: number,
    upstreamStatus: number | undefined,
    lossy: number | undefined,
    ms: number,
  ): void {
    this.logger.info({ reqId, method, route, clientVersion, status, upstreamStatus, lossy, ms }, 'request');
  }
}

/**
 * The access line formatted here, byte for byte as pino writes it (`{"level":30,"time":…,` the logger's
 * bindings, the fields, `"msg":"request"}`), and handed to the logger's own destination. Hand-written rather
 * than through pino for this one line, the one written for every request: pino's generic path (the level's
 * method, the object's keys walked and each value typed and serialised, the time, the chindings, the
 * destination's checks) measured ~3.3 µs a line in the proxy's CPU profiles, a string concatenation of known
 * fields a fraction of that (docs/proxy.md, "Sixth pass"). Every other line still goes through pino.
 */
export class DirectAccessLog implements AccessLog {
  /** `,"pid":…,"hostname":…,"name":…`: the logger's bindings as pino has already serialised them. */
  private readonly bindings: string;

  constructor(
    private readonly logger: Logger,
    private readonly destination: LogDestination,
    /** The line's time in ms since the epoch (pino's default clock); tests give their own. */
    private readonly now: () => number = Date.now,
  ) {
    this.bindings = (logger as unknown as Record<symbol, string>)[pino.symbols.chindingsSym] ?? '';
  }

  enabled(): boolean {
    return this.logger.isLevelEnabled('info');
  }

  write(
    reqId: string,
    method: string | undefined,
    route: string,
    clientVersion: number | undefined,
    status: number,
    upstreamStatus: number | undefined,
    lossy: number | undefined,
    ms: number,
  ): void {
    let line = `{"level":30,"time":${this.now()}${this.bindings},"reqId":${JSON.stringify(reqId)}`;
    if (method !== undefined) line += `,"method":${JSON.stringify(method)}`;
    line += `,"route":${JSON.stringify(route)}`;
    if (clientVersion !== undefined) line += `,"clientVersion":${clientVersion}`;
    line += `,"status":${status}`;
    if (upstreamStatus !== undefined) line += `,"upstreamStatus":${upstreamStatus}`;
    if (lossy !== undefined) line += `,"lossy":${lossy}`;
    this.destination.write(`${line},"ms":${ms},"msg":"request"}\n`);
  }
}

/** Loggers made by `createLogger` with plain settings, and where their lines go: their access line is direct. */
const plainLoggers = new WeakMap<Logger, LogDestination>();

/** Marks `logger` as the proxy's own plain JSON logger writing to `destination` (see `createLogger`). */
export function registerPlainLogger(logger: Logger, destination: LogDestination): void {
  plainLoggers.set(logger, destination);
}

/** The access log for `logger`: direct for a plain logger of the proxy's own, else through pino. */
export function accessLogFor(logger: Logger): AccessLog {
  const destination = plainLoggers.get(logger);
  return destination === undefined ? new PinoAccessLog(logger) : new DirectAccessLog(logger, destination);
}
