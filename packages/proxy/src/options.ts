import { parseVersion, versionList, type ChangeMap, type Version } from '@compliance-migrate/rename-map';
import type { Logger } from 'pino';
import type { Dispatcher } from 'undici';
import { ProxyConfigError } from './errors.js';

/** Size and time limits; every one has a default. */
export interface ProxyLimits {
  /** Largest request body accepted, in bytes (413 beyond). Default 10 MiB. */
  maxRequestBody?: number;
  /** Largest JSON response translated, in bytes after decoding (502 beyond). Default 20 MiB. */
  maxTranslatableResponse?: number;
  /** Time the upstream may take to send its headers, and between two body chunks, in ms. Default 30 s. */
  upstreamTimeout?: number;
  /** Time to open a connection to the upstream, in ms. Default 5 s. */
  upstreamConnectTimeout?: number;
  /** Time the upstream may take to send its response headers, in ms. Default: `upstreamTimeout`. */
  upstreamHeadersTimeout?: number;
  /** Longest silence between two chunks of the upstream's body, in ms. Default: `upstreamTimeout`. */
  upstreamBodyTimeout?: number;
  /** Time a client may take to send its request headers, in ms (Node's `headersTimeout`). Default 15 s. */
  clientHeadersTimeout?: number;
  /** Time a client may take to send its whole request, in ms (Node's `requestTimeout`). Default 60 s. */
  clientRequestTimeout?: number;
  /** Longest silence between two chunks of a request body, in ms (408 beyond). Default 15 s. */
  clientBodyIdleTimeout?: number;
  /** How long an idle keep-alive client connection stays open, in ms; above a load balancer's 60 s. Default 65 s. */
  keepAliveTimeout?: number;
  /** Upstream requests in flight at once (and upstream connections). Default 256. */
  maxUpstreamRequests?: number;
  /** Requests, their bodies complete, that may wait for an upstream slot (503 beyond). Default 1024. */
  maxQueuedRequests?: number;
  /** Longest wait for an upstream slot, in ms (503 beyond). Default 10 s. */
  queueTimeout?: number;
}

/** How a client picks its version when the proxy serves clients of several versions at once. */
export interface VersionSelection {
  /** `/v4/categories` selects version 4 and forwards `/categories`. Default true. */
  pathPrefix?: boolean;
  /** A request header naming the version, e.g. `X-Api-Version: 4`; `false` to ignore it. Default `x-api-version`. */
  header?: string | false;
}

export interface ProxyOptions {
  /** The upstream's base URL, its version path included: `http://127.0.0.1:8080/api/v6`. */
  upstream: string | URL;
  /** The API version the upstream speaks (one of `VERSIONS`). */
  upstreamVersion: number;
  /** Version of clients that do not select one. Default: the upstream version (no translation). */
  clientVersion?: number;
  /** Where to listen (for `startProxy`). Default 127.0.0.1, port 0 (any free port). */
  host?: string;
  port?: number;
  /** The change map; or `overlays` to load the built-in map with these overlay files (`startProxy` only). */
  map?: ChangeMap;
  overlays?: string[];
  limits?: ProxyLimits;
  versionSelection?: VersionSelection;
  /** Set false to forward without translating (benchmark floor). Default true. */
  translate?: boolean;
  /** A pino logger; redaction of tokens is added to it. Default: JSON lines on stdout. */
  logger?: Logger;
  /** The undici dispatcher used for upstream calls. Default: a keep-alive Agent owned by the proxy. */
  dispatcher?: Dispatcher;
  /** Probe the upstream in /readyz (a HEAD of the base URL, any HTTP answer counts). Default true. */
  readinessProbe?: boolean;
  /** Collect Node's default process metrics into the proxy registry. Default true. */
  defaultMetrics?: boolean;
}

/** Options with defaults applied and values checked. */
export interface ResolvedOptions {
  upstream: URL;
  /** Upstream base path without a trailing slash (`/api/v6`, or `` for the root). */
  basePath: string;
  upstreamVersion: Version;
  clientVersion: Version;
  host: string;
  port: number;
  limits: Required<ProxyLimits>;
  /** How often Node checks client connections for `clientHeadersTimeout`/`clientRequestTimeout`, in ms. */
  connectionsCheckingInterval: number;
  pathPrefix: boolean;
  versionHeader: string | undefined;
  translate: boolean;
  readinessProbe: boolean;
}

