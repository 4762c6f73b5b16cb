import type { Change } from '../schema/change.js';
import { parseVersion, type Since } from '../versions.js';
import { builtinChanges } from './builtin.js';
import { assertNoConflicts } from './conflicts.js';
import { validateMapFile } from './validate.js';

/** A validated set of changes: the built-in map with any overlays merged over it. */
export interface ChangeMap {
  readonly changes: readonly Change[];
  /** Files the changes came from, built-in first. */
  readonly sources: readonly string[];
  /** The migration guide's address for TODO links, when an overlay (or `--guide-url`) sets one. */
  readonly guideUrl?: string;
}

/** A parsed overlay: its file name (for messages) and its content. */
export interface OverlaySource {
  file: string;
  content: unknown;
}

let builtin: Change[] | undefined;

/** The built-in map's changes, validated once. */
export function builtinMap(): Change[] {
  builtin ??= validateMapFile({ changes: builtinChanges() }, 'built-in map');
  return builtin;
}

/** Merges overlays over the built-in map; throws on invalid entries or conflicts. */
export function createChangeMap(
  overlays: OverlaySource[] = [],
  options: { builtin?: boolean } = {},
): ChangeMap {
  const changes = [...(options.builtin === false ? [] : builtinMap())];
  for (const overlay of overlays) changes.push(...validateMapFile(overlay.content, overlay.file));
  assertNoConflicts(changes);
  const guideUrl = overlays
    .map((o) => (o.content as { guideUrl?: unknown } | null)?.guideUrl)
    .filter((u): u is string => typeof u === 'string')
    .at(-1);
  return {
    changes,
    sources: ['built-in map', ...overlays.map((o) => o.file)],
    ...(guideUrl === undefined ? {} : { guideUrl }),
  };
}

/** Checks that a value is a version (`5`, `"5"` or `"v5"`); the same as {@link parseVersion}. */
export const toVersion = parseVersion;

/** Changes of one step, introduced in `since`. */
export function changesSince(map: ChangeMap, since: Since): Change[] {
  return map.changes.filter((c) => c.since === since);
}
