import { randomUUID } from 'node:crypto';
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { Loss } from '@compliance-migrate/rename-map';
import type { Logger } from 'pino';
import type { Dispatcher } from 'undici';
import {
  badBody,
  badCompanyContext,
  badFraming,
  OverloadedError,
  badRequestTarget,
  methodNotAllowed,
  ProxyError,
  requestTimeout,
  requestTooLarge,
  upstreamTimeout,
  upstreamUnreachable,
  internalError,
} from '../errors.js';
import { utf8Body, withBom } from '../lib/body-text.js';
import { responseDecision, translateResponseBody, type Untranslated } from '../lib/response-translation.js';
import { decodableAcceptEncoding, decodeBody, isDecodable } from '../lib/decode.js';
import { FramingGuard, type PendingRequest } from '../lib/framing-guard.js';
import { readRequestBody } from '../lib/read-body.js';
import { UpstreamGate } from '../lib/upstream-gate.js';
import { forwardableHeaders, headerValue, isJsonContentType } from '../lib/headers.js';
import { responseHeadList } from '../lib/response-head.js';
import type { AccessLog } from '../lib/access-log.js';
import type { ProxyMetrics } from '../lib/metrics.js';
import { BufferPool } from '../lib/buffer-pool.js';
import type { VersionPairs } from '../lib/version-pair.js';
import { belowBase } from '../lib/below-base.js';
import {
  lossWarnings,
  misspeltEndpointWarning,
  unknownEndpointWarning,
  untranslatedWarning,
} from '../lib/warning.js';
import type { ResolvedOptions } from '../options.js';
import { Exchange } from './exchange.js';
import { checkPath, parseVersion } from './request-target.js';
import { sendError } from './send.js';
import { UpstreamHandler, type UpstreamHost } from './upstream-handler.js';

/** Refusals counted in `compliance_migrate_proxy_refused_total`, by reason. */
const REFUSALS: Partial<Record<ProxyError['code'], string>> = {
  ERR_PROXY_OVERLOADED: 'overloaded',
  ERR_PROXY_REQUEST_TIMEOUT: 'client_timeout',
  ERR_PROXY_BAD_FRAMING: 'framing',
};
/** The body of a request without one (no Content-Length, no Transfer-Encoding). */
const EMPTY: Buffer = Buffer.alloc(0);
const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;
const VERSION_PREFIX = /^\/v(\d+)(?=\/|$)/;
const DIGITS = /^\d+$/;

/** Forwards one client request to the configured upstream, translating what the versions require. */
export class Forwarder implements UpstreamHost {
  /** Memory for bodies the WebAssembly rewriter wrote, reused once their response has finished. */
  private readonly pool = new BufferPool();
  /** Memory for a rewritten body, from the pool (one function for every response, not a closure each). */
  private readonly allocate = (size: number): Buffer => this.pool.take(size);
  /** Bounds the requests in flight upstream, with a bounded queue behind them. */
  readonly gate: UpstreamGate;
  /** Requests whose bodies are still arriving. */
  receiving = 0;
  /** Request headers never forwarded as the client sent them (set by the proxy, or read by it). */
  private readonly dropped: ReadonlySet<string>;
  constructor(
    private readonly options: ResolvedOptions,
    private readonly pairs: VersionPairs,
    private readonly dispatcher: Dispatcher,
    private readonly metrics: ProxyMetrics,
    private readonly logger: Logger,
    /** The access line each exchange ends with (see `accessLogFor`). */
    private readonly access: AccessLog,
    /** Shared with the server's parse-error handler. */
    readonly guard: FramingGuard = new FramingGuard(),
  ) {
    this.dropped = new Set([
      'content-length',
      'x-request-id',
      ...(options.versionHeader ? [options.versionHeader] : []),
    ]);
    const { maxUpstreamRequests, maxQueuedRequests, queueTimeout } = options.limits;
    this.gate = new UpstreamGate(maxUpstreamRequests, maxQueuedRequests, queueTimeout);
    metrics.watch(() => ({
      inFlight: this.gate.inFlight,
      queued: this.gate.queued,
      receiving: this.receiving,
    }));
  }