export const DEFAULT_LIMITS: Required<ProxyLimits> = {
  maxRequestBody: 10 * 1024 * 1024,
  maxTranslatableResponse: 20 * 1024 * 1024,
  upstreamTimeout: 30_000,
  upstreamConnectTimeout: 5_000,
  upstreamHeadersTimeout: 30_000,
  upstreamBodyTimeout: 30_000,
  clientHeadersTimeout: 15_000,
  clientRequestTimeout: 60_000,
  clientBodyIdleTimeout: 15_000,
  keepAliveTimeout: 65_000,
  maxUpstreamRequests: 256,
  maxQueuedRequests: 1024,
  queueTimeout: 10_000,
};

/** Applies defaults and validates; throws `ProxyConfigError` naming the option and how to fix it. */
export function resolveOptions(options: ProxyOptions): ResolvedOptions {
  let upstream: URL;
  try {
    upstream = new URL(String(options.upstream));
  } catch (error) {
    throw new ProxyConfigError(
      `upstream "${String(options.upstream)}" is not a URL; give the upstream's base URL, e.g. http://127.0.0.1:8080/api/v6`,
      { cause: error },
    );
  }
  if (upstream.protocol !== 'http:' && upstream.protocol !== 'https:') {
    throw new ProxyConfigError(`upstream must be an http: or https: URL, not ${upstream.protocol}`);
  }
  if (upstream.search || upstream.hash || upstream.username || upstream.password) {
    throw new ProxyConfigError('upstream must not carry a query, fragment or credentials');
  }
  const upstreamVersion = version(options.upstreamVersion, 'upstreamVersion');
  const clientVersion =
    options.clientVersion === undefined ? upstreamVersion : version(options.clientVersion, 'clientVersion');
  const given = definedOnly(options.limits ?? {});
  // The upstream's headers and body timeouts follow `upstreamTimeout` unless given on their own.
  const upstreamTimeout = given.upstreamTimeout ?? DEFAULT_LIMITS.upstreamTimeout;
  const limits: Required<ProxyLimits> = {
    ...DEFAULT_LIMITS,
    upstreamHeadersTimeout: upstreamTimeout,
    upstreamBodyTimeout: upstreamTimeout,
    ...given,
  };
  for (const [name, value] of Object.entries(limits)) {
    if (!Number.isSafeInteger(value) || value <= 0) {
      throw new ProxyConfigError(`limits.${name} must be a positive whole number, got ${value}`);
    }
  }
  if (limits.clientHeadersTimeout > limits.clientRequestTimeout) {
    throw new ProxyConfigError(
      `limits.clientHeadersTimeout (${limits.clientHeadersTimeout}) must not exceed limits.clientRequestTimeout (${limits.clientRequestTimeout})`,
    );
  }
  const port = options.port ?? 0;
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new ProxyConfigError(`port must be a whole number from 0 to 65535, got ${port}`);
  }
  const header = options.versionSelection?.header;
  return {
    upstream,
    basePath: upstream.pathname.replace(/\/+$/, ''),
    upstreamVersion,
    clientVersion,
    host: options.host ?? '127.0.0.1',
    port,
    limits,
    // Node checks expiry on a timer (30 s by default): a quarter of the shortest client deadline, 1 s at most.
    connectionsCheckingInterval: Math.max(
      5,
      Math.min(1000, Math.floor(Math.min(limits.clientHeadersTimeout, limits.clientRequestTimeout) / 4)),
    ),
    pathPrefix: options.versionSelection?.pathPrefix ?? true,
    versionHeader: header === false ? undefined : (header ?? 'x-api-version').toLowerCase(),
    translate: options.translate ?? true,
    readinessProbe: options.readinessProbe ?? true,
  };
}

function version(value: unknown, name: string): Version {
  try {
    return parseVersion(value);
  } catch (error) {
    throw new ProxyConfigError(`${name} must be ${versionList('or')}, got ${String(value)}`, {
      cause: error,
    });
  }
}

function definedOnly<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}
