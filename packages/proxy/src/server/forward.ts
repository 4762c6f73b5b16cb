import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { Readable, Writable } from 'node:stream';
import { toVersion, type Loss, type Version } from '@compliance-migrate/rename-map';
import type { Logger } from 'pino';
import type { Dispatcher } from 'undici';
import {
  badCompanyContext,
  badRequestTarget,
  badVersion,
  methodNotAllowed,
  ProxyError,
  requestTooLarge,
  responseTooLarge,
  upstreamBadEncoding,
  upstreamTimeout,
  upstreamUnreachable,
  internalError,
} from '../errors.js';
import { decodeBody, isDecodable } from '../lib/decode.js';
import { forwardableHeaders, headerValue, isJsonContentType, responseHeaders } from '../lib/headers.js';
import type { ProxyMetrics } from '../lib/metrics.js';
import { BufferPool } from '../lib/buffer-pool.js';
import { LimitStream, readLimited } from '../lib/read-limited.js';
import type { VersionPairs } from '../lib/version-pair.js';
import { lossWarnings } from '../lib/warning.js';
import type { ResolvedOptions } from '../options.js';
import { sendError } from './send.js';

/** What one exchange learned, for its access log line and metrics. */
interface Exchange {
  id: string;
  log: Logger;
  route: string;
  clientVersion: Version | undefined;
  upstreamStatus: number | undefined;
  lossy: number;
}

const TIMEOUT_CODES = new Set(['UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT', 'UND_ERR_CONNECT_TIMEOUT']);
const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;
const VERSION_PREFIX = /^\/v(\d+)(?=\/|$)/;

/** Forwards one client request to the configured upstream, translating what the versions require. */
export class Forwarder {
  /** Memory for bodies the WebAssembly rewriter wrote, reused once their response has finished. */
  private readonly pool = new BufferPool();

  constructor(
    private readonly options: ResolvedOptions,
    private readonly pairs: VersionPairs,
    private readonly dispatcher: Dispatcher,
    private readonly metrics: ProxyMetrics,
    private readonly logger: Logger,
  ) {}

  /** Handles a request; never throws and never rejects. */
  handle(req: IncomingMessage, res: ServerResponse, target: string): void {
    const started = process.hrtime.bigint();
    const given = headerValue(req.headers['x-request-id']);
    const id = given !== undefined && REQUEST_ID.test(given) ? given : randomUUID();
    res.setHeader('x-request-id', id);
    const logger = this.logger;
    let log: Logger | undefined;
    const exchange: Exchange = {
      id,
      // Created on first use: most requests log one access line or, below the level, nothing.
      get log() {
        return (log ??= logger.child({ reqId: id }));
      },
      route: 'unmatched',
      clientVersion: undefined,
      upstreamStatus: undefined,
      lossy: 0,
    };
    req.on('error', () => {});
    res.on('error', () => {});
    res.once('close', () => this.record(req, res, exchange, started));
    this.forward(req, res, target, exchange).catch((error: unknown) => this.fail(req, res, error, exchange));
  }

  private async forward(req: IncomingMessage, res: ServerResponse, target: string, ex: Exchange) {
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
    } else if (options.versionHeader !== undefined) {
      const named = headerValue(req.headers[options.versionHeader]);
      if (named !== undefined) version = parseVersion(named.trim(), `header ${options.versionHeader}`);
    }
    ex.clientVersion = version;

    const company = req.headersDistinct['x-company-context'];
    if (!company || company.length === 0) throw badCompanyContext('missing X-Company-Context header');
    if (company.length !== 1 || !/^\d+$/.test(company[0]!)) {
      throw badCompanyContext('malformed X-Company-Context header');
    }

    const pair = this.pairs.for(options.translate ? version : options.upstreamVersion);
    const limit = options.limits.maxRequestBody;
    const declared = Number(headerValue(req.headers['content-length']) ?? 0);
    if (declared > limit) throw requestTooLarge(limit);
    const hasBody = declared > 0 || req.headers['transfer-encoding'] !== undefined;
    const bufferBody =
      hasBody &&
      !pair.identity &&
      isJsonContentType(req.headers['content-type']) &&
      req.headers['content-encoding'] === undefined &&
      pair.requestBodyChanges(method, path);