  /** Handles a request; never throws and never rejects. */
  handle(req: IncomingMessage, res: ServerResponse, target: string): void {
    const started = process.hrtime.bigint();
    const given = headerValue(req.headers['x-request-id']);
    const id = given !== undefined && REQUEST_ID.test(given) ? given : randomUUID();
    // X-Request-Id goes into the response's header list (responseHeadList), or is set when the proxy answers.
    const exchange = new Exchange(id, this.logger);
    req.on('error', ignore);
    res.on('error', ignore);
    const socket = req.socket;
    const pending = this.guard.begin(socket, req, res, exchange);
    // One listener for everything the end of an exchange settles, in this order.
    res.once('close', () => {
      this.guard.end(socket, pending);
      this.record(req, res, exchange, started);
      exchange.release?.();
      if (exchange.upstream !== undefined && !res.writableFinished) exchange.upstream.cancel();
      // Sent in full, the socket no longer reads it; a response cut short leaves it to the collector.
      if (exchange.pooled !== undefined && res.writableFinished) this.pool.give(exchange.pooled);
    });
    this.forward(req, res, target, exchange, pending).catch((error: unknown) =>
      this.fail(req, res, error, exchange),
    );
  }

  private async forward(
    req: IncomingMessage,
    res: ServerResponse,
    target: string,
    ex: Exchange,
    pending: PendingRequest,
  ) {
    const { options } = this;
    const method = req.method ?? 'GET';
    if (method === 'CONNECT' || method === 'TRACE') throw methodNotAllowed(method);
    const q = target.indexOf('?');
    let path = q < 0 ? target : target.slice(0, q);
    const query = q < 0 ? '' : target.slice(q + 1);
    checkPath(path);

    let version = options.clientVersion;
    const prefix = options.pathPrefix ? VERSION_PREFIX.exec(path) : null;
    if (prefix) {
      version = parseVersion(prefix[1], `path prefix /v${prefix[1]}`);
      path = path.slice(prefix[0].length) || '/';
      checkPath(path);
    } else if (options.versionHeader !== undefined) {
      const named = headerValue(req.headers[options.versionHeader]);
      if (named !== undefined) version = parseVersion(named.trim(), `header ${options.versionHeader}`);
    }
    ex.clientVersion = version;

    // Node joins repeated values with ", ", so a header given twice fails the digits check too.
    const company = req.headers['x-company-context'];
    if (company === undefined) throw badCompanyContext('missing X-Company-Context header');
    if (!DIGITS.test(company as string)) throw badCompanyContext('malformed X-Company-Context header');

    const pair = this.pairs.for(options.translate ? version : options.upstreamVersion);
    const limits = options.limits;
    const limit = limits.maxRequestBody;
    const declared = Number(headerValue(req.headers['content-length']) ?? 0);
    if (declared > limit) throw requestTooLarge(limit);

    // The whole request first: a slow upload holds no upstream connection, and nothing is sent upstream
    // before its framing is known to be complete and valid.
    let raw = EMPTY;
    if (declared > 0 || req.headers['transfer-encoding'] !== undefined) {
      this.receiving++;
      try {
        raw = await readRequestBody(req, limit, limits.clientBodyIdleTimeout, () => requestTooLarge(limit));
      } finally {
        this.receiving--;
      }
    }
    const broken = await this.guard.settled(pending);
    if (broken !== undefined) throw badFraming(`bytes after the request could not be parsed (${broken})`);

    const warnings: string[] = [];
    const contentEncoding = req.headers['content-encoding'];
    let text: string | undefined;
    let bom = false;
    if (
      raw.length > 0 &&
      !pair.identity &&
      isJsonContentType(req.headers['content-type']) &&
      pair.requestBodyChanges(method, path)
    ) {
      const prepared = this.requestText(raw, contentEncoding, limit);
      if (typeof prepared === 'string')
        warnings.push(this.untranslated('request', { reason: 'encoding', why: prepared }, ex));
      else ({ text, bom } = prepared);
    }
    const t0 = process.hrtime.bigint();
    const up = pair.request(method, path, query, text);
    const translationTime = process.hrtime.bigint() - t0;
    if (text !== undefined) this.metrics.translationOf.request.observe(Number(translationTime) / 1e9);
    ex.route = up.route;
    if (up.route === 'unmatched' && !pair.identity) {
      // the commonest mistake: the service's base (`/api/v4`) written again in the path
      const below = belowBase(method, path, pair);
      if (below !== undefined) warnings.push(unknownEndpointWarning(`${method} ${path}`, version, below));
      // then a misspelt one (`GET /recrods`): the endpoint it likely meant
      const meant = below === undefined ? this.pairs.suggestions.meant(method, path, version) : undefined;
      if (meant !== undefined) warnings.push(misspeltEndpointWarning(`${method} ${path}`, version, meant));
    }
    const refused = up.notes.find((n) => n.refuse);
    if (refused) throw badBody(`the request body cannot be translated: ${refused.message}`);
    // Not JSON at all: the upstream refuses it in any version; passed on as it is, and said so.
    if (up.notes.some((n) => n.code === 'not-json')) {
      warnings.push(
        this.untranslated(
          'request',
          { reason: 'not-json', why: 'the body labelled JSON is not valid JSON' },
          ex,
        ),
      );
    }
    warnings.push(...this.losses(up.lossy, 'request', ex));
    for (const note of up.notes)
      ex.log.info({ route: up.route, note: note.code, changeId: note.changeId }, note.message);

    const headers: Record<string, string | string[]> = forwardableHeaders(req.headers, this.dropped);
    headers['x-request-id'] = ex.id;
    let body: Uint8Array | string | null = null;
    if (text !== undefined && up.body !== undefined && up.body !== text) {
      // Rewritten: sent as identity-coded UTF-8, its byte order mark kept.
      body = withBom(up.body, bom);
      delete headers['content-encoding'];
    } else if (raw.length > 0 || req.headers['transfer-encoding'] !== undefined || declared > 0) {
      body = raw;
    }
    if (body !== null) {
      headers['content-length'] = String(typeof body === 'string' ? Buffer.byteLength(body) : body.length);
    }
    if (up.response.changes) {
      // Only codings the proxy can undo, or the answer could not be translated.
      headers['accept-encoding'] = decodableAcceptEncoding(req.headers['accept-encoding']);
    }

    const release = await this.gate.acquire();
    // A client that left while its request waited gives its slot straight back.
    if (res.closed || res.destroyed) return release();
    ex.release = release;
    // Bytes the parser could not frame may have come in while the request waited for its slot.
    if (pending.broken !== undefined) {
      throw badFraming(`bytes after the request could not be parsed (${pending.broken})`);
    }
    // A dispatch() handler rather than request(): no body stream and no promise per request (issue 24).
    const call = new UpstreamHandler(
      this,
      req,
      res,
      ex,
      pair,
      up.response,
      warnings,
      limits.maxTranslatableResponse,
    );
    ex.upstream = call;
    pending.dispatched = true;
    this.dispatcher.dispatch(
      {
        origin: options.upstream.origin,
        path: options.basePath + up.path + (up.query ? `?${up.query}` : ''),
        method: up.method as Dispatcher.HttpMethod,
        headers,
        body,
        headersTimeout: limits.upstreamHeadersTimeout,
        bodyTimeout: limits.upstreamBodyTimeout,
      },
      call,
    );
  }

