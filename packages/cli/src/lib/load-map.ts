import type { ChangeMap } from '@compliance-migrate/rename-map';
import { parseVersion, versionList, type Version } from '@compliance-migrate/rename-map/versions';
import { CommandError } from '../command-error.js';
import { UsageError } from '../usage-error.js';

/** Loads the built-in map with overlays; a bad overlay exits 2 with the map's message. */
export async function loadMapOrFail(overlays: readonly string[] | undefined): Promise<ChangeMap> {
  // Loaded on use, so that --help and --version do not pay for the map, zod and yaml.
  const { loadChangeMap, RenameMapError } = await import('@compliance-migrate/rename-map');
  try {
    return await loadChangeMap(overlays ?? []);
  } catch (error) {
    if (error instanceof RenameMapError) throw CommandError.from(error);
    throw error;
  }
}

/** Parses a --from/--to value (`5` or `v5`) as a version, or fails naming the option. */
export function versionOption(name: string, value: unknown): Version {
  try {
    return parseVersion(value);
  } catch {
    throw new UsageError(`--${name} must be ${versionList('or')} (got ${JSON.stringify(value)}).`);
  }
}
