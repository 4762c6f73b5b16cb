/** Process exit codes shared by every command (DESIGN.md: fixed contract). */
export const ExitCode = {
  /** The command did what was asked and found nothing to report. */
  Ok: 0,
  /** The command ran, and found something: differences, failed checks, files left for manual work. */
  Findings: 1,
  /** The command could not run: bad arguments, an invalid file or configuration. */
  Usage: 2,
} as const;

export type ExitCode = (typeof ExitCode)[keyof typeof ExitCode];
