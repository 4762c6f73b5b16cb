import type { IncomingHttpHeaders } from 'node:http';
import { isHopByHop, withConnectionNamed } from './headers.js';
import { REWRITE_DROPS } from './response-translation.js';

const REWRITTEN: ReadonlySet<string> = new Set(REWRITE_DROPS);

/** A flat `[name, value, name, value, …]` header list, as `res.writeHead` takes it. */
export type HeaderList = (string | string[])[];

/**
 * The client's response headers, built in one pass over the upstream's: hop-by-hop ones and those its
 * `Connection` header names removed; when the body was rewritten (`length` given), the headers describing
 * the upstream's bytes removed and `Content-Length` set to `length`; `warnings` appended to its `Warning`
 * values; `X-Request-Id` set to `requestId` unless the upstream sent one. Given to a response with no
 * header set yet, Node writes the list as it is, without building its header map (issue 24).
 */
export function responseHeadList(
  headers: IncomingHttpHeaders,
  requestId: string,
  warnings: readonly string[],
  length?: number,
): HeaderList {
  const named = withConnectionNamed(headers);
  const out: HeaderList = headers['x-request-id'] === undefined ? ['x-request-id', requestId] : [];
  let warning: string | string[] | undefined;
  for (const name in headers) {
    const value = headers[name];
    if (value === undefined || isHopByHop(name) || named.has(name)) continue;
    if (length !== undefined && REWRITTEN.has(name)) continue;
    if (name === 'warning' && warnings.length > 0) warning = value;
    else out.push(name, value);
  }
  if (length !== undefined) out.push('content-length', String(length));
  if (warnings.length > 0) {
    const existing = warning === undefined ? [] : Array.isArray(warning) ? warning : [warning];
    out.push('warning', [...existing, ...warnings]);
  }
  return out;
}
