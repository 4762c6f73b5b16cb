import type { IncomingHttpHeaders } from 'node:http';
import type { Duplex } from 'node:stream';
import {
  createChangeMap,
  toVersion,
  type ChangeMap,
  type Loss,
  type ResponseRoute,
} from '@compliance-migrate/rename-map';
import type { Dispatcher } from 'undici';
import { badBody, requestTooLarge, responseTooLarge } from '../errors.js';
import { utf8Body, withBom } from '../lib/body-text.js';
import { decodableAcceptEncoding, decodeBody, isDecodable } from '../lib/decode.js';
import { isJsonContentType } from '../lib/headers.js';
import {
  declaredTooLarge,
  responseDecision,
  rewrittenHeaders,
  translateResponseBody,
  withWarnings,
  type TranslatedBody,
  type Untranslated,
} from '../lib/response-translation.js';
import { VersionPair } from '../lib/version-pair.js';
import { lossWarnings, untranslatedWarning } from '../lib/warning.js';
import { DEFAULT_LIMITS } from '../options.js';

export interface TranslationInterceptorOptions {
  /** The change map (built-in map when omitted). */
  map?: ChangeMap;
  /** The version the calling code was written for. */
  clientVersion: number;
  /** The version the server speaks. */
  upstreamVersion: number;
  /** Only requests to this origin are translated (all origins when omitted). */
  origin?: string | URL;
  /** Path the client's base URL ends with, e.g. `/api/v4`; requests outside it pass untouched. Default ``. */
  clientBasePath?: string;
  /** Path of the upstream's base URL, e.g. `/api/v6`. Default: `clientBasePath`. */
  upstreamBasePath?: string;
  /** Largest JSON response translated, in bytes after decoding. Default 20 MiB. */
  maxTranslatableResponse?: number;
  /** Largest streamed request body read to be translated, in bytes. Default 10 MiB. */
  maxRequestBody?: number;
  /** Called for every lossy step, besides the `Warning` header on the response. */
  onLossy?: (loss: Loss, side: 'request' | 'response') => void;
  /** Called for every body passed on untranslated (it could not be decoded or parsed), besides the `Warning`. */
  onUntranslated?: (side: 'request' | 'response', reason: string) => void;
}

/**
 * The proxy's translation in process: `new Agent().compose(translationInterceptor({ ... }))` lets code
 * written for one version call a server of another.
 *
 * @example
 * ```ts
 * const agent = new Agent().compose(translationInterceptor({ clientVersion: 4, upstreamVersion: 6,
 *   clientBasePath: '/api/v4', upstreamBasePath: '/api/v6' }));
 * await request('https://service.example/api/v4/records', { dispatcher: agent, headers });
 * ```
 */