  /** The request body as text to translate; a string says why it cannot be (it then goes on untranslated). */
  private requestText(
    raw: Buffer,
    encoding: string | undefined,
    limit: number,
  ): { text: string; bom: boolean } | string {
    if (!isDecodable(encoding)) return `content-encoding ${String(encoding).slice(0, 40)} cannot be decoded`;
    let decoded: Buffer;
    try {
      decoded = decodeBody(raw, encoding, limit);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE') throw requestTooLarge(limit);
      throw badBody(`the request body does not decode as ${String(encoding)}`);
    }
    const utf8 = utf8Body(decoded);
    if (!utf8) throw badBody('the JSON request body is not valid UTF-8');
    return { text: utf8.content.toString('utf8'), bom: utf8.bom };
  }

  /** Logs, counts and returns the `Warning` for a body passed on untranslated. */
  private untranslated(side: 'request' | 'response', { reason, why }: Untranslated, ex: Exchange): string {
    this.metrics.untranslated.inc({ side, reason });
    ex.log.warn({ route: ex.route, side, reason: why }, `${side} body passed on untranslated: ${why}`);
    return untranslatedWarning(side, why);
  }

  /**
   * Node's request deadline passed while the request pending on `socket` was still arriving: that request is
   * answered 408 (its id, access line and metrics as any other answer). False when none can answer.
   */
  requestTimedOut(socket: Socket): boolean {
    const state = this.guard.pendingOn(socket);
    if (!state || state.dispatched || state.res.headersSent || state.req.complete) return false;
    const ms = this.options.limits.clientRequestTimeout;
    this.fail(
      state.req,
      state.res,
      requestTimeout(`the request did not arrive in full within ${ms} ms (limits.clientRequestTimeout)`),
      state.exchange,
    );
    return true;
  }

