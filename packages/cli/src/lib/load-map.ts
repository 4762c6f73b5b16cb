import type { ChangeMap } from '@compliance-migrate/rename-map';
import { CommandError } from '../command-error.js';

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
