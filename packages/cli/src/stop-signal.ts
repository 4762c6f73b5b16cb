/** SIGINT and SIGTERM turned into an AbortSignal for the commands, for as long as the CLI runs. */
export interface StopListener {
  signal: AbortSignal;
  /** Stops listening; a later signal has its default effect again. */
  dispose(): void;
}

/** What listenForStop uses of the process; tests give their own. */
export interface StopSignalHost {
  on(name: NodeJS.Signals, listener: (name: NodeJS.Signals) => void): unknown;
  off(name: NodeJS.Signals, listener: (name: NodeJS.Signals) => void): unknown;
  exit(code: number): void;
  /** Milliseconds from any fixed origin. */
  now(): number;
}

/**
 * A SIGINT this soon after the first is the same Ctrl-C seen twice: the terminal sends it to the whole group
 * and a wrapper (`pnpm exec`, `npx`, a shell script) may pass its own on. A person pressing again takes longer.
 */
export const REPEATED_SIGINT_MS = 1000;

const processHost: StopSignalHost = {
  on: (name, listener) => process.on(name, listener),
  off: (name, listener) => process.off(name, listener),
  exit: (code) => process.exit(code),
  now: () => performance.now(),
};

/**
 * Listens for SIGINT and SIGTERM. The first aborts `signal` and the command winds down (exit 130). While it does,
 * another SIGTERM is ignored (`pnpm exec` and `npx` pass one on to their child when they are stopped themselves),
 * and a second SIGINT at least REPEATED_SIGINT_MS later — Ctrl-C pressed again — ends the process at once with 130.
 */
export function listenForStop(host: StopSignalHost = processHost): StopListener {
  const controller = new AbortController();
  let firstAt = 0;
  const onSignal = (name: NodeJS.Signals): void => {
    if (!controller.signal.aborted) {
      firstAt = host.now();
      controller.abort(new Error(`stopped by ${name}`));
    } else if (name === 'SIGINT' && host.now() - firstAt >= REPEATED_SIGINT_MS) host.exit(130);
  };
  host.on('SIGINT', onSignal);
  host.on('SIGTERM', onSignal);
  return {
    signal: controller.signal,
    dispose: () => {
      host.off('SIGINT', onSignal);
      host.off('SIGTERM', onSignal);
    },
  };
}
