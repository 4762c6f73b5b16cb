import { belowVersionBase } from '@compliance-migrate/rename-map';
import type { VersionPair } from './version-pair.js';

/**
 * For a request no endpoint matches, the request it likely meant when its path holds a known endpoint below a
 * version segment (`GET /api/v4/records` → `GET /records`): the service's base written again in the path.
 */
export function belowBase(method: string, path: string, pair: VersionPair): string | undefined {
  const rest = belowVersionBase(path);
  if (rest === undefined) return undefined;
  return pair.request(method, rest, '', undefined).route === 'unmatched' ? undefined : `${method} ${rest}`;
}
