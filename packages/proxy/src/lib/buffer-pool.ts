/**
 * Reusable memory for translated response bodies. A body written as a Buffer goes to the socket without a
 * copy (a string is copied and, with the headers, joined first); taking it from here spares a new
 * ArrayBuffer per response. A buffer goes back once the response has finished, when the socket no longer
 * reads it.
 */
export class BufferPool {
  private readonly free: Buffer[] = [];
  /** The slabs handed out, by their memory: the same Buffer goes back to `free`, none is made per return. */
  private readonly slabs = new WeakMap<ArrayBufferLike, Buffer>();

  constructor(
    /** Bodies up to this size are served from the pool; larger ones get a buffer of their own. */
    readonly slabSize = 64 * 1024,
    /** At most this many idle slabs are kept. */
    readonly maxFree = 64,
  ) {}

  /** A buffer of exactly `size` bytes: the start of a pooled slab when it fits, else a new buffer. */
  take(size: number): Buffer {
    if (size > this.slabSize) return Buffer.allocUnsafe(size);
    let slab = this.free.pop();
    if (slab === undefined) {
      slab = Buffer.allocUnsafeSlow(this.slabSize);
      this.slabs.set(slab.buffer, slab);
    }
    return slab.subarray(0, size);
  }

  /** Returns a buffer from {@link take} to the pool; anything else is left to the garbage collector. */
  give(buffer: Uint8Array): void {
    const slab = this.slabs.get(buffer.buffer);
    if (slab === undefined || this.free.length >= this.maxFree) return;
    this.free.push(slab);
  }
}
