import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { accessLogFor, DirectAccessLog, PinoAccessLog } from '../../src/lib/access-log.js';
import { createLogger } from '../../src/lib/logger.js';

const TIME = 1_795_000_000_123;

/** A destination that keeps every line written to it. */
function recorder() {
  const lines: string[] = [];
  return { lines, write: (line: string) => (lines.push(line), true) };
}

/**
 * Access lines of every shape: all fields, the optional ones missing, text JSON must escape, odd numbers. Not a
 * lone surrogate: pino writes one raw before Node 25 and escaped after (JSON.stringify, as the direct line always
 * does), and none of the fields can hold one (a validated id, a method Node parsed, a route template).
 */
const LINES: Parameters<DirectAccessLog['write']>[] = [
  ['abc-123', 'GET', 'GET /records', 4, 200, 200, undefined, 125],
  ['9f1c2d3e-aaaa-4bbb-8ccc-0123456789ab', 'POST', 'POST /records', 5, 201, 201, 3, 0],
  ['x', 'GET', 'unmatched', undefined, 400, undefined, undefined, 7],
  ['id.with:colons_', undefined, 'GET /records/{recordId}', 6, 499, 200, undefined, 1_234_567],
  ['y', 'DELETE', 'DELETE /records/{recordId}', 4, 204, 204, undefined, 120],
  ['z', 'PATCH', 'PATCH /records/{recordId}', 4, 200, 200, undefined, 100],
  ['q"uote\\slash\n', 'M-SEARCH', 'GET /a "b" \\ \u2028 \u00e9', 4, 502, undefined, 1, 1e23],
];

describe('the access line', () => {
  it('written directly is byte for byte the line pino writes for the same fields', () => {
    const direct = recorder();
    const viaPino = recorder();
    const settings = { name: 'compliance-migrate-proxy', timestamp: () => `,"time":${TIME}` };
    const plain = pino({ name: 'compliance-migrate-proxy' }, direct);
    const log = new DirectAccessLog(plain, direct, () => TIME);
    const reference = new PinoAccessLog(pino(settings, viaPino));
    for (const fields of LINES) {
      log.write(...fields);
      reference.write(...fields);
    }
    expect(direct.lines).toHaveLength(LINES.length);
    expect(direct.lines).toEqual(viaPino.lines);
    expect(JSON.parse(direct.lines[0]!)).toMatchObject({
      level: 30,
      time: TIME,
      pid: process.pid,
      msg: 'request',
    });
  });

  it('writes the duration as JavaScript writes hundredths / 100: every 70 µs up to 30 s, and around its limit', () => {
    const direct = recorder();
    const log = new DirectAccessLog(pino({}, direct), direct, () => TIME);
    const around = (n: number) => Array.from({ length: 201 }, (_, i) => n - 100 + i);
    const durations = [...around(999_999_999), ...around(123_456_789), 1e9, 2 ** 40 + 3];
    for (let hundredths = 0; hundredths <= 3_000_000; hundredths += 7) durations.push(hundredths);
    for (const hundredths of durations) {
      log.write('r', 'GET', 'GET /records', 4, 200, 200, undefined, hundredths);
      const line = direct.lines.pop()!;
      const ms = line.slice(line.indexOf('"ms":') + 5, line.indexOf(',"msg"'));
      if (ms !== String(hundredths / 100)) expect(ms).toBe(String(hundredths / 100));
    }
  });

  it('is direct only for a plain logger of createLogger given a destination, and follows its level', () => {
    const destination = recorder();
    const plain = createLogger({ level: 'info' }, destination);
    const access = accessLogFor(plain);
    expect(access).toBeInstanceOf(DirectAccessLog);
    access.write('r1', 'GET', 'GET /records', 4, 200, 200, undefined, 1);
    expect(JSON.parse(destination.lines[0]!)).toMatchObject({
      name: 'compliance-migrate-proxy',
      reqId: 'r1',
      route: 'GET /records',
      msg: 'request',
    });
    plain.level = 'warn';
    expect(access.enabled()).toBe(false);

    // Anything that may change the line's format keeps pino's path: a caller's logger, or extra settings.
    expect(accessLogFor(pino({}, recorder()))).toBeInstanceOf(PinoAccessLog);
    expect(accessLogFor(createLogger({ messageKey: 'message' }, recorder()))).toBeInstanceOf(PinoAccessLog);
    expect(accessLogFor(createLogger())).toBeInstanceOf(PinoAccessLog);
  });
});
