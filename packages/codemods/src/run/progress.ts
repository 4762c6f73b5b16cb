/** A one-line progress bar on a terminal stream; does nothing elsewhere. */
export class Progress {
  private last = 0;

  constructor(
    private readonly stream: NodeJS.WritableStream | undefined,
    private readonly total: number,
  ) {}

  tick(done: number): void {
    if (!this.stream) return;
    const now = Date.now();
    if (done < this.total && now - this.last < 100) return;
    this.last = now;
    const width = 30;
    const filled = this.total === 0 ? width : Math.round((done / this.total) * width);
    this.stream.write(`\r[${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${done}/${this.total} files`);
  }

  end(): void {
    this.stream?.write('\r\x1b[K');
  }
}
