import { readFileSync } from 'node:fs';

/** The CLI package's version, for `--version`. */
export function cliVersion(): string {
  const text = readFileSync(new URL('../package.json', import.meta.url), 'utf8');
  return (JSON.parse(text) as { version: string }).version;
}
