import { isUtf8 } from 'node:buffer';

const BOM = Buffer.from([0xef, 0xbb, 0xbf]);

/** A body's bytes checked as UTF-8, its byte order mark (if any) set aside to be put back after translating. */
export interface Utf8Body {
  content: Buffer;
  bom: boolean;
}

/** The body without its BOM, or undefined when it is not valid UTF-8 (so it is never turned into U+FFFD). */
export function utf8Body(bytes: Buffer): Utf8Body | undefined {
  const bom = bytes.length >= 3 && bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf;
  const content = bom ? bytes.subarray(3) : bytes;
  return isUtf8(content) ? { content, bom } : undefined;
}

/** The byte order mark put back in front of a translated body that had one. */
export function withBom<T extends string | Uint8Array>(body: T, bom: boolean): T | Buffer {
  if (!bom) return body;
  return Buffer.concat([BOM, typeof body === 'string' ? Buffer.from(body, 'utf8') : body]);
}
