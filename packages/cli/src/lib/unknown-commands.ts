/** Where the parser stands: the command words matched so far, and the commands one more word could name. */
export interface CommandLevel {
  /** The matched command words (`[]` at the top, `['map']` under `map`). */
  path: readonly string[];
  /** The names of the commands at this level (`check`, `codemod`, … or `show`, `validate`, `infer`). */
  names: readonly string[];
  /** The matched command's usage (`codemod <paths..>`) and its first `--help` example, when one matched. */
  usage?: string;
  example?: string;
}

/**
 * Rewrites yargs' messages about commands into ones naming what was typed and what to do: `Unknown argument:
 * frobnicate` where a command was expected, `Did you mean codemod?`, and `Not enough non-option arguments` for a
 * command run without its required positional. `words` are the positionals as given; other messages are returned
 * as they are.
 */
export function describeCommandError(message: string, level: CommandLevel, words: readonly string[]): string {
  const typed = words[level.path.length];
  const prefix = 'compliance-migrate';
  const where = [...level.path, typed].join(' ');
  const suggestion = /^Did you mean (\S+)\?$/.exec(message);
  if (suggestion && typed !== undefined) {
    return `Unknown command "${where}"; did you mean ${[...level.path, suggestion[1]].join(' ')}?`;
  }
  const unknown = /^Unknown arguments?: (.+)$/.exec(message);
  if (unknown && typed !== undefined && level.usage === undefined && unknown[1]!.split(', ')[0] === typed) {
    const of = level.path.length ? ` of ${level.path.join(' ')}` : '';
    const help = [prefix, ...level.path, '--help'].join(' ');
    return `Unknown command "${where}"; the commands${of} are ${level.names.join(', ')} (\`${help}\`).`;
  }
  if (/^Not enough non-option arguments/.test(message) && level.usage !== undefined) {
    const needs = level.usage.split(' ').filter((word) => word.startsWith('<'));
    const example = level.example ? `, e.g. ${level.example}` : '';
    return `${level.path.join(' ')} needs ${needs.join(' ')} before its options: ${prefix} ${level.usage}${example}.`;
  }
  return message;
}
