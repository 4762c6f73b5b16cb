import { UnsupportedVersionError } from './errors.js';

/**
 * Every version of the API, oldest first. The one place the tools learn which versions exist: types, schemas,
 * steps and messages below are all derived from it.
 */
export const VERSIONS = [4, 5, 6] as const;
/** A version of the API. */
export type Version = (typeof VERSIONS)[number];
/** A version some change was introduced in: any but the first (its step is `previousVersion(since) → since`). */
export type Since = Exclude<Version, (typeof VERSIONS)[0]>;

/** The oldest and the newest version. */
export const FIRST_VERSION: Version = VERSIONS[0];
export const LATEST_VERSION: Version = VERSIONS[VERSIONS.length - 1]!;
/** Every version that introduces changes, oldest first. */
export const SINCE_VERSIONS = VERSIONS.slice(1) as readonly Since[];

/** The versions as prose, e.g. `4, 5 and 6` (or `4, 5 or 6`), for messages. */
export function versionList(conjunction: 'and' | 'or' = 'and'): string {
  return `${VERSIONS.slice(0, -1).join(', ')} ${conjunction} ${LATEST_VERSION}`;
}

/** Whether a value is a version (a number, not a text). */
export function isVersion(value: unknown): value is Version {
  return (VERSIONS as readonly unknown[]).includes(value);
}

/** Whether a version introduces changes (is not the first). */
export function isSince(version: Version): version is Since {
  return version !== FIRST_VERSION;
}

/**
 * Reads a version from a number or a text such as `"5"` or `"v5"` (as in flags, paths and headers); throws
 * UnsupportedVersionError, naming the supported versions, otherwise.
 */
export function parseVersion(value: unknown): Version {
  const text = typeof value === 'string' ? value.trim().replace(/^v/i, '') : undefined;
  const n = text === undefined ? value : /^\d+$/.test(text) ? Number(text) : Number.NaN;
  if (isVersion(n)) return n;
  throw new UnsupportedVersionError(value, versionList('or'));
}

/** The version after `version`, or undefined for the latest. */
export function nextVersion(version: Version): Since | undefined {
  const next = VERSIONS[VERSIONS.indexOf(version) + 1];
  return next === undefined ? undefined : (next as Since);
}

/** The version before `version`, or undefined for the first. */
export function previousVersion(version: Since): Version;
export function previousVersion(version: Version): Version | undefined;
export function previousVersion(version: Version): Version | undefined {
  return VERSIONS[VERSIONS.indexOf(version) - 1];
}

/** The steps (by the version each introduces) crossed going from one version to another, in the order taken. */
export function stepsBetween(from: Version, to: Version): Since[] {
  if (from <= to) return SINCE_VERSIONS.filter((v) => v > from && v <= to);
  return SINCE_VERSIONS.filter((v) => v <= from && v > to).reverse();
}
