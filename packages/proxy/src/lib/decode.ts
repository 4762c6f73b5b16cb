import { brotliDecompressSync, gunzipSync, inflateRawSync, inflateSync } from 'node:zlib';

/** Content codings the proxy can undo before translating. */
export function isDecodable(encoding: string | undefined): boolean {
  const e = normalise(encoding);
  return e === '' || e === 'identity' || e === 'gzip' || e === 'x-gzip' || e === 'deflate' || e === 'br';
}

/**
 * Decodes a buffered body, never producing more than `maxOutput` bytes (a zip bomb throws a `RangeError`).
 * Throws on a corrupt stream; callers turn that into a spec-shaped 502.
 */
export function decodeBody(body: Buffer, encoding: string | undefined, maxOutput: number): Buffer {
  const options = { maxOutputLength: Math.max(1, maxOutput) };
  switch (normalise(encoding)) {
    case '':
    case 'identity':
      return body;
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
      throw new Error(`unsupported content-encoding "${encoding}"`);
  }
}

function normalise(encoding: string | undefined): string {
  return (encoding ?? '').trim().toLowerCase();
}
