/**
 * `--json -` as `--json=-`: yargs takes a lone `-` for a positional (a path to migrate), leaving the option empty.
 * Only the flags named here (`--json`, `-o`) accept `-` (stdout); any other `-` is left to the command's own reading.
 */
export function joinDashValues(argv: readonly string[], flags: readonly string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const word = argv[i]!;
    if (word === '--') return [...out, ...argv.slice(i)];
    if (argv[i + 1] === '-' && flags.includes(word)) {
      out.push(`${word}=-`);
      i++;
      continue;
    }
    out.push(word);
  }
  return out;
}
