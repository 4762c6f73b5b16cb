import { closest, distance } from 'fastest-levenshtein';
import type { z } from 'zod';
import { InvalidMapError, type MapIssue } from '../errors.js';
import { changeMapFileSchema, changeSchema, type Change } from '../schema/change.js';
import { CHANGE_KINDS } from '../schema/kinds.js';

/** Validates parsed file content against the schema; throws InvalidMapError naming file, entry and field. */
export function validateMapFile(content: unknown, file: string): Change[] {
  const result = changeMapFileSchema.safeParse(content);
  if (result.success) {
    const issues = requestStatuses(result.data.changes, file);
    if (issues.length > 0) throw new InvalidMapError(issues);
    return result.data.changes.map((change) => ({ ...change, source: change.source ?? file }));
  }
  throw new InvalidMapError(issuesOf(result.error, content, file));
}

/** Entries that give `statuses` to a request-only change: a request has no status, so it would never apply. */
function requestStatuses(changes: readonly Change[], file: string): MapIssue[] {
  return changes.flatMap((change, entry) =>
    'statuses' in change && change.statuses !== undefined && change.in === 'request'
      ? [
          {
            file,
            entry,
            id: change.id,
            field: 'statuses',
            message: 'only responses have a status: remove "statuses" or use in: response or both',
          },
        ]
      : [],
  );
}

function issuesOf(error: z.ZodError, content: unknown, file: string): MapIssue[] {
  const seen = new Set<string>();
  const issues: MapIssue[] = [];
  for (const issue of error.issues) {
    const [head, index, ...rest] = issue.path;
    let mapIssue: MapIssue;
    if (head === 'changes' && typeof index === 'number') {
      const entry = (content as { changes: unknown[] }).changes[index];
      const id = isRecord(entry) && typeof entry.id === 'string' ? entry.id : undefined;
      mapIssue = {
        file,
        entry: index,
        id,
        field: fieldPath(issue, rest),
        message: describe(issue, entry),
      };
    } else {
      mapIssue = {
        file,
        field: issue.path.length > 0 ? issue.path.map(String).join('.') : undefined,
        message:
          issue.path.length === 0 ? 'expected an object with a "changes" list' : describe(issue, content),
      };
    }
    const key = JSON.stringify(mapIssue);
    if (!seen.has(key)) {
      seen.add(key);
      issues.push(mapIssue);
    }
  }
  return issues;
}

/** The dotted field an issue is about; an unexpected key is its own field (so its line is the key's). */
function fieldPath(issue: z.core.$ZodIssue, rest: readonly PropertyKey[]): string | undefined {
  const path =
    issue.code === 'unrecognized_keys' && issue.keys.length === 1 ? [...rest, issue.keys[0]!] : rest;
  return path.length > 0 ? path.map(String).join('.') : undefined;
}

/** The kinds the schema accepts, for "expected one of" messages. */
const kinds = CHANGE_KINDS;

function describe(issue: z.core.$ZodIssue, entry: unknown): string {
  const value = valueAt(entry, issue.path.slice(2));
  if (value === undefined && issue.code !== 'unrecognized_keys' && issue.path.length > 2) {
    return `required, but missing${issue.code === 'invalid_type' ? `: expected ${issue.expected}` : ''}`;
  }
  if (issue.code === 'invalid_union' && issue.path.at(-1) === 'kind') {
    return `${meant(value, kinds)}expected one of ${kinds.join(', ')}`;
  }
  if (issue.code === 'invalid_union' && issue.path.length === 2 && isRecord(entry)) {
    return `unknown kind ${JSON.stringify(entry.kind)}: ${meant(entry.kind, kinds)}expected one of ${kinds.join(', ')}`;
  }
  if (issue.code === 'unrecognized_keys') {
    const fields = isRecord(entry) ? fieldsOf(entry.kind) : [];
    const named = issue.keys.map((k) => {
      const near = nearest(
        k,
        fields.filter((f) => !(isRecord(entry) && f in entry)),
      );
      return near === undefined ? JSON.stringify(k) : `${JSON.stringify(k)} (did you mean "${near}"?)`;
    });
    return `unexpected field(s) ${named.join(', ')} for this kind`;
  }
  if (issue.code === 'invalid_union') {
    const options = issue.errors
      .map((branch) => branch[0]?.message.replace(/^Invalid input: /, '').replace(/, received \w+$/, ''))
      .filter(Boolean);
    if (options.length > 0) return `${[...new Set(options)].join(', or ')}; got ${JSON.stringify(value)}`;
  }
  return issue.message;
}

/** `did you mean "x"? ` when `value` is a string close to one of `options`, else ''. */
function meant(value: unknown, options: readonly string[]): string {
  const near = typeof value === 'string' ? nearest(value, options) : undefined;
  return near === undefined ? '' : `did you mean "${near}"? `;
}

/** The option closest to `word` when it is close enough to be a typo of it (a third of its letters, at least two). */
function nearest(word: string, options: readonly string[]): string | undefined {
  if (options.length === 0) return undefined;
  const best = closest(word, [...options]);
  return distance(word, best) <= Math.max(2, Math.floor(word.length / 3)) ? best : undefined;
}

/** The fields an entry of `kind` may hold (none for an unknown kind). */
function fieldsOf(kind: unknown): string[] {
  const schema = changeSchema.options.find((o) => o.shape.kind.value === kind);
  return schema ? Object.keys(schema.shape) : [];
}

function valueAt(root: unknown, path: readonly PropertyKey[]): unknown {
  let current = root;
  for (const key of path) {
    if (typeof current !== 'object' || current === null) return undefined;
    current = (current as Record<PropertyKey, unknown>)[key];
  }
  return current;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
