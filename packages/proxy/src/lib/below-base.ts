import type { VersionPair } from './version-pair.js';

/** A path's segments up to and including a version segment (`/api/v4`, `/compliance/v5`), then what follows. */
const VERSION_BASE = /^(?:\/[^/]+)*?\/v\d+(?=\/)/;

/**
 * For a request no endpoint matches, the request it likely meant when its path holds a known endpoint below a
 * version segment (`GET /api/v4/records` → `GET /records`): the service's base written again in the path.
 */
export function belowBase(method: string, path: string, pair: VersionPair): string | undefined {
  const base = VERSION_BASE.exec(path);
  if (!base) return undefined;
  const rest = path.slice(base[0].length);
  return pair.request(method, rest, '', undefined).route === 'unmatched' ? undefined : `${method} ${rest}`;
}
