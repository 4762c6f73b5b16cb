/** Where a batch of log lines goes: sonic-boom's destination in `buffer` mode, or anything with the same two methods. */
export interface LineSink {
  /** Given the batch as UTF-8 bytes by {@link LineBatch} (a sink that takes text is written the same bytes). */
  write(chunk: Buffer | string): unknown;
  flushSync(): void;
}

/**
 * Gathers log lines and hands them to `sink` as one string once `batchChars` characters have gathered (or on
 * {@link flush}). Hand-written in front of sonic-boom rather than sonic-boom's own `minLength`: sonic-boom
 * measures the UTF-8 length of all its pending text on every line, which with many small access lines cost
 * more than writing them (~5.7 µs a line at 32 KB batches, issue 24's CPU profiles); here a line costs an
 * array push. A batch is handed over as bytes, encoded once: handed over as a string, sonic-boom measured it
 * twice, `fs.write` encoded it and sonic-boom encoded it again once written, ~100 µs of the event loop per
 * 32 KB batch against ~40 µs now, and less CPU per line (docs/proxy.md, "Sixth pass"). Encoding each line
 * into one buffer as it comes was tried: no hold at all, but more CPU per line (0.5 against 0.2 µs a call).
 */
export class LineBatch {
  private lines: string[] = [];
  private chars = 0;

  constructor(
    private readonly sink: LineSink,
    readonly batchChars: number,
  ) {}

  /** Adds one line (pino calls this for every log line). */
  write(line: string): boolean {
    this.lines.push(line);
    this.chars += line.length;
    if (this.chars >= this.batchChars) this.flush();
    return true;
  }

  /** Hands what has gathered to the sink as UTF-8 bytes, which it writes asynchronously. */
  flush(): void {
    if (this.lines.length === 0) return;
    const text = this.lines.join('');
    this.lines = [];
    this.chars = 0;
    this.sink.write(Buffer.from(text, 'utf8'));
  }

  /** Hands what has gathered to the sink and has it written before returning (at exit). */
  flushSync(): void {
    this.flush();
    this.sink.flushSync();
  }
}
