import pRetry from 'p-retry';
import { request, type Dispatcher } from 'undici';
import type { AccessTokens } from './auth.js';
import type { Limiter } from './limiter.js';

/** A request ready for one target. */
export interface OutgoingRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string;
}

/** What came back, or why nothing did. */
export interface Exchange {
  status: number;
  contentType: string;
  /** The body as UTF-8 text (for JSON). */
  body: string;
  /** The body's bytes (for spreadsheets and other files). */
  bytes: Buffer;
  attempts: number;
  durationMs: number;
  /** Set when no answer came after every retry. */
  error?: string;
}

export interface SendOptions {
  dispatcher: Dispatcher;
  limiter: Limiter;
  tokens: AccessTokens | undefined;
  retries: number;
  retryDelayMs: number;
  timeoutMs: number;
  /** Counts every request sent (for the summary). */
  onAttempt?: () => void;
  /** Cancels requests in flight and further attempts. */
  signal?: AbortSignal;
}

const TRANSIENT = new Set([502, 503, 504]);

type Answer = { status: number; contentType: string; body: string; bytes: Buffer };

/** A 502/503/504 answer, thrown so that p-retry tries again; the last one is returned if every try gets one. */
class TransientStatus extends Error {
  constructor(readonly answer: Answer) {
    super(`HTTP ${answer.status}`);
  }
}

/**
 * Sends with a fresh access token; retries network errors and 502/503/504 with exponential backoff and
 * jitter (p-retry); after the first 401 gets a new token (one refresh for all requests in flight) and sends again
 * at once, without spending a retry.
 */
export async function send(req: OutgoingRequest, options: SendOptions): Promise<Exchange> {
  const started = performance.now();
  let attempts = 0;
  let lastError = '';
  let reauthenticated = false;
  const exchange = (answer: Answer): Exchange => ({
    ...answer,
    attempts,
    durationMs: performance.now() - started,
  });
  const once = async (): Promise<Answer> => {
    attempts++;
    let token: string | undefined;
    const answer = await options.limiter.run(async () => {
      token = await options.tokens?.getAccessToken();
      return attempt(req, token, options);
    }, options.signal);
    if (answer.status === 401 && options.tokens && !reauthenticated) {
      reauthenticated = true;
      await options.tokens.onUnauthorized(token);
      return again();
    }
    return answer;
  };
  // The send after a 401, with the refreshed token: a second 401 is the answer.
  const again = async (): Promise<Answer> => {
    attempts++;
    return options.limiter.run(
      async () => attempt(req, await options.tokens?.getAccessToken(), options),
      options.signal,
    );
  };
  try {
    return exchange(
      await pRetry(
        async () => {
          const answer = await once();
          if (TRANSIENT.has(answer.status)) throw new TransientStatus(answer);
          return answer;
        },
        {
          retries: options.retries,
          // p-retry waits minTimeout × 2^(n-1) × a random 1–2: half the scenario's delay gives ½–1 × retryDelayMs × 2^(n-1).
          minTimeout: options.retryDelayMs / 2,
          factor: 2,
          randomize: true,
          onFailedAttempt: ({ error }) => {
            lastError = error.message;
          },
          ...(options.signal ? { signal: options.signal } : {}),
        },
      ),
    );
  } catch (error) {
    if (error instanceof TransientStatus) return exchange(error.answer);
    if (!(error instanceof NetworkFailure)) lastError ||= describeError(error);
    return {
      status: 0,
      contentType: '',
      body: '',
      bytes: Buffer.alloc(0),
      attempts,
      durationMs: performance.now() - started,
      error: `${lastError} (after ${attempts} attempt(s))`,
    };
  }
}

/** No answer came (refused, reset, timed out); retried like a 502. */
class NetworkFailure extends Error {}

/** One request on the wire; a failure to get any answer is thrown as a NetworkFailure. */
async function attempt(
  req: OutgoingRequest,
  token: string | undefined,
  options: SendOptions,
): Promise<Answer> {
  const headers = { ...req.headers };
  if (token !== undefined) headers.authorization = `Bearer ${token}`;
  options.onAttempt?.();
  try {
    const res = await request(req.url, {
      method: req.method as Dispatcher.HttpMethod,
      headers,
      body: req.body,
      dispatcher: options.dispatcher,
      headersTimeout: options.timeoutMs,
      bodyTimeout: options.timeoutMs,
      ...(options.signal ? { signal: options.signal } : {}),
    });
    const bytes = Buffer.from(await res.body.arrayBuffer());
    return {
      status: res.statusCode,
      contentType: String(res.headers['content-type'] ?? '')
        .split(';')[0]!
        .trim(),
      body: bytes.toString('utf8'),
      bytes,
    };
  } catch (error) {
    throw new NetworkFailure(describeError(error), { cause: error });
  }
}

function describeError(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const code = (error as { code?: string }).code;
  return code ? `${code}: ${error.message}` : error.message;
}
