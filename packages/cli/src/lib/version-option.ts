import { parseVersion, VERSIONS, type Version } from '@compliance-migrate/rename-map/versions';
import { UsageError } from '../usage-error.js';

/** Versions as prose for a message or a help text: `4 or 5`, `4, 5 or 6`. */
export function versionChoices(versions: readonly Version[]): string {
  if (versions.length < 2) return versions.join('');
  return `${versions.slice(0, -1).join(', ')} or ${versions[versions.length - 1]!}`;
}

/**
 * Parses a version option's value (`5`, `"5"` or `"v5"`) as one of `allowed` (every version by default), or fails
 * naming the option and the same versions its help lists; `why` says why a version that exists is not allowed.
 */
export function versionOption(
  name: string,
  value: unknown,
  allowed: readonly Version[] = VERSIONS,
  why?: string,
): Version {
  const refused = (reason?: string): UsageError =>
    new UsageError(
      `--${name} must be ${versionChoices(allowed)} (got ${JSON.stringify(value)})${reason ? `: ${reason}` : ''}.`,
    );
  let version: Version;
  try {
    version = parseVersion(value);
  } catch {
    throw refused();
  }
  if (!allowed.includes(version)) throw refused(why);
  return version;
}

/**
 * A yargs option that takes a version: read as text (so `--from v5` reaches the parser instead of becoming NaN)
 * and coerced by {@link versionOption}, so the command's arguments hold a {@link Version}. `describe` is given the
 * allowed versions as prose, so the help and the error name the same ones.
 */
export function versionFlag(
  name: string,
  describe: string | ((choices: string) => string),
  allowed: readonly Version[] = VERSIONS,
  why?: string,
): { type: 'string'; describe: string; coerce: (value: unknown) => Version } {
  return {
    type: 'string',
    describe: typeof describe === 'string' ? describe : describe(versionChoices(allowed)),
    coerce: (value: unknown) => versionOption(name, value, allowed, why),
  };
}

/** Every pair a forward-only command takes, as prose: `4→5, 4→6, 5→6`. */
export function forwardPairs(): string {
  return VERSIONS.flatMap((from) => VERSIONS.filter((to) => to > from).map((to) => `${from}→${to}`)).join(
    ', ',
  );
}

/** Parses a port option's value (`0` to `65535`, 0 picks a free one), or fails naming the option. */
export function portOption(name: string, value: unknown): number {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  const port = /^\d{1,5}$/.test(text) ? Number(text) : Number.NaN;
  if (port >= 0 && port <= 65535) return port;
  throw new UsageError(`--${name} must be a port number 0–65535 (got ${JSON.stringify(value)}).`);
}
