import { SingleBar } from 'cli-progress';

/**
 * A one-line progress bar of files done on a terminal stream (cli-progress: redraw throttling, cursor hiding, lines
 * cut to the terminal's width); does nothing without a stream. The caller passes a stream only when it is a terminal
 * the user watches, so the bar draws on any stream it is given.
 */
export class Progress {
  readonly #bar: SingleBar | undefined;

  constructor(stream: NodeJS.WritableStream | undefined, total: number) {
    if (!stream) return;
    this.#bar = new SingleBar({
      stream,
      format: '[{bar}] {value}/{total} files',
      barsize: 30,
      barCompleteChar: '#',
      barIncompleteChar: '.',
      fps: 10,
      noTTYOutput: true,
      notTTYSchedule: 100,
      clearOnComplete: true,
      hideCursor: true,
    });
    this.#bar.start(total, 0);
  }

  /** Sets the number of files done. */
  tick(done: number): void {
    this.#bar?.update(done);
  }

  /** Draws the last state and clears the line. */
  end(): void {
    this.#bar?.stop();
  }
}
