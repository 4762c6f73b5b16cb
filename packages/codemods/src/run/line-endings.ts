/**
 * `after` with the line endings of `before`: when every line of `before` ends in CRLF, the lines the run inserted
 * (which end in LF) end in CRLF too; a file of LF or mixed endings is given back as it is.
 */
export function withLineEndingsOf(before: string, after: string): string {
  const lines = before.split('\n').length - 1;
  if (lines === 0 || (before.match(/\r\n/g)?.length ?? 0) !== lines) return after;
  return after.replace(/(?<!\r)\n/g, '\r\n');
}
