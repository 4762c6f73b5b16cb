/**
 * A one-line progress display on a terminal, redrawn at most every 200 ms; silent when not interactive.
 *
 * Hand-written, unlike the codemod's bar (cli-progress): `translate` counts a stream of unknown length, so there is
 * no total and no bar, only a line of counts read from an object the NDJSON transform updates; a progress library
 * would need this same timer to feed it and would draw nothing more.
 */
export class ProgressLine {
  private timer: NodeJS.Timeout | undefined;
  private last = '';

  constructor(
    private readonly stream: NodeJS.WritableStream,
    private readonly enabled: boolean,
    private readonly render: () => string,
  ) {
    if (enabled) this.timer = setInterval(() => this.draw(), 200).unref();
  }

  private draw(): void {
    const text = this.render();
    this.stream.write(`\r${text}${' '.repeat(Math.max(0, this.last.length - text.length))}`);
    this.last = text;
  }

  /** Draws the final state and moves to a new line. */
  done(): void {
    if (!this.timer) return;
    clearInterval(this.timer);
    this.draw();
    this.stream.write('\n');
  }
}

/** `1.5 MB`-style sizes. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
