import { Transform, type Readable, type TransformCallback } from 'node:stream';

/**
 * Reads a stream into one buffer, failing with `tooLarge()` past `limit` bytes. On overflow the stream is
 * destroyed (`destroy`) or drained without keeping anything (`discard`, so a reply can still be written
 * on the same connection).
 */
export function readLimited(
  stream: Readable,
  limit: number,
  tooLarge: () => Error,
  onOverflow: 'destroy' | 'discard',
): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const cleanup = (): void => {
      stream.off('data', onData);
      stream.off('end', onEnd);
      stream.off('error', onError);
      stream.off('close', onClose);
    };
    const onData = (chunk: Buffer): void => {
      size += chunk.length;
      if (size > limit) {
        cleanup();
        chunks.length = 0;
        stream.on('error', () => {});
        if (onOverflow === 'destroy') stream.destroy();
        else stream.resume();
        reject(tooLarge());
        return;
      }
      chunks.push(chunk);
    };
    const onEnd = (): void => {
      cleanup();
      // One chunk (most bodies of a few KB) is returned as it is, without a copy.
      resolve(chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks, size));
    };
    const onError = (error: Error): void => {
      cleanup();
      stream.on('error', () => {});
      reject(error);
    };
    const onClose = (): void => {
      cleanup();
      reject(Object.assign(new Error('the stream closed before its end'), { code: 'ECONNRESET' }));
    };
    stream.on('data', onData);
    stream.once('end', onEnd);
    stream.once('error', onError);
    stream.once('close', onClose);
  });
}

/** A pass-through that fails with `tooLarge()` once more than `limit` bytes went through it. */
export class LimitStream extends Transform {
  private size = 0;
  constructor(
    private readonly limit: number,
    private readonly tooLarge: () => Error,
  ) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.size += chunk.length;
    if (this.size > this.limit) callback(this.tooLarge());
    else callback(null, chunk);
  }
}