    let text: string | undefined;
    if (bufferBody) {
      const raw = await readLimited(req, limit, () => requestTooLarge(limit), 'discard');
      text = raw.toString('utf8');
    }
    const t0 = process.hrtime.bigint();
    const up = pair.request(method, path, query, text);
    const translationTime = process.hrtime.bigint() - t0;
    if (text !== undefined) this.metrics.translationOf.request.observe(Number(translationTime) / 1e9);
    ex.route = up.route;
    const warnings = this.losses(up.lossy, 'request', ex);
    for (const note of up.notes)
      ex.log.info({ route: up.route, note: note.code, changeId: note.changeId }, note.message);

    const drop = ['content-length', 'x-request-id'];
    if (options.versionHeader) drop.push(options.versionHeader);
    const headers: Record<string, string | string[]> = forwardableHeaders(req.headers, drop);
    headers['x-request-id'] = ex.id;
    let body: string | Readable | null = null;
    if (up.body !== undefined) {
      body = up.body; // undici writes a string body as UTF-8
      headers['content-length'] = String(Buffer.byteLength(body, 'utf8'));
    } else if (hasBody) {
      const counted = new LimitStream(limit, () => requestTooLarge(limit));
      counted.on('error', () => req.resume());
      body = req.pipe(counted);
      if (declared > 0) headers['content-length'] = String(declared);
    }

    // undici takes an EventEmitter as a signal; it is cheaper per request than an AbortController.
    const abort = new EventEmitter();
    res.once('close', () => {
      if (!res.writableFinished) abort.emit('abort');
    });
    const upstreamPath = options.basePath + up.path + (up.query ? `?${up.query}` : '');
    let response: Dispatcher.ResponseData;
    try {
      response = await this.dispatcher.request({
        origin: options.upstream.origin,
        path: upstreamPath,
        method: up.method as Dispatcher.HttpMethod,
        headers,
        body,
        headersTimeout: options.limits.upstreamTimeout,
        bodyTimeout: options.limits.upstreamTimeout,
        signal: abort,
      });
    } catch (error) {
      throw this.classify(error);
    }
    ex.upstreamStatus = response.statusCode;
    await this.respond(req, res, response, up.method, up.path, pair, warnings, ex);
  }

  private async respond(
    req: IncomingMessage,
    res: ServerResponse,
    response: Dispatcher.ResponseData,
    upMethod: string,
    upPath: string,
    pair: ReturnType<VersionPairs['for']>,
    warnings: string[],
    ex: Exchange,
  ): Promise<void> {
    const { statusCode, headers, body } = response;
    const encoding = headerValue(headers['content-encoding']);
    const translate =
      !pair.identity &&
      req.method !== 'HEAD' &&
      statusCode !== 204 &&
      statusCode !== 304 &&
      isJsonContentType(headers['content-type']) &&
      isDecodable(encoding) &&
      pair.responseBodyChanges(upMethod, upPath);

    if (!translate) {
      const out = responseHeaders(headers, undefined);
      addWarnings(out, warnings);
      res.writeHead(statusCode, out);
      await streamThrough(body, res, (error, clientGone) => {
        // A client that hangs up is routine (debug); an upstream that breaks off is not (warn).
        ex.log[clientGone ? 'debug' : 'warn'](
          { route: ex.route, err: describe(error) },
          'response stream ended early',
        );
      });
      return;
    }

    const limit = this.options.limits.maxTranslatableResponse;
    if (Number(headerValue(headers['content-length']) ?? 0) > limit) {
      body.on('error', () => {}).destroy();
      throw responseTooLarge(limit);
    }
    let raw: Buffer;
    try {
      raw = await readLimited(body, limit, () => responseTooLarge(limit), 'destroy');
    } catch (error) {
      throw this.classify(error);
    }
    const t0 = process.hrtime.bigint();
    let decoded: Buffer;
    try {
      decoded = decodeBody(raw, encoding, limit);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE')
        throw responseTooLarge(limit, error);
      throw upstreamBadEncoding(encoding ?? 'identity', error);
    }
    // Bytes in, bytes out when the WebAssembly rewriter can do it all; otherwise the text path, which reports.
    const pool = this.pool;
    const fast = pair.responseBytes(upMethod, upPath, decoded, (size) => pool.take(size));
    let payload: Uint8Array | string = decoded;
    if (fast !== undefined) {
      payload = fast.body;
      if (fast.changed) res.once('finish', () => pool.give(fast.body));
    } else {
      const text = decoded.toString('utf8');
      const out = pair.response(upMethod, upPath, text);
      if (out.notes.some((n) => n.code === 'not-json')) {
        ex.log.warn(
          { route: ex.route, upstreamStatus: statusCode, notes: out.notes.map((n) => n.code) },
          'upstream sent a body labelled JSON that is not valid JSON; passed through untouched',
        );
      } else if (out.body !== text) {
        // Written as the string it is: encoding it into a new Buffer first measured slower.
        payload = out.body;
      }
      warnings.push(...this.losses(out.lossy, 'response', ex));
    }
    this.metrics.translationOf.response.observe(Number(process.hrtime.bigint() - t0) / 1e9);
    const length = typeof payload === 'string' ? Buffer.byteLength(payload, 'utf8') : payload.length;
    const outHeaders = responseHeaders(headers, { length });
    addWarnings(outHeaders, warnings);
    res.writeHead(statusCode, outHeaders);
    res.end(payload, 'utf8');
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
    if (code !== undefined && TIMEOUT_CODES.has(code)) {
      return upstreamTimeout(this.options.limits.upstreamTimeout, error);
    }
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
    sendError(res, failure, failure.status === 413 || !req.complete);
  }

  private record(req: IncomingMessage, res: ServerResponse, ex: Exchange, started: bigint): void {
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    const status = res.writableFinished ? res.statusCode : 499;
    const clientVersion = ex.clientVersion === undefined ? 'none' : String(ex.clientVersion);
    this.metrics.requests.inc({ route: ex.route, client_version: clientVersion, status });
    this.metrics.duration.observe({ route: ex.route, client_version: clientVersion }, seconds);
    // Checked first: below the level, the access line costs nothing, not even the request's child logger.
    if (!this.logger.isLevelEnabled('info')) return;
    ex.log.info(
      {
        method: req.method,
        route: ex.route,
        clientVersion: ex.clientVersion,
        status,
        upstreamStatus: ex.upstreamStatus,
        lossy: ex.lossy || undefined,
        ms: Math.round(seconds * 1e5) / 100,
      },
      'request',
    );
  }
}

