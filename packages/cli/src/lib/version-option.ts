import { parseVersion, versionList, type Version } from '@compliance-migrate/rename-map/versions';
import { UsageError } from '../usage-error.js';

/** Parses a version option's value (`5`, `"5"` or `"v5"`) as a version, or fails naming the option. */
export function versionOption(name: string, value: unknown): Version {
  try {
    return parseVersion(value);
  } catch {
    throw new UsageError(`--${name} must be ${versionList('or')} (got ${JSON.stringify(value)}).`);
  }
}

/**
 * A yargs option that takes a version: read as text (so `--from v5` reaches the parser instead of becoming NaN)
 * and coerced by {@link versionOption}, so the command's arguments hold a {@link Version}.
 */
export function versionFlag(
  name: string,
  describe: string,
): { type: 'string'; describe: string; coerce: (value: unknown) => Version } {
  return { type: 'string', describe, coerce: (value: unknown) => versionOption(name, value) };
}

/** Parses a port option's value (`0` to `65535`, 0 picks a free one), or fails naming the option. */
export function portOption(name: string, value: unknown): number {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  const port = /^\d{1,5}$/.test(text) ? Number(text) : Number.NaN;
  if (port >= 0 && port <= 65535) return port;
  throw new UsageError(`--${name} must be a port number 0–65535 (got ${JSON.stringify(value)}).`);
}
