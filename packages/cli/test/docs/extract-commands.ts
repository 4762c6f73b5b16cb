/** A shell command shown in a Markdown page: a line of a ```sh block, or a `$ ` prompt of a ```console block. */
export interface DocCommand {
  file: string;
  /** 1-based line of the command's first line. */
  line: number;
  /** Which code block of the page holds it (0 for the first). */
  block: number;
  /** The command as written, continuation lines (`\` at the end) included. */
  text: string;
  /** The command on one line, whitespace squeezed, a trailing `# comment` and `&` removed: the allowlists' key. */
  key: string;
  /** Written to run in the background (a trailing `&`). */
  background: boolean;
  /** The output a ```console block shows after the command (`…` where it leaves some out). */
  shown: string[];
}

const SHELL = new Set(['sh', 'bash', 'shell']);

/** Every shell command of `markdown` in page order: ```sh/bash/shell lines and ```console `$ ` prompts. */
export function extractCommands(file: string, markdown: string): DocCommand[] {
  const commands: DocCommand[] = [];
  let fence: string | undefined;
  let current: { line: number; lines: string[] } | undefined;
  let last: DocCommand | undefined;
  let block = -1;
  const finish = (): void => {
    if (current) commands.push((last = toCommand(file, current.line, block, current.lines.join('\n'))));
    current = undefined;
  };
  markdown.split('\n').forEach((raw, index) => {
    const open = /^```(\w*)\s*$/.exec(raw);
    if (fence === undefined) {
      if (open) {
        fence = open[1];
        block++;
      }
      return;
    }
    if (/^```\s*$/.test(raw)) {
      finish();
      fence = undefined;
      last = undefined;
      return;
    }
    if (current) {
      current.lines.push(raw);
      if (!raw.trimEnd().endsWith('\\')) finish();
      return;
    }
    const text = fence === 'console' ? /^\$ (.*)$/.exec(raw)?.[1] : SHELL.has(fence) ? raw : undefined;
    if (fence === 'console' && text === undefined && last && raw.trim() !== '') last.shown.push(raw);
    if (text === undefined || text.trim() === '' || text.trimStart().startsWith('#')) return;
    current = { line: index + 1, lines: [text] };
    if (!text.trimEnd().endsWith('\\')) finish();
  });
  return commands;
}

function toCommand(file: string, line: number, block: number, text: string): DocCommand {
  const oneLine = text
    .replace(/\\\n/g, ' ')
    .replace(/\s+#\s[^'"]*$/, '')
    .replace(/\s+/g, ' ')
    .trim();
  const background = oneLine.endsWith(' &');
  const key = background ? oneLine.slice(0, -2).trim() : oneLine;
  return {
    file,
    line,
    block,
    text: background ? text.replace(/\s*&\s*$/, '') : text,
    key,
    background,
    shown: [],
  };
}

/**
 * Whether `output` holds the `shown` line: whitespace runs and numbers may differ (timings, dates, counts are
 * allowed to), `…` stands for anything, and the line must match a whole output line.
 */
export function showsLine(output: string, shown: string): boolean {
  const pattern = shown
    .trim()
    .split(/(…|\d+(?:\.\d+)?|\s+)/)
    .map((part) =>
      part === '…'
        ? '.*'
        : /^\d/.test(part)
          ? '\\d+(?:\\.\\d+)?'
          : /^\s+$/.test(part)
            ? '\\s+'
            : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('');
  const regex = new RegExp(`^${pattern}$`);
  return output.split('\n').some((line) => regex.test(line.trim()));
}
