import { randomUUID } from 'node:crypto';
import {
  createServer,
  maxHeaderSize,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { createChangeMap, loadChangeMap, type ChangeMap } from '@compliance-migrate/rename-map';
import type { Logger } from 'pino';
import { Pool, type Dispatcher } from 'undici';
import { ProxyConfigError } from '../errors.js';
import { accessLogFor } from '../lib/access-log.js';
import { createLogger, withRedaction } from '../lib/logger.js';
import { ProxyMetrics } from '../lib/metrics.js';
import { VersionPairs } from '../lib/version-pair.js';
import { resolveOptions, type ProxyOptions, type ResolvedOptions } from '../options.js';
import { Forwarder } from './forward.js';
import { rawError, sendJson } from './send.js';

/** A proxy that is not listening yet. */
export interface Proxy {
  readonly server: Server;
  readonly metrics: ProxyMetrics;
  readonly options: ResolvedOptions;
  /** The request listener, for mounting the proxy in another server. */
  handle(req: IncomingMessage, res: ServerResponse): void;
  /** Starts listening on the configured host and port. */
  listen(): Promise<RunningProxy>;
  /** Stops accepting connections, lets requests in flight finish (up to `graceMs`), then closes. */
  close(graceMs?: number): Promise<void>;
}

/** A listening proxy. */
export interface RunningProxy {
  /** `http://host:port`: the clients' base URL (add `/v4` etc. to select a version by path). */
  readonly url: string;
  readonly server: Server;
  readonly metrics: ProxyMetrics;
  close(graceMs?: number): Promise<void>;
}

/**
 * Creates the translating reverse proxy. Needs a `map` (or none for the built-in map); use `startProxy`
 * to load overlay files.
 *
 * @example
 * ```ts
 * const proxy = createProxy({ upstream: 'http://127.0.0.1:8080/api/v6', upstreamVersion: 6, clientVersion: 4 });
 * const { url, close } = await proxy.listen();
 * ```
 */
export function createProxy(options: ProxyOptions): Proxy {
  if (options.overlays?.length && !options.map) {
    throw new ProxyConfigError(
      'createProxy needs a loaded map: use startProxy, or pass map: await loadChangeMap(overlays)',
    );
  }
  const resolved = resolveOptions(options);
  const map: ChangeMap = options.map ?? createChangeMap();
  const logger: Logger = options.logger ? withRedaction(options.logger) : createLogger();
  const metrics = new ProxyMetrics({ defaultMetrics: options.defaultMetrics });
  const ownDispatcher = options.dispatcher === undefined;
  const { limits } = resolved;
  // A Pool, not an Agent: the proxy only ever calls its one upstream origin, and an Agent's per-request
  // origin lookup is work the bare forwarder it is measured against does not do.
  const dispatcher: Dispatcher =
    options.dispatcher ??
    new Pool(resolved.upstream.origin, {
      keepAliveTimeout: 10_000,
      connections: limits.maxUpstreamRequests,
      pipelining: 1,
      connect: { timeout: limits.upstreamConnectTimeout },
    });
  const forwarder = new Forwarder(
    resolved,
    new VersionPairs(map, resolved.upstreamVersion),
    dispatcher,
    metrics,
    logger,
    accessLogFor(options.logger ?? logger),
  );
  let stopping = false;

  const readiness = async (): Promise<{ ready: boolean; detail: string }> => {
    if (stopping) return { ready: false, detail: 'shutting down' };
    const { gate } = forwarder;
    if (gate.saturated) {
      return {
        ready: false,
        detail: `saturated: ${gate.inFlight} upstream requests in flight, ${gate.queued} waiting`,
      };
    }
    if (!resolved.readinessProbe) return { ready: true, detail: 'upstream configured (probe disabled)' };
    try {
      const response = await dispatcher.request({
        origin: resolved.upstream.origin,
        path: resolved.basePath || '/',
        method: 'HEAD',
        headersTimeout: 2000,
        bodyTimeout: 2000,
      });
      response.body.resume();
      // Any answer shows the upstream reachable; a 404 to HEAD on the base path is what most services give.
      return {
        ready: true,
        detail: `upstream reachable (HEAD ${resolved.basePath || '/'} answered ${response.statusCode})`,
      };
    } catch (error) {
      return {
        ready: false,
        detail: `upstream unreachable (${(error as NodeJS.ErrnoException).code ?? error})`,
      };
    }
  };

  const handle = (req: IncomingMessage, res: ServerResponse): void => {
    if (stopping) res.shouldKeepAlive = false;
    const target = req.url ?? '/';
    if (
      (req.method === 'GET' || req.method === 'HEAD') &&
      target.startsWith('/') &&
      !target.startsWith('//')
    ) {
      const path = target.split('?', 1)[0];
      if (path === '/healthz') return sendJson(res, 200, { status: 'ok' });
      if (path === '/readyz') {
        void readiness().then(({ ready, detail }) =>
          ready
            ? sendJson(res, 200, { status: 'ready', message: detail })
            : sendJson(res, 503, { error: 'not_ready', message: detail }),
        );
        return;
      }
      if (path === '/metrics') {
        void metrics.registry.metrics().then(
          (text) => {
            res.writeHead(200, { 'content-type': metrics.registry.contentType });
            res.end(text);
          },
          () => sendJson(res, 500, { error: 'metrics_unavailable' }),
        );
        return;
      }
    }
    forwarder.handle(req, res, target);
  };

  const server = createServer(
    {
      headersTimeout: limits.clientHeadersTimeout,
      requestTimeout: limits.clientRequestTimeout,
      keepAliveTimeout: limits.keepAliveTimeout,
      connectionsCheckingInterval: resolved.connectionsCheckingInterval,
    },
    handle,
  );
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Socket) => {
    if (!socket.writable || socket.destroyed) return socket.destroy();
    // A request on this connection answers for itself: refused if not yet forwarded, else its real answer.
    if (forwarder.guard.broken(socket, error.code ?? 'parse error')) return;
    // Node reports both its headers and its request deadline under this code; a request whose headers came
    // answers its own 408 (its id, access line and metrics), else the connection is answered here.
    const timedOut = error.code === 'ERR_HTTP_REQUEST_TIMEOUT';
    if (timedOut && forwarder.requestTimedOut(socket)) return;
    if (timedOut) metrics.refused.inc({ reason: 'client_timeout' });
    const [status, reason, code, message] = timedOut
      ? ([
          408,
          'Request Timeout',
          'request_timeout',
          `the request's headers did not arrive within ${limits.clientHeadersTimeout} ms (limits.clientHeadersTimeout)`,
        ] as const)
      : error.code === 'HPE_HEADER_OVERFLOW'
        ? ([
            431,
            'Request Header Fields Too Large',
            'request_headers_too_large',
            `the request's headers are larger than the ${maxHeaderSize} bytes accepted`,
          ] as const)
        : ([400, 'Bad Request', 'invalid_request', 'the request could not be parsed as HTTP/1.1'] as const);
    const reqId = randomUUID();
    logger.info({ reqId, status, err: error.code }, message);
    socket.end(rawError(status, reason, { error: code, message }, reqId));
  });
  // `Expect: 100-continue`: a body declared larger than the limit is refused before the client sends it.
  server.on('checkContinue', (req: IncomingMessage, res: ServerResponse) => {
    if (!(Number(req.headers['content-length'] ?? 0) > limits.maxRequestBody)) res.writeContinue();
    handle(req, res);
  });
  server.on('connect', (_req: IncomingMessage, socket: Socket) => {
    socket.on('error', () => {});
    socket.end(
      rawError(405, 'Method Not Allowed', {
        error: 'method_not_allowed',
        message: 'CONNECT is not forwarded',
      }),
    );
  });

  let closing: Promise<void> | undefined;
  const close = (graceMs = 10_000): Promise<void> => {
    closing ??= (async () => {
      stopping = true;
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      const idle = setInterval(() => server.closeIdleConnections(), 100);
      const timer = setTimeout(() => server.closeAllConnections(), graceMs);
      await closed;
      clearInterval(idle);
      clearTimeout(timer);
      if (ownDispatcher) await dispatcher.close().catch(() => {});
      logger.info('proxy stopped');
    })();
    return closing;
  };

  const proxy: Proxy = {
    server,
    metrics,
    options: resolved,
    handle,
    close,
    listen: () =>
      new Promise<RunningProxy>((resolve, reject) => {
        server.once('error', reject);
        server.listen(resolved.port, resolved.host, () => {
          server.off('error', reject);
          const address = server.address() as AddressInfo;
          const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
          const url = `http://${host}:${address.port}`;
          logger.info(
            {
              url,
              upstream: resolved.upstream.origin + resolved.basePath,
              upstreamVersion: resolved.upstreamVersion,
              clientVersion: resolved.clientVersion,
              translate: resolved.translate,
            },
            'proxy listening',
          );
          resolve({ url, server, metrics, close });
        });
      }),
  };
  return proxy;
}

/** Loads the map (built-in plus `overlays`) when none is given, creates the proxy and starts listening. */
export async function startProxy(options: ProxyOptions): Promise<RunningProxy> {
  const map = options.map ?? (await loadChangeMap(options.overlays ?? []));
  return createProxy({ ...options, map }).listen();
}
