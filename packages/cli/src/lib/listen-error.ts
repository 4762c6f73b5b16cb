import { CommandError } from '../command-error.js';

const REASONS: Record<string, string> = {
  EADDRINUSE: 'is already in use (another process listens there)',
  EACCES: 'needs privileges (ports below 1024 do on most systems)',
  EADDRNOTAVAIL: 'is not an address of this machine',
};

/**
 * A failure to listen, as a message that says what to do instead of Node's `listen EADDRINUSE`; `undefined` when
 * `error` is not such a failure. `option` names what to change, e.g. `--listen HOST:PORT`.
 */
export function listenError(error: unknown, address: string, option: string): CommandError | undefined {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  if (code === undefined || !(code in REASONS)) return undefined;
  return new CommandError(
    'ERR_CLI_LISTEN',
    `cannot listen on ${address}: it ${REASONS[code]}. Choose another with ${option}.`,
    { cause: error },
  );
}