/** Only origin-form targets under the base path: no authority, no dot segments, no backslashes. */
function checkPath(path: string): void {
  if (!path.startsWith('/') || path.startsWith('//')) {
    throw badRequestTarget(
      'only origin-form request targets (/path?query) are forwarded; the upstream is fixed by configuration',
    );
  }
  if (path.includes('\\')) throw badRequestTarget('backslashes are not allowed in the path');
  for (const segment of path.split('/')) {
    if (/^(\.|%2e){1,2}$/i.test(segment)) {
      throw badRequestTarget('dot segments ("." and "..") are not allowed in the path');
    }
  }
}

function parseVersion(value: string | undefined, where: string): Version {
  try {
    return toVersion(value);
  } catch {
    throw badVersion(
      `${where} names version "${String(value).slice(0, 20)}"; supported versions are 4, 5 and 6`,
    );
  }
}

function addWarnings(headers: OutgoingHttpHeaders, warnings: string[]): void {
  if (warnings.length === 0) return;
  const existing = headers.warning;
  const list =
    existing === undefined ? [] : Array.isArray(existing) ? existing.map(String) : [String(existing)];
  (headers as Record<string, string[]>).warning = [...list, ...warnings];
}

function describe(error: unknown): string | undefined {
  if (error === undefined) return undefined;
  if (error instanceof Error) return (error as NodeJS.ErrnoException).code ?? error.message;
  return String(error);
}

/**
 * Pipes with backpressure, like `stream.pipeline` but without its per-call AbortController (whose abort
 * builds a DOMException for every response). Resolves when done; `onBreak` hears of an early end.
 */
function streamThrough(
  source: Readable,
  target: Writable,
  onBreak: (error: unknown, clientGone: boolean) => void,
): Promise<void> {
  return new Promise((resolve) => {
    let settled = false;
    const settle = (error?: unknown, clientGone = false): void => {
      if (settled) return;
      settled = true;
      if (error !== undefined) {
        onBreak(error, clientGone);
        source.destroy();
        target.destroy();
      }
      resolve();
    };
    source.on('error', (error) => settle(error));
    target.on('error', (error) => settle(error, true));
    target.once('finish', () => settle());
    target.once('close', () => {
      if (!target.writableFinished) settle(new Error('the client closed the connection'), true);
    });
    source.pipe(target);
  });
}
