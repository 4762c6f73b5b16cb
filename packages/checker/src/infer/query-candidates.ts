import type { CheckReport } from '../run/report-types.js';
import type { Scenario } from '../scenario/schema.js';

/** A query parameter value a probe can send. */
export type ProbeValue = string | number | boolean;

/**
 * Common names of paging, search, date-range and sorting parameters across HTTP APIs (generic conventions,
 * not any one service's): the names a renamed parameter is most often renamed to. Tried last, and only
 * those that fit the value's type; a probe must confirm each.
 */
export const COMMON_QUERY_NAMES = {
  count: [
    'limit',
    'pageSize',
    'page_size',
    'per_page',
    'perPage',
    'size',
    'max',
    'maxResults',
    'top',
    'count',
    'take',
    'first',
    'offset',
    'skip',
    'start',
    'page',
    'pageNumber',
  ],
  text: [
    'q',
    'query',
    'search',
    'searchText',
    'keyword',
    'keywords',
    'term',
    'text',
    'filter',
    'sort',
    'sortBy',
    'order',
    'orderBy',
  ],
  date: [
    'from',
    'to',
    'start',
    'end',
    'since',
    'until',
    'startDate',
    'endDate',
    'fromDate',
    'toDate',
    'after',
    'before',
  ],
} as const;

const DATE = /^\d{4}-\d{2}-\d{2}/;

/** The common names that fit a value: counts for integers, dates for ISO dates, text for other strings. */
export function commonNamesFor(value: ProbeValue): readonly string[] {
  if (typeof value === 'number') return Number.isInteger(value) ? COMMON_QUERY_NAMES.count : [];
  if (typeof value === 'boolean' || value === 'true' || value === 'false') return [];
  if (/^\d+$/.test(value)) return COMMON_QUERY_NAMES.count;
  return DATE.test(value) ? COMMON_QUERY_NAMES.date : COMMON_QUERY_NAMES.text;
}

/**
 * Spellings a renamed parameter often takes, derived from the old name and the path: with or without an
 * `Id` suffix (`categoryId` ↔ `category`), snake or camel case, and qualified by a path segment's singular
 * (`status` on `/items/export` → `itemStatus`).
 */
export function variantsOf(name: string, path: string): string[] {
  const out = new Set<string>();
  const camel = name.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());
  const snake = name.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase();
  out.add(camel).add(snake).add(name.toLowerCase());
  const stem = /^(.+?)(Id|_id|ID)$/.exec(name)?.[1];
  if (stem) out.add(stem);
  else out.add(`${name}Id`);
  for (const segment of path.split('/')) {
    if (!/^[A-Za-z]+$/.test(segment) || segment.length < 3) continue;
    const singular = segment.replace(/ies$/, 'y').replace(/s$/, '');
    out.add(`${singular}${name[0]!.toUpperCase()}${name.slice(1)}`);
  }
  out.delete(name);
  return [...out];
}

/** Every query parameter the scenario's GET operations send, by name, with the first value sent. */
export function scenarioQueryValues(scenario: Scenario): Map<string, ProbeValue> {
  const out = new Map<string, ProbeValue>();
  for (const op of scenario.operations) {
    if (op.method !== 'GET' || op.query === undefined) continue;
    const entries: [string, unknown][] =
      typeof op.query === 'string'
        ? [...new URLSearchParams(op.query.replace(/^\?/, ''))]
        : Object.entries(op.query).map(([k, v]) => [k, Array.isArray(v) ? v[0] : v]);
    for (const [name, value] of entries) {
      if (
        (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') &&
        !out.has(name)
      )
        out.set(name, value);
    }
  }
  return out;
}

/**
 * Query parameter names in the links of a version's answers (`next: "/things?pageSize=20&page=2"`), as the
 * findings of check reports hold them: B's values where B is that version, A's where A is.
 */
export function linkQueryNames(reports: readonly CheckReport[], version: number): string[] {
  const out = new Set<string>();
  const scan = (value: unknown): void => {
    if (typeof value !== 'string' || !value.includes('?')) return;
    for (const m of value.slice(value.indexOf('?')).matchAll(/[?&]([A-Za-z_][\w.-]*)=/g)) out.add(m[1]!);
  };
  for (const report of reports) {
    for (const f of report.findings) {
      if (report.targets.b.version === version) scan(f.actual);
      if (report.targets.a.version === version) scan(f.expected);
    }
  }
  return [...out];
}