  /** The upstream's head: writes it and streams the body, or says to gather the body for translation. */
  responseHead(call: UpstreamHandler, status: number, headers: IncomingHttpHeaders): boolean {
    const { ex, warnings } = call;
    ex.upstreamStatus = status;
    const decision = responseDecision(call.pair, {
      requestMethod: call.req.method ?? 'GET',
      route: call.route,
      status,
      headers,
    });
    if (decision.untranslated) warnings.push(this.untranslated('response', decision.untranslated, ex));
    if (decision.translate) return true;
    call.res.writeHead(status, responseHeadList(headers, ex.id, warnings));
    return false;
  }

  /** Translates a gathered response body and sends it; throws `ProxyError`s the handler turns into answers. */
  responseBody(call: UpstreamHandler, raw: Buffer): void {
    const { res, ex, warnings, status: statusCode, headers } = call;
    const limit = this.options.limits.maxTranslatableResponse;
    const t0 = process.hrtime.bigint();
    const out = translateResponseBody(
      call.route,
      statusCode,
      raw,
      headers['content-encoding'],
      limit,
      this.allocate,
    );
    if (out.kind === 'as-sent') {
      warnings.push(this.untranslated('response', out.untranslated, ex));
      res.writeHead(statusCode, responseHeadList(headers, ex.id, warnings));
      res.end(raw);
      return;
    }
    ex.pooled = out.allocated;
    if (out.untranslated?.reason === 'not-json') {
      ex.log.warn(
        { route: ex.route, upstreamStatus: statusCode },
        'upstream sent a body labelled JSON that is not valid JSON; passed through untouched',
      );
      this.metrics.untranslated.inc({ side: 'response', reason: 'not-json' });
      warnings.push(untranslatedWarning('response', out.untranslated.why));
    }
    warnings.push(...this.losses(out.lossy, 'response', ex));
    this.metrics.translationOf.response.observe(Number(process.hrtime.bigint() - t0) / 1e9);
    res.writeHead(statusCode, responseHeadList(headers, ex.id, warnings, out.length));
    res.end(out.body, 'utf8');
  }

  /** The upstream call failed before the client's response started: answered with the error's status. */
  responseFailed(call: UpstreamHandler, error: unknown): void {
    this.fail(call.req, call.res, error, call.ex);
  }

