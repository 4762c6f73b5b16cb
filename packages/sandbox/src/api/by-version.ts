import type { ApiVersion } from '../serializers/version.js';

/** Picks the value for a version: the v6 one defaults to the v5 one. */
export function byVersion<T>(version: ApiVersion, v4: T, v5: T, v6: T = v5): T {
  return version === 4 ? v4 : version === 5 ? v5 : v6;
}
