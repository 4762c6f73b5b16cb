/** How `--help` is laid out: examples as shell lines broken only between words, never inside a URL. */

/** One example in a command's `--help`. `$0` stands for `compliance-migrate`. */
export interface HelpExample {
  command: string;
  describe: string;
}

/** The terminal's width: the output's own when it is a terminal, else `COLUMNS` (as shells export it), else none. */
export function terminalColumns(stdout: { columns?: number }, env: NodeJS.ProcessEnv): number | undefined {
  if (stdout.columns) return stdout.columns;
  const fromEnv = Number(env.COLUMNS);
  return Number.isInteger(fromEnv) && fromEnv > 0 ? fromEnv : undefined;
}

/** The width help is wrapped to: the terminal's, between 40 and 110 columns (80 when not a terminal). */
export function helpWidth(columns: number | undefined): number {
  return Math.max(40, Math.min(110, columns ?? 80));
}

/**
 * The "Examples:" section: each description, then its command after `$ `, continued with ` \` where it does not
 * fit. Commands break only between shell words (quoted strings stay whole), so a URL is never split and every
 * example can be pasted as it stands.
 */
export function renderExamples(examples: readonly HelpExample[], width: number, name: string): string {
  const lines = ['Examples:'];
  for (const example of examples) {
    lines.push(...fill(example.describe.split(' '), width, '  ', '  ', ''));
    const words = example.command.replace(/\$0/g, name).match(/(?:[^\s"']+|"[^"]*"|'[^']*')+/g) ?? [];
    lines.push(...fill(words, width, '    $ ', '        ', ' \\'), '');
  }
  return lines.join('\n').trimEnd();
}

/** Fills words into lines of at most `width` columns (a word longer than a line gets a line of its own). */
function fill(words: readonly string[], width: number, first: string, rest: string, more: string): string[] {
  const lines: string[] = [];
  let line = first;
  let empty = true;
  for (const word of words) {
    if (!empty && line.length + 1 + word.length + more.length > width) {
      lines.push(line + more);
      line = rest;
      empty = true;
    }
    line += (empty ? '' : ' ') + word;
    empty = false;
  }
  lines.push(line);
  return lines;
}