  /** A streamed response ended early: a client that hangs up is routine (debug), an upstream that breaks off is not (warn). */
  streamBroken(call: UpstreamHandler, error: unknown, clientGone: boolean): void {
    const { ex, res } = call;
    ex.log[clientGone ? 'debug' : 'warn'](
      { route: ex.route, err: describe(error) },
      'response stream ended early',
    );
    res.destroy();
  }

  private losses(lossy: Loss[], side: 'request' | 'response', ex: Exchange): string[] {
    if (lossy.length === 0) return [];
    ex.lossy += lossy.length;
    for (const loss of lossy) this.metrics.lossy.inc({ change_id: loss.changeId, reason: loss.reason });
    ex.log.warn(
      { route: ex.route, side, lossy: lossy.slice(0, 50) },
      `lossy translation: ${lossy.length} value(s) the client version cannot show in full`,
    );
    return lossWarnings(lossy, side);
  }

  private classify(error: unknown): ProxyError {
    if (error instanceof ProxyError) return error;
    const code = (error as { code?: string } | undefined)?.code;
    const limits = this.options.limits;
    if (code === 'UND_ERR_CONNECT_TIMEOUT') return upstreamTimeout(limits.upstreamConnectTimeout, error);
    if (code === 'UND_ERR_HEADERS_TIMEOUT') return upstreamTimeout(limits.upstreamHeadersTimeout, error);
    if (code === 'UND_ERR_BODY_TIMEOUT') return upstreamTimeout(limits.upstreamBodyTimeout, error);
    if (code === 'UND_ERR_INVALID_ARG') {
      return badRequestTarget(`the request cannot be forwarded: ${(error as Error).message}`);
    }
    // Network failures carry a system (`ECONNREFUSED`) or undici (`UND_ERR_SOCKET`) code; anything else is ours.
    if (code !== undefined && /^(E[A-Z]+|UND_ERR_[A-Z_]+)$/.test(code)) return upstreamUnreachable(error);
    return internalError(error);
  }

  private fail(req: IncomingMessage, res: ServerResponse, error: unknown, ex: Exchange): void {
    if (res.destroyed || (req.destroyed && !req.complete)) {
      res.destroy();
      return;
    }
    const failure = this.classify(error);
    if (res.headersSent) {
      ex.log.warn({ route: ex.route, err: describe(error) }, 'failed after the response started');
      res.destroy();
      return;
    }
    const level = failure.status >= 500 ? 'warn' : 'info';
    ex.log[level]({ route: ex.route, code: failure.code, err: describe(failure.cause) }, failure.message);
    const refusal = REFUSALS[failure.code];
    if (refusal) this.metrics.refused.inc({ reason: refusal });
    res.setHeader('x-request-id', ex.id);
    if (failure instanceof OverloadedError) res.setHeader('retry-after', String(failure.retryAfter));
    const close =
      failure.status === 413 ||
      failure.status === 408 ||
      failure.code === 'ERR_PROXY_BAD_FRAMING' ||
      !req.complete;
    sendError(res, failure, close);
  }

  private record(req: IncomingMessage, res: ServerResponse, ex: Exchange, started: bigint): void {
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    const status = res.writableFinished ? res.statusCode : 499;
    const clientVersion = ex.clientVersion === undefined ? 'none' : String(ex.clientVersion);
    this.metrics.requests.inc(ex.route, clientVersion, status);
    this.metrics.duration.observe(ex.route, clientVersion, seconds);
    // Checked first: below the level, the access line costs nothing.
    if (!this.access.enabled()) return;
    const { id, route, upstreamStatus, lossy } = ex;
    // Its duration in hundredths of a millisecond: the line's "ms", to two decimals.
    const hundredths = Math.round(seconds * 1e5);
    this.access.write(
      id,
      req.method,
      route,
      ex.clientVersion,
      status,
      upstreamStatus,
      lossy || undefined,
      hundredths,
    );
  }
}

function ignore(): void {}

function describe(error: unknown): string | undefined {
  if (error === undefined) return undefined;
  if (error instanceof Error) return (error as NodeJS.ErrnoException).code ?? error.message;
  return String(error);
}
