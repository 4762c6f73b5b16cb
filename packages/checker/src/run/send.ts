import { setTimeout as sleep } from 'node:timers/promises';
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

/**
 * Sends with a fresh access token; retries network errors and 502/503/504 with exponential backoff and
 * jitter; after a 401 gets a new token (one refresh for all requests in flight) and retries once.
 */
export async function send(req: OutgoingRequest, options: SendOptions): Promise<Exchange> {
  const started = performance.now();
  let attempts = 0;
  let reauthenticated = false;
  let lastError = '';
  for (let attempt = 0; attempt <= options.retries && !options.signal?.aborted;) {
    attempts++;
    let token: string | undefined;
    const result: { status: number; contentType: string; body: string; bytes: Buffer } | { error: string } =
      await options.limiter.run(async () => {
        token = await options.tokens?.getAccessToken();
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
          return { error: describeError(error) };
        }
      });
    if ('error' in result) {
      lastError = result.error;
    } else if (result.status === 401 && options.tokens && !reauthenticated) {
      reauthenticated = true;
      await options.tokens.onUnauthorized(token);
      continue;
    } else if (!TRANSIENT.has(result.status) || attempt === options.retries) {
      return { ...result, attempts, durationMs: performance.now() - started };
    } else {
      lastError = `HTTP ${result.status}`;
    }
    attempt++;
    if (attempt <= options.retries) {
      const delay = options.retryDelayMs * 2 ** (attempt - 1);
      const wait = delay / 2 + Math.random() * (delay / 2);
      await sleep(wait, undefined, { signal: options.signal }).catch(() => undefined); // aborted: stop waiting
    }
  }
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

function describeError(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const code = (error as { code?: string }).code;
  return code ? `${code}: ${error.message}` : error.message;
}