export function translationInterceptor(
  options: TranslationInterceptorOptions,
): Dispatcher.DispatcherComposeInterceptor {
  const pair = new VersionPair(
    options.map ?? createChangeMap(),
    toVersion(options.clientVersion),
    toVersion(options.upstreamVersion),
  );
  const origin = options.origin === undefined ? undefined : new URL(String(options.origin)).origin;
  const clientBase = (options.clientBasePath ?? '').replace(/\/+$/, '');
  const upstreamBase = (options.upstreamBasePath ?? clientBase).replace(/\/+$/, '');
  const limit = options.maxTranslatableResponse ?? DEFAULT_LIMITS.maxTranslatableResponse;
  const requestLimit = options.maxRequestBody ?? DEFAULT_LIMITS.maxRequestBody;

  return (dispatch) => (opts, handler) => {
    const target = opts.path;
    const inScope =
      !pair.identity &&
      (origin === undefined ||
        (opts.origin !== undefined && new URL(String(opts.origin)).origin === origin)) &&
      (target === clientBase || target.startsWith(`${clientBase}/`) || target.startsWith(`${clientBase}?`));
    if (!inScope) return dispatch(opts, handler);

    const q = target.indexOf('?');
    const path = (q < 0 ? target : target.slice(0, q)).slice(clientBase.length) || '/';
    const query = q < 0 ? '' : target.slice(q + 1);
    const headers = headerRecord(opts.headers);
    const method = opts.method ?? 'GET';
    const body = opts.body;

    const bodyChanges =
      body != null && isJsonContentType(headers['content-type']) && pair.requestBodyChanges(method, path);
    const fail = (error: Error): boolean => {
      handler.onResponseError?.(detachedController(), error);
      return true;
    };

    const send = (bytes: Buffer | undefined): boolean => {
      const warnings: string[] = [];
      let text: string | undefined;
      let bom = false;
      if (bytes !== undefined) {
        const encoding = headers['content-encoding'];
        if (!isDecodable(encoding)) {
          const why = `content-encoding ${String(encoding).slice(0, 40)} cannot be decoded`;
          options.onUntranslated?.('request', 'encoding');
          warnings.push(untranslatedWarning('request', why));
        } else {
          let decoded: Buffer;
          try {
            decoded = decodeBody(bytes, encoding, requestLimit);
          } catch {
            return fail(badBody(`the request body does not decode as ${String(encoding)}`));
          }
          const utf8 = utf8Body(decoded);
          if (!utf8) return fail(badBody('the JSON request body is not valid UTF-8'));
          text = utf8.content.toString('utf8');
          bom = utf8.bom;
        }
      }
      const up = pair.request(method, path, query, text);
      const refused = up.notes.find((n) => n.refuse);
      if (refused) return fail(badBody(`the request body cannot be translated: ${refused.message}`));
      if (up.notes.some((n) => n.code === 'not-json')) {
        options.onUntranslated?.('request', 'not-json');
        warnings.push(untranslatedWarning('request', 'the body labelled JSON is not valid JSON'));
      }
      for (const loss of up.lossy) options.onLossy?.(loss, 'request');
      const rewritten = text !== undefined && up.body !== undefined && up.body !== text;
      if (rewritten || bytes) delete headers['content-length'];
      if (rewritten) delete headers['content-encoding'];
      if (up.response.changes) {
        headers['accept-encoding'] = decodableAcceptEncoding(headers['accept-encoding']);
      }
      return dispatch(
        {
          ...opts,
          method: up.method as Dispatcher.HttpMethod,
          path: upstreamBase + up.path + (up.query ? `?${up.query}` : ''),
          headers,
          body: rewritten ? withBom(up.body!, bom) : (bytes ?? body),
        },
        new TranslationHandler(
          handler,
          pair,
          up.method,
          up.path,
          [...warnings, ...lossWarnings(up.lossy, 'request')],
          limit,
          options.onLossy,
          options.onUntranslated,
          method,
        ),
      );
    };

    if (!bodyChanges) return send(undefined);
    if (typeof body === 'string') return send(Buffer.from(body, 'utf8'));
    if (body instanceof Uint8Array) return send(Buffer.from(body.buffer, body.byteOffset, body.byteLength));
    if (isAsyncIterable(body)) {
      // fetch() and streams hand over an async iterable: read it (bounded), then dispatch.
      collect(body, requestLimit).then(
        (collected) => {
          try {
            send(collected);
          } catch (error) {
            fail(error as Error);
          }
        },
        (error: Error) => fail(error),
      );
      return true;
    }
    return send(undefined);
  };
}

function isAsyncIterable(value: unknown): value is AsyncIterable<Uint8Array | string> {
  return typeof (value as AsyncIterable<unknown> | null)?.[Symbol.asyncIterator] === 'function';
}

async function collect(body: AsyncIterable<Uint8Array | string>, limit: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  // Iterated by hand: leaving a `for await` early awaits the source's return(), which fetch()'s body
  // generator may never settle.
  const iterator = body[Symbol.asyncIterator]();
  for (;;) {
    const { value, done } = await iterator.next();
    if (done) return Buffer.concat(chunks, size);
    const buffer = Buffer.from(value);
    size += buffer.length;
    if (size > limit) {
      void iterator.return?.()?.catch(() => {});
      throw requestTooLarge(limit);
    }
    chunks.push(buffer);
  }
}

/** A controller for errors raised before the request reached undici (as undici's cache interceptor does). */
function detachedController(): Dispatcher.DispatchController {
  return {
    aborted: false,
    paused: false,
    reason: null,
    abort() {},
    pause() {},
    resume() {},
  } as unknown as Dispatcher.DispatchController;
}

/** Buffers JSON responses of endpoints whose body changes, translates them, and passes all else through. */
export class TranslationHandler implements Dispatcher.DispatchHandler {
  private translating = false;
  private chunks: Buffer[] = [];
  private size = 0;
  private status = 0;
  private headers: IncomingHttpHeaders = {};
  private statusMessage: string | undefined;
  /** The response side of the endpoint called upstream. */
  private readonly route: ResponseRoute;

  constructor(
    private readonly handler: Dispatcher.DispatchHandler,
    private readonly pair: VersionPair,
    private readonly upstreamMethod: string,
    private readonly upstreamPath: string,
    private warnings: string[],
    private readonly limit: number,
    private readonly onLossy?: (loss: Loss, side: 'request' | 'response') => void,
    private readonly onUntranslated?: (side: 'request' | 'response', reason: string) => void,
    /** The method the client called (a `HEAD` answer has no body to translate). Default: `upstreamMethod`. */
    private readonly requestMethod: string = upstreamMethod,
  ) {
    this.route = pair.responseRoute(upstreamMethod, upstreamPath);
  }

  onRequestStart(controller: Dispatcher.DispatchController, context: unknown): void {
    this.handler.onRequestStart?.(controller, context);
  }

  onRequestUpgrade(
    controller: Dispatcher.DispatchController,
    status: number,
    headers: IncomingHttpHeaders,
    socket: Duplex,
  ): void {
    this.handler.onRequestUpgrade?.(controller, status, headers, socket);
  }

