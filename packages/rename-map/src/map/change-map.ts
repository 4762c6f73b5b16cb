import { UnsupportedVersionError } from '../errors.js';
import type { Change, Version } from '../schema/change.js';
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
  let changes = [...(options.builtin === false ? [] : builtinMap())];
  for (const overlay of overlays) {
    const own = validateMapFile(overlay.content, overlay.file);
    changes = withoutRestatedMoves(changes, own);
    changes.push(...own);
  }
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

/**
 * The built-in map assumes the name of the body field a documented move takes (the spec does not show it); an
 * overlay `endpoint.moved` with the same from and to states the tenant's and takes the built-in entry's place.
 * Only built-in entries give way: two overlays that move the same endpoint still conflict.
 */
function withoutRestatedMoves(changes: Change[], overlay: Change[]): Change[] {
  const key = (c: Change): string | undefined =>
    c.kind === 'endpoint.moved'
      ? `${c.since} ${c.from.method} ${c.from.path} ${c.to.method} ${c.to.path}`
      : undefined;
  const restated = new Set(overlay.map(key).filter((k) => k !== undefined));
  const builtins = new Set(builtin ?? []);
  return changes.filter((c) => !builtins.has(c) || !restated.has(key(c) ?? ''));
}

/** Checks that a value is one of the versions 4, 5, 6. */
export function toVersion(value: unknown): Version {
  const n = typeof value === 'string' ? Number(value) : value;
  if (n === 4 || n === 5 || n === 6) return n;
  throw new UnsupportedVersionError(value);
}

/** Changes of one step, introduced in `since`. */
export function changesSince(map: ChangeMap, since: 5 | 6): Change[] {
  return map.changes.filter((c) => c.since === since);
}
