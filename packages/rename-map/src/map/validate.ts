import type { z } from 'zod';
import { InvalidMapError, type MapIssue } from '../errors.js';
import { changeMapFileSchema, type Change } from '../schema/change.js';
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
        field: rest.length > 0 ? rest.map(String).join('.') : undefined,
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

/** The kinds the schema accepts, for "expected one of" messages. */
const kinds = CHANGE_KINDS;

function describe(issue: z.core.$ZodIssue, entry: unknown): string {
  const value = valueAt(entry, issue.path.slice(2));
  if (value === undefined && issue.code !== 'unrecognized_keys' && issue.path.length > 2) {
    return `required, but missing${issue.code === 'invalid_type' ? `: expected ${issue.expected}` : ''}`;
  }
  if (issue.code === 'invalid_union' && issue.path.at(-1) === 'kind') {
    return `expected one of ${kinds.join(', ')}`;
  }
  if (issue.code === 'invalid_union' && issue.path.length === 2 && isRecord(entry)) {
    return `unknown kind ${JSON.stringify(entry.kind)}: expected one of ${kinds.join(', ')}`;
  }
  if (issue.code === 'unrecognized_keys') {
    return `unexpected field(s) ${issue.keys.map((k) => JSON.stringify(k)).join(', ')} for this kind`;
  }
  if (issue.code === 'invalid_union') {
    const options = issue.errors
      .map((branch) => branch[0]?.message.replace(/^Invalid input: /, '').replace(/, received \w+$/, ''))
      .filter(Boolean);
    if (options.length > 0) return `${[...new Set(options)].join(', or ')}; got ${JSON.stringify(value)}`;
  }
  return issue.message;
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
