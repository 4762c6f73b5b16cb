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
    /** The exchange's duration in hundredths of a millisecond (an integer): `"ms"` is this / 100. */
    hundredths: number,
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
    hundredths: number,
  ): void {
    const ms = hundredths / 100;
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
  /** The line's start up to its bindings, kept for the millisecond it was made in (many lines share one). */
  private head = '';
  private headTime = -1;

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
    hundredths: number,
  ): void {
    const now = this.now();
    if (now !== this.headTime) {
      this.headTime = now;
      this.head = `{"level":30,"time":${now}${this.bindings}`;
    }
    let line = `${this.head},"reqId":${quoted(reqId)}`;
    if (method !== undefined) line += `,"method":${quoted(method)}`;
    line += `,"route":${quoted(route)}`;
    if (clientVersion !== undefined) line += `,"clientVersion":${clientVersion}`;
    line += `,"status":${status}`;
    if (upstreamStatus !== undefined) line += `,"upstreamStatus":${upstreamStatus}`;
    if (lossy !== undefined) line += `,"lossy":${lossy}`;
    this.destination.write(`${line},"ms":${decimal(hundredths)},"msg":"request"}\n`);
  }
}

/** Text that JSON writes as it is (no quote, backslash, control or non-ASCII character): checked, not escaped. */
const PLAIN = /^[\w .:/{}-]*$/;

/** `text` as a JSON string, as `JSON.stringify` writes it; the fields' usual text only checked, not escaped. */
function quoted(text: string): string {
  return PLAIN.test(text) ? `"${text}"` : JSON.stringify(text);
}

/** Below this many hundredths (~2.8 hours) a double's spacing is far under 0.005: two decimals are its shortest form. */
const DECIMAL_LIMIT = 1e9;

/**
 * `hundredths / 100` as JavaScript writes the number (`1.25`, `1.2`, `0.05`, `3`), from its integer parts:
 * writing a fraction is the slowest part of the line otherwise. Beyond {@link DECIMAL_LIMIT}, JavaScript writes it.
 */
function decimal(hundredths: number): string {
  if (!Number.isInteger(hundredths) || hundredths < 0 || hundredths >= DECIMAL_LIMIT) {
    return String(hundredths / 100);
  }
  const whole = Math.floor(hundredths / 100);
  const cents = hundredths - whole * 100;
  if (cents === 0) return `${whole}`;
  if (cents % 10 === 0) return `${whole}.${cents / 10}`;
  return cents < 10 ? `${whole}.0${cents}` : `${whole}.${cents}`;
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
