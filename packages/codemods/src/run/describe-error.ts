/** A parser or transform error as one line, with the parser's position when it has one. */
export function describeError(error: unknown): string {
  if (error instanceof Error) {
    const loc = (error as { loc?: { line: number; column: number } }).loc;
    return loc && !error.message.includes(`(${loc.line}:`)
      ? `${error.message} (${loc.line}:${loc.column})`
      : error.message;
  }
  return String(error);
}
