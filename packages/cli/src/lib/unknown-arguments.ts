import { closest } from '@compliance-migrate/proxy/settings';

/**
 * yargs' `Unknown argument(s): …` message with the closest known option after each misspelt one
 * (`Unknown argument: fromat (did you mean --format?)`), and without the camelCase twin yargs adds for a
 * kebab-case name; any other message is returned as it is. `known` holds the command's option names.
 */
export function suggestOptions(message: string, known: readonly string[]): string {
  const match = /^(Unknown arguments?): (.+)$/.exec(message);
  if (!match) return message;
  const names = match[2]!.split(', ');
  const kebab = (name: string): string => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
  const unique = names.filter((name) => !(/[A-Z]/.test(name) && names.includes(kebab(name))));
  const options = known.filter((name) => name.length > 1);
  const described = unique.map((name) => {
    const suggestion = closest(name, options);
    return suggestion ? `${name} (did you mean --${suggestion}?)` : name;
  });
  return `${unique.length === 1 ? 'Unknown argument' : 'Unknown arguments'}: ${described.join(', ')}`;
}
