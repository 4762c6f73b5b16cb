/** SIGINT and SIGTERM turned into an AbortSignal for the commands, for as long as the CLI runs. */
export interface StopListener {
  signal: AbortSignal;
  /** Stops listening; a later signal has its default effect again. */
  dispose(): void;
}

/**
 * Listens for SIGINT and SIGTERM. The first aborts `signal` and the command winds down (exit 130). While it does,
 * another SIGTERM is ignored (`pnpm exec` and `npx` pass one on to their child when they are stopped themselves),
 * and a second SIGINT — Ctrl-C pressed again — ends the process at once with 130.
 */
export function listenForStop(): StopListener {
  const controller = new AbortController();
  const onSignal = (name: NodeJS.Signals): void => {
    if (!controller.signal.aborted) controller.abort(new Error(`stopped by ${name}`));
    else if (name === 'SIGINT') process.exit(130);
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  return {
    signal: controller.signal,
    dispose: () => {
      process.off('SIGINT', onSignal);
      process.off('SIGTERM', onSignal);
    },
  };
}