  onResponseStart(
    controller: Dispatcher.DispatchController,
    status: number,
    headers: IncomingHttpHeaders,
    message?: string,
  ): void {
    const decision = responseDecision(this.pair, {
      requestMethod: this.requestMethod,
      route: this.route,
      status,
      headers,
    });
    this.translating = decision.translate;
    if (decision.untranslated) this.untranslated(decision.untranslated);
    if (!this.translating) {
      return this.handler.onResponseStart?.(
        controller,
        status,
        this.withWarnings(controller, headers, this.warnings),
        message,
      );
    }
    if (declaredTooLarge(headers, this.limit)) {
      this.translating = false;
      controller.abort(responseTooLarge(this.limit));
      return;
    }
    this.status = status;
    this.headers = headers;
    this.statusMessage = message;
  }

  onResponseData(controller: Dispatcher.DispatchController, chunk: Buffer): void {
    if (!this.translating) return this.handler.onResponseData?.(controller, chunk);
    this.size += chunk.length;
    if (this.size > this.limit) {
      this.translating = false;
      this.chunks = [];
      controller.abort(responseTooLarge(this.limit));
      return;
    }
    this.chunks.push(chunk);
  }

  onResponseEnd(controller: Dispatcher.DispatchController, trailers: IncomingHttpHeaders): void {
    if (!this.translating) return this.handler.onResponseEnd?.(controller, trailers);
    const raw = Buffer.concat(this.chunks, this.size);
    this.chunks = [];
    let out: TranslatedBody;
    try {
      out = translateResponseBody(this.route, this.status, raw, this.headers['content-encoding'], this.limit);
    } catch (error) {
      this.handler.onResponseError?.(controller, error as Error);
      return;
    }
    let headers = this.headers;
    let body: Buffer = raw;
    if (out.kind === 'as-sent') {
      // Kept as the upstream sent it (never replaced by U+FFFD), and said so.
      this.untranslated(out.untranslated);
      headers = { ...headers };
    } else {
      if (out.untranslated) this.untranslated(out.untranslated);
      for (const loss of out.lossy) this.onLossy?.(loss, 'response');
      this.warnings = [...this.warnings, ...lossWarnings(out.lossy, 'response')];
      headers = rewrittenHeaders(headers, out.length);
      body =
        typeof out.body === 'string'
          ? Buffer.from(out.body, 'utf8')
          : Buffer.from(out.body.buffer, out.body.byteOffset, out.body.byteLength);
    }
    this.handler.onResponseStart?.(
      controller,
      this.status,
      this.withWarnings(controller, headers, this.warnings, true),
      this.statusMessage,
    );
    this.handler.onResponseData?.(controller, body);
    this.handler.onResponseEnd?.(controller, trailers);
  }

  /** Counts a body passed on untranslated and adds the `Warning` that says so. */
  private untranslated({ reason, why }: Untranslated): void {
    this.onUntranslated?.('response', reason);
    this.warnings = [...this.warnings, untranslatedWarning('response', why)];
  }

  onResponseError(controller: Dispatcher.DispatchController, error: Error): void {
    this.handler.onResponseError?.(controller, error);
  }

  /** Adds `Warning` values, and keeps undici's raw header list (read by some handlers) in step. */
  private withWarnings(
    controller: Dispatcher.DispatchController,
    headers: IncomingHttpHeaders,
    warnings: string[],
    rewritten = false,
  ): IncomingHttpHeaders {
    const out = withWarnings(headers, warnings);
    const raw = (controller as { rawHeaders?: unknown }).rawHeaders;
    if ((rewritten || out !== headers) && Array.isArray(raw)) {
      const rebuilt: Buffer[] = [];
      for (const [name, value] of Object.entries(out)) {
        for (const v of [value ?? []].flat())
          rebuilt.push(Buffer.from(name, 'latin1'), Buffer.from(String(v), 'latin1'));
      }
      raw.splice(0, raw.length, ...rebuilt);
    }
    return out;
  }
}

/** undici accepts headers as a record, a flat array or an iterable of pairs; this gives a lower-cased record. */
function headerRecord(headers: Dispatcher.DispatchOptions['headers']): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  const add = (name: string, value: unknown): void => {
    if (value === undefined || value === null) return;
    const key = name.toLowerCase();
    const values = (Array.isArray(value) ? value : [value]).map(String);
    const prior = out[key];
    out[key] = prior === undefined ? (values.length === 1 ? values[0]! : values) : [prior, values].flat();
  };
  if (!headers) return out;
  if (Array.isArray(headers)) {
    for (let i = 0; i + 1 < headers.length; i += 2) add(String(headers[i]), headers[i + 1]);
  } else if (typeof (headers as Iterable<unknown>)[Symbol.iterator] === 'function') {
    for (const [name, value] of headers as Iterable<[string, unknown]>) add(name, value);
  } else {
    for (const [name, value] of Object.entries(headers)) add(name, value);
  }
  return out;
}
