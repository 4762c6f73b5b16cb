/** A path's segments up to and including a version segment (`/api/v4`, `/compliance/v5`), before more segments. */
const VERSION_BASE = /^(?:\/[^/]+)*?\/v\d+(?=\/)/;

/**
 * What follows the service's base when a path holds one (`/api/v4/records` → `/records`): a base written again in
 * a path meant to start below it. Undefined when the path has no version segment followed by more.
 */
export function belowVersionBase(path: string): string | undefined {
  const base = VERSION_BASE.exec(path);
  return base ? path.slice(base[0].length) : undefined;
}
