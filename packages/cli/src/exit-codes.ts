/** Process exit codes shared by every command (DESIGN.md: fixed contract). */
export const ExitCode = {
  /** The command did what was asked and found nothing to report. */
  Ok: 0,
  /** The command ran, and found something: differences, files that failed, TODOs with --fail-on-todo. */
  Findings: 1,
  /** The command could not run: bad arguments, an invalid file or configuration, a target out of reach. */
  Usage: 2,
  /** Stopped by SIGINT or SIGTERM (128 + SIGINT's number, as shells report it). */
  Interrupted: 130,
} as const;

export type ExitCode = (typeof ExitCode)[keyof typeof ExitCode];
