import { InvalidMapError, MapConflictError, UnknownEndpointError, type RenameMapError } from '../errors.js';
import type { Change } from '../schema/change.js';
import { FIRST_VERSION, parseVersion, type Since, type Version } from '../versions.js';
import { EndpointCatalog, unknownEndpoints, type DeclaredEndpoint } from './endpoint-catalog.js';
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
  /** Endpoints the overlays declare beside the spec's (`endpoints:`). */
  readonly endpoints?: readonly DeclaredEndpoint[];
}

/** A parsed overlay: its file name (for messages) and its content. */
export interface OverlaySource {
  file: string;
  content: unknown;
  /** The line a part of the file starts on (`['changes', 3, 'endpoint']`), when the reader tracked lines. */
  lineOf?: (path: readonly (string | number)[]) => number | undefined;
}

let builtin: Change[] | undefined;

/** The built-in map's changes, validated once. */
export function builtinMap(): Change[] {
  builtin ??= validateMapFile({ changes: builtinChanges() }, 'built-in map');
  return builtin;
}

/**
 * Merges overlays over the built-in map; throws on invalid entries, conflicts, or an overlay entry naming an
 * endpoint that does not exist in its `since` version.
 */
export function createChangeMap(
  overlays: OverlaySource[] = [],
  options: { builtin?: boolean } = {},
): ChangeMap {
  try {
    return mergeOverlays(overlays, options);
  } catch (error) {
    throw withLines(error, overlays);
  }
}

/**
 * Every problem of the overlays at once, each group an error naming file, line, entry and field: each file's invalid
 * entries, then the conflicts and unknown endpoints of the entries that are valid. Empty when the map would load.
 */
export function overlayProblems(overlays: OverlaySource[]): RenameMapError[] {
  const problems: RenameMapError[] = [];
  mergeOverlays(overlays, {}, problems);
  return problems.map((problem) => withLines(problem, overlays) as RenameMapError);
}

/** Merges overlays over the built-in map; throws the first group of problems, or collects every one in `problems`. */
function mergeOverlays(
  overlays: OverlaySource[],
  options: { builtin?: boolean },
  problems?: RenameMapError[],
): ChangeMap {
  let changes = [...(options.builtin === false ? [] : builtinMap())];
  const declared: DeclaredEndpoint[] = [];
  /** Where each overlay change was written, for messages. */
  const entries = new Map<Change, { file: string; entry: number }>();
  for (const overlay of overlays) {
    const own = problems ? validEntries(overlay, problems) : validated(overlay);
    changes = withoutRestatedMoves(
      changes,
      own.map((o) => o.change),
    );
    for (const { change, entry } of own) entries.set(change, { file: overlay.file, entry });
    changes.push(...own.map((o) => o.change));
    declared.push(...declaredEndpoints(overlay));
  }
  try {
    assertNoConflicts(changes);
  } catch (error) {
    if (!problems || !(error instanceof MapConflictError)) throw error;
    problems.push(error);
  }
  if (entries.size > 0) {
    const catalog = new EndpointCatalog(changes, declared);
    const issues = unknownEndpoints(catalog, [...entries.keys()], (change) => entries.get(change)!);
    if (issues.length > 0 && !problems) throw new UnknownEndpointError(issues);
    if (issues.length > 0) problems?.push(new UnknownEndpointError(issues));
  }
  const guideUrl = overlays
    .map((o) => (o.content as { guideUrl?: unknown } | null)?.guideUrl)
    .filter((u): u is string => typeof u === 'string')
    .at(-1);
  return {
    changes,
    sources: ['built-in map', ...overlays.map((o) => o.file)],
    ...(guideUrl === undefined ? {} : { guideUrl }),
    ...(declared.length === 0 ? {} : { endpoints: declared }),
  };
}

/** An overlay's changes with their entry numbers; throws InvalidMapError on any invalid entry. */
function validated(overlay: OverlaySource): { change: Change; entry: number }[] {
  return validateMapFile(overlay.content, overlay.file).map((change, entry) => ({ change, entry }));
}

/**
 * An overlay's valid changes with their entry numbers; the invalid entries' error goes to `problems`. A problem
 * outside the entries (no `changes` list, a bad `endpoints:`) leaves none to check further.
 */
function validEntries(
  overlay: OverlaySource,
  problems: RenameMapError[],
): { change: Change; entry: number }[] {
  try {
    return validated(overlay);
  } catch (error) {
    if (!(error instanceof InvalidMapError)) throw error;
    problems.push(error);
    const bad = new Set(error.issues.map((issue) => issue.entry));
    const all = (overlay.content as { changes?: unknown }).changes;
    if (bad.has(undefined) || !Array.isArray(all)) return [];
    const kept = all.flatMap((_, entry) => (bad.has(entry) ? [] : [entry]));
    const content = { ...(overlay.content as object), changes: kept.map((entry) => all[entry]) };
    try {
      return validateMapFile(content, overlay.file).map((change, i) => ({ change, entry: kept[i]! }));
    } catch {
      return []; // (said already: the whole file's check named every invalid entry)
    }
  }
}

/** The error again with each issue's line, when its overlay's reader tracked lines. */
function withLines(error: unknown, overlays: readonly OverlaySource[]): unknown {
  if (!(
    error instanceof InvalidMapError ||
    error instanceof MapConflictError ||
    error instanceof UnknownEndpointError
  ))
    return error;
  let found = false;
  const issues = error.issues.map((issue) => {
    const overlay = overlays.find((o) => o.file === issue.file);
    const lineOf = overlay?.lineOf;
    // A conflict names its entry by id: found by it in the file.
    const index = issue.entry ?? indexOfId(overlay?.content, issue.id);
    if (!lineOf || index === undefined || issue.line !== undefined) return issue;
    const entry = ['changes', index];
    const line =
      lineOf([...entry, ...(issue.field?.split('.').map((f) => (/^\d+$/.test(f) ? Number(f) : f)) ?? [])]) ??
      lineOf(entry);
    if (line === undefined) return issue;
    found = true;
    return { ...issue, line };
  });
  if (!found) return error;
  if (error instanceof InvalidMapError) return new InvalidMapError(issues);
  if (error instanceof MapConflictError) return new MapConflictError(issues);
  return new UnknownEndpointError(issues);
}

/** The index of the entry with `id` in an overlay's `changes`, if any. */
function indexOfId(content: unknown, id: string | undefined): number | undefined {
  const changes = (content as { changes?: unknown } | null | undefined)?.changes;
  if (id === undefined || !Array.isArray(changes)) return undefined;
  const index = changes.findIndex((c) => (c as { id?: unknown } | null)?.id === id);
  return index < 0 ? undefined : index;
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

/** An overlay's `endpoints:` (already checked by the schema), with their default `since`. */
function declaredEndpoints(overlay: OverlaySource): DeclaredEndpoint[] {
  const list = (overlay.content as { endpoints?: { endpoint: string; since?: Version }[] }).endpoints ?? [];
  return list.map(({ endpoint, since }) => ({
    endpoint,
    since: since ?? FIRST_VERSION,
    source: overlay.file,
  }));
}

/** Checks that a value is a version (`5`, `"5"` or `"v5"`); the same as {@link parseVersion}. */
export const toVersion = parseVersion;

/** Changes of one step, introduced in `since`. */
export function changesSince(map: ChangeMap, since: Since): Change[] {
  return map.changes.filter((c) => c.since === since);
}
