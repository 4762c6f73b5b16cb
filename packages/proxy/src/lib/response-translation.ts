import type { IncomingHttpHeaders } from 'node:http';
import type { Allocate, Loss, ResponseRoute } from '@compliance-migrate/rename-map';
import { responseTooLarge, upstreamBadEncoding } from '../errors.js';
import { utf8Body, withBom } from './body-text.js';
import { decodeBody, isDecodable } from './decode.js';
import { headerValue, isJsonContentType } from './headers.js';
import type { VersionPair } from './version-pair.js';

/**
 * Response translation, one copy for both the reverse proxy (server/forward.ts) and the in-process
 * interceptor (interceptor/translation.ts): whether a response is translated, how its body is decoded and
 * rewritten, which headers go with a rewritten body, and how `Warning` values are merged.
 */

/** A response body passed on untranslated although its endpoint changes: why, for the caller to count. */
export interface Untranslated {
  reason: 'encoding' | 'not-utf8' | 'not-json';
  /** Why, in words: the text of the `Warning` value (see `untranslatedWarning`) and of the log line. */
  why: string;
}

/** The upstream response, as far as the decision to translate needs it. */
export interface ResponseHead {
  /** The client's request method (a `HEAD` answer has no body to translate). */
  requestMethod: string;
  /** The response side of the endpoint called upstream (`VersionPair.responseRoute`): whether its body changes. */
  route: ResponseRoute;
  status: number;
  headers: IncomingHttpHeaders;
}

/**
 * Whether the response body must be buffered and translated: a JSON body of an endpoint whose body changes,
 * on a response that has one. A coding the proxy cannot undo passes it on untranslated, said in `untranslated`.
 */
export function responseDecision(
  pair: VersionPair,
  head: ResponseHead,
): { translate: boolean; untranslated?: Untranslated } {
  const { status, headers } = head;
  const translate =
    !pair.identity &&
    head.requestMethod !== 'HEAD' &&
    status >= 200 &&
    status !== 204 &&
    status !== 304 &&
    isJsonContentType(headers['content-type']) &&
    head.route.changes;
  if (!translate) return { translate: false };
  const encoding = headers['content-encoding'];
  if (isDecodable(encoding)) return { translate: true };
  const why = `content-encoding ${String(encoding).slice(0, 40)} cannot be decoded`;
  return { translate: false, untranslated: { reason: 'encoding', why } };
}

/** Whether a response's declared length is already over the translation limit (refused before reading). */
export function declaredTooLarge(headers: IncomingHttpHeaders, limit: number): boolean {
  return Number(headerValue(headers['content-length']) ?? 0) > limit;
}

/** A buffered response body after translation. */
export type TranslatedBody =
  /** Not UTF-8: sent as the upstream sent it (never turned into U+FFFD), its headers unchanged. */
  | { kind: 'as-sent'; untranslated: Untranslated }
  | {
      kind: 'translated';
      /** The body for the client, identity-coded; a string is UTF-8 text. */
      body: Uint8Array | string;
      /** Its length in bytes, for `Content-Length`. */
      length: number;
      /** Memory from `allocate` that the body occupies, to give back once it is sent; else undefined. */
      allocated?: Uint8Array;
      lossy: Loss[];
      untranslated?: Untranslated;
    };

/**
 * Decodes (gzip, deflate, br; bounded by `limit`) and translates a buffered JSON response body of status
 * `status` (which picks the changes that apply) under its endpoint's `route`: bytes in,
 * bytes out where the WebAssembly rewriter can, else through text. Throws `ProxyError`s for a body over
 * `limit` once decoded and for a coding that does not decode.
 */
export function translateResponseBody(
  route: ResponseRoute,
  status: number,
  raw: Buffer,
  encoding: string | string[] | undefined,
  limit: number,
  allocate?: Allocate,
): TranslatedBody {
  let decoded: Buffer;
  try {
    decoded = decodeBody(raw, encoding, limit);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE')
      throw responseTooLarge(limit, error);
    throw upstreamBadEncoding(headerValue(encoding) ?? 'identity', error);
  }
  const utf8 = utf8Body(decoded);
  if (!utf8) {
    return {
      kind: 'as-sent',
      untranslated: { reason: 'not-utf8', why: 'the body is not valid UTF-8' },
    };
  }
  // Checked as UTF-8 just above: the rewriter need not check again.
  const fast = route.bytes(utf8.content, status, allocate, true);
  if (fast !== undefined) {
    const body = withBom(fast.body, utf8.bom);
    return {
      kind: 'translated',
      body,
      length: body.length,
      allocated: fast.changed && !utf8.bom && allocate !== undefined ? fast.body : undefined,
      lossy: [],
    };
  }
  const text = utf8.content.toString('utf8');
  const out = route.text(text, status);
  if (out.notes.some((n) => n.code === 'not-json')) {
    return {
      kind: 'translated',
      body: decoded,
      length: decoded.length,
      lossy: out.lossy,
      untranslated: { reason: 'not-json', why: 'body labelled JSON is not valid JSON' },
    };
  }
  if (out.body === text)
    return { kind: 'translated', body: decoded, length: decoded.length, lossy: out.lossy };
  // Kept as the string it is: encoding it into a new Buffer first measured slower on the proxy's socket.
  const body = withBom(out.body, utf8.bom);
  const length = typeof body === 'string' ? Buffer.byteLength(body, 'utf8') : body.length;
  return { kind: 'translated', body, length, lossy: out.lossy };
}

/** Headers that describe the upstream's bytes and are wrong once the body is rewritten (decoded, re-framed). */
export const REWRITE_DROPS: readonly string[] = [
  'content-length',
  'content-encoding',
  'content-md5',
  'etag',
  'digest',
  'content-digest',
  'transfer-encoding',
];

/** The upstream's headers for a translated body of `length` bytes: a new object, the input left alone. */
export function rewrittenHeaders(headers: IncomingHttpHeaders, length: number): IncomingHttpHeaders {
  const out: IncomingHttpHeaders = { ...headers };
  for (const name of REWRITE_DROPS) delete out[name];
  out['content-length'] = String(length);
  return out;
}

/** `headers` with `warnings` appended to its `Warning` values (a new object when any are added). */
export function withWarnings<H extends Record<string, unknown>>(headers: H, warnings: readonly string[]): H {
  if (warnings.length === 0) return headers;
  const existing = headers.warning as string | string[] | number | undefined;
  const list =
    existing === undefined ? [] : Array.isArray(existing) ? existing.map(String) : [String(existing)];
  return { ...headers, warning: [...list, ...warnings] };
}
