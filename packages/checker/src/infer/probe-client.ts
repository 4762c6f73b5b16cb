import { Agent } from 'undici';
import type { RunCheckOptions } from '../run/run-check.js';
import { loginTarget, type AccessTokens } from '../run/auth.js';
import { Limiter } from '../run/limiter.js';
import { runSignal } from '../run/run-signal.js';
import { send, type SendOptions } from '../run/send.js';
import type { Scenario } from '../scenario/schema.js';

/** One answer of a probe: its status and its JSON body (undefined when it was not JSON). */
export interface ProbeAnswer {
  status: number;
  body: unknown;
}

/** Sends probe requests to a scenario's targets (already translated), counting the writes per endpoint. */
export interface ProbeClient {
  send(side: 'a' | 'b', method: string, path: string, body?: string, query?: string): Promise<ProbeAnswer>;
  /** Writes sent so far: `METHOD path (side)` → count. */
  readonly writes: Map<string, number>;
  close(): Promise<void>;
}

/**
 * A client for a scenario's two targets with their logins (or the given tokens), its rate limit and retries:
 * the requests of `map infer`'s write probes, which are not operations of a comparison.
 */
export async function probeClient(
  scenario: Scenario,
  options: Pick<RunCheckOptions, 'env' | 'tokens' | 'signal'> = {},
): Promise<ProbeClient> {
  const limiter = new Limiter(scenario.options.concurrency, scenario.options.rateLimit);
  const dispatcher = new Agent({ connections: scenario.options.concurrency, keepAliveTimeout: 10_000 });
  const tokensOf = async (name: 'a' | 'b'): Promise<AccessTokens | undefined> => {
    const given = options.tokens?.[name];
    if (given) return given;
    const profile = scenario.targets[name].auth;
    return profile ? loginTarget(name, profile, options.env) : undefined;
  };
  const signal = runSignal(options.signal);
  const sendOptions = new Map<'a' | 'b', SendOptions>();
  for (const name of ['a', 'b'] as const)
    sendOptions.set(name, {
      dispatcher,
      limiter,
      tokens: await tokensOf(name),
      // A write is not retried: a lost answer must not create the thing twice.
      retries: 0,
      retryDelayMs: scenario.options.retryDelayMs,
      timeoutMs: scenario.options.timeoutMs,
      ...(signal ? { signal } : {}),
    });
  const writes = new Map<string, number>();
  return {
    writes,
    async send(side, method, path, body, query) {
      const target = scenario.targets[side];
      const headers: Record<string, string> = {
        accept: 'application/json',
        'x-company-context': String(target.company),
        ...target.headers,
      };
      if (body !== undefined) headers['content-type'] = 'application/json';
      if (method !== 'GET') {
        const key = `${method} ${target.baseUrl.replace(/\/+$/, '')}${path}`;
        writes.set(key, (writes.get(key) ?? 0) + 1);
      }
      const x = await send(
        {
          method,
          url: `${target.baseUrl.replace(/\/+$/, '')}${path}${query ? `?${query}` : ''}`,
          headers,
          ...(body === undefined ? {} : { body }),
        },
        sendOptions.get(side)!,
      );
      let parsed: unknown;
      try {
        parsed = JSON.parse(x.body);
      } catch {
        parsed = undefined;
      }
      return { status: x.status, body: parsed };
    },
    close: () => dispatcher.close(),
  };
}
