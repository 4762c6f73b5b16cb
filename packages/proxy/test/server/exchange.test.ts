import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { Exchange } from '../../src/server/exchange.js';

/** A logger writing JSON lines into `lines`. */
function capture(lines: Record<string, unknown>[]) {
  return pino({ level: 'info' }, { write: (line: string) => lines.push(JSON.parse(line)) });
}

describe('an exchange', () => {
  it('starts unmatched, with nothing held', () => {
    const exchange = new Exchange('req-1', capture([]));
    expect(exchange).toMatchObject({ id: 'req-1', route: 'unmatched', lossy: 0 });
    expect(exchange.release).toBeUndefined();
    expect(exchange.upstream).toBeUndefined();
  });

  it('logs with its request id bound, through one child logger made on first use', () => {
    const lines: Record<string, unknown>[] = [];
    const logger = capture(lines);
    let children = 0;
    const child = logger.child.bind(logger);
    logger.child = ((...args: Parameters<typeof child>) => (children++, child(...args))) as typeof child;
    const exchange = new Exchange('req-2', logger);
    expect(children).toBe(0);
    exchange.log.info('one');
    exchange.log.warn('two');
    expect(children).toBe(1);
    expect(lines.map((l) => [l.reqId, l.msg])).toEqual([
      ['req-2', 'one'],
      ['req-2', 'two'],
    ]);
  });
});
