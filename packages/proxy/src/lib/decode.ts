import { brotliDecompressSync, gunzipSync, inflateRawSync, inflateSync } from 'node:zlib';

/** Content codings the proxy can undo before translating. */
const DECODABLE = new Set(['identity', 'gzip', 'x-gzip', 'deflate', 'br']);

/** At most this many codings applied one over another are undone (`gzip, gzip`); more is refused. */
const MAX_CODINGS = 4;

/** The codings of a `Content-Encoding` value in the order they were applied, `identity` left out. */
export function codings(encoding: string | string[] | undefined): string[] {
  // The common case, asked for every translated body, answered without splitting anything.
  if (encoding === undefined || encoding === 'identity') return [];
  const list = Array.isArray(encoding) ? encoding.join(',') : (encoding ?? '');
  return list
    .split(',')
    .map((c) => c.trim().toLowerCase())
    .filter((c) => c !== '' && c !== 'identity');
}

/** Whether every coding of a `Content-Encoding` value can be undone (a list such as `gzip, gzip` included). */
export function isDecodable(encoding: string | string[] | undefined): boolean {
  const list = codings(encoding);
  return list.length <= MAX_CODINGS && list.every((c) => DECODABLE.has(c));
}

/**
 * Decodes a buffered body, never producing more than `maxOutput` bytes (a zip bomb throws a `RangeError`).
 * Codings are undone last first. Throws on a corrupt stream; callers turn that into a spec-shaped error.
 */
export function decodeBody(body: Buffer, encoding: string | string[] | undefined, maxOutput: number): Buffer {
  const list = codings(encoding);
  if (list.length > MAX_CODINGS) throw new Error(`more than ${MAX_CODINGS} content codings`);
  for (let i = list.length - 1; i >= 0; i--) body = decodeOne(body, list[i]!, maxOutput);
  return body;
}

/**
 * The `Accept-Encoding` to send upstream when the response may need translating: the client's codings the
 * proxy can decode (their weights kept), or `identity` when none is left.
 */
export function decodableAcceptEncoding(accepted: string | string[] | undefined): string {
  if (accepted === undefined) return 'identity';
  // Clients send the same value request after request: the last answer is kept.
  if (accepted === lastAccepted) return lastDecodable;
  const answer = decodable(accepted);
  if (typeof accepted === 'string') {
    lastAccepted = accepted;
    lastDecodable = answer;
  }
  return answer;
}

let lastAccepted: string | undefined;
let lastDecodable = 'identity';

function decodable(accepted: string | string[]): string {
  const list = Array.isArray(accepted) ? accepted.join(',') : accepted;
  const kept: string[] = [];
  for (const item of list.split(',')) {
    const [name = '', ...params] = item.split(';').map((p) => p.trim());
    const coding = name.toLowerCase();
    const weight = params.find((p) => /^q=/i.test(p));
    if (weight !== undefined && Number(weight.slice(2)) === 0) continue;
    if (coding === '*') kept.push('gzip', 'deflate', 'br');
    else if (DECODABLE.has(coding) && coding !== 'identity')
      kept.push(weight ? `${coding};${weight}` : coding);
  }
  return kept.length === 0 ? 'identity' : [...new Set(kept)].join(', ');
}

function decodeOne(body: Buffer, coding: string, maxOutput: number): Buffer {
  const options = { maxOutputLength: Math.max(1, maxOutput) };
  switch (coding) {
    case 'gzip':
    case 'x-gzip':
      return gunzipSync(body, options);
    case 'deflate':
      // Some servers send raw deflate under this name; accept both.
      try {
        return inflateSync(body, options);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE') throw error;
        return inflateRawSync(body, options);
      }
    case 'br':
      return brotliDecompressSync(body, options);
    default:
      throw new Error(`unsupported content-encoding "${coding}"`);
  }
}
