/**
 * Gathers a body's chunks into one buffer: one that arrives in a single chunk is kept as it is (no copy);
 * with a known length the buffer is allocated once at that size, else the chunks are joined at the end.
 */
export class BodyGather {
  private first: Buffer | undefined = undefined;
  private sized: Buffer | undefined = undefined;
  private rest: Buffer[] | undefined = undefined;
  /** Bytes gathered so far. */
  size = 0;

  /** `expected`: the declared length (Content-Length), or undefined when the body is chunked. */
  constructor(private readonly expected: number | undefined) {}

  /** Adds a chunk (kept by reference until the next one arrives). */
  add(chunk: Buffer): void {
    const at = this.size;
    this.size += chunk.length;
    if (this.first === undefined) {
      this.first = chunk;
      return;
    }
    if (this.sized === undefined && this.rest === undefined) {
      if (this.expected !== undefined && this.size <= this.expected) {
        this.sized = Buffer.allocUnsafe(this.expected);
        this.first.copy(this.sized, 0);
      } else this.rest = [this.first];
    }
    if (this.sized !== undefined && this.size <= this.sized.length) {
      chunk.copy(this.sized, at);
      return;
    }
    // More than declared (undici fails such a response; kept correct anyway): back to a list.
    if (this.rest === undefined) this.rest = [this.sized!.subarray(0, at)];
    this.sized = undefined;
    this.rest.push(chunk);
  }

  /** The whole body. */
  take(): Buffer {
    if (this.rest !== undefined) return Buffer.concat(this.rest, this.size);
    if (this.sized !== undefined) return this.sized.subarray(0, this.size);
    return this.first ?? Buffer.alloc(0);
  }
}
