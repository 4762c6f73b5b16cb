import type { ChangeMap } from '@compliance-migrate/rename-map';
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

/** Parses a --from/--to value as a version, or fails naming the option. */
export function versionOption(name: string, value: unknown): 4 | 5 | 6 {
  const n = Number(value);
  if (n === 4 || n === 5 || n === 6) return n;
  throw new UsageError(`--${name} must be 4, 5 or 6 (got ${JSON.stringify(value)}).`);
}
