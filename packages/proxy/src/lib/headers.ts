import type { IncomingHttpHeaders } from 'node:http';

/** Hop-by-hop headers (RFC 9110 §7.6.1) and others a proxy must not forward as they are. */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  // Set by undici from the configured upstream or from the body; never taken from the client.
  'host',
  'expect',
  'http2-settings',
]);

/**
 * Headers the proxy reads to decide what to do (company context, body type and coding, framing): a
 * `Connection` header naming one of them does not remove it after the proxy relied on it.
 */
const RELIED_ON = new Set([
  'x-company-context',
  'content-type',
  'content-encoding',
  'content-length',
  'accept-encoding',
  'x-request-id',
]);

/**
 * Copies headers without hop-by-hop ones and without those the `Connection` header names, except the
 * headers the proxy relies on.
 */
export function forwardableHeaders(
  headers: IncomingHttpHeaders,
  drop: ReadonlySet<string> = NONE,
): Record<string, string | string[]> {
  const named = withConnectionNamed(headers, drop);
  const out: Record<string, string | string[]> = {};
  for (const name in headers) {
    const value = headers[name];
    if (value === undefined || HOP_BY_HOP.has(name) || named.has(name)) continue;
    out[name] = value;
  }
  return out;
}

/** Whether a header is hop-by-hop (or otherwise never forwarded as it came). */
export function isHopByHop(name: string): boolean {
  return HOP_BY_HOP.has(name);
}

/**
 * `drop` plus the headers the `Connection` header names, except those the proxy relies on. On every
 * request: no Set is built unless a `Connection` header names others to drop.
 */
export function withConnectionNamed(
  headers: IncomingHttpHeaders,
  drop: ReadonlySet<string> = NONE,
): ReadonlySet<string> {
  let named = drop;
  const connection = headers.connection;
  if (typeof connection === 'string') {
    for (const token of connection.split(',')) {
      const name = token.trim().toLowerCase();
      if (RELIED_ON.has(name) || HOP_BY_HOP.has(name) || named.has(name)) continue;
      if (named === drop) named = new Set(drop);
      (named as Set<string>).add(name);
    }
  }
  return named;
}

const NONE: ReadonlySet<string> = new Set();

/** The first value of a header, lower-cased names. */
export function headerValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** Whether a content type is JSON: `application/json` or any `+json` suffix type. */
export function isJsonContentType(value: string | string[] | undefined): boolean {
  if (value === 'application/json' || value === 'application/json; charset=utf-8') return true;
  const type = headerValue(value)?.split(';', 1)[0]?.trim().toLowerCase();
  if (!type) return false;
  return type === 'application/json' || (type.startsWith('application/') && type.endsWith('+json'));
}
