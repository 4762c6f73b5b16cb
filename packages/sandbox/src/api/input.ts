import { InvalidRequestError, NotFoundError } from '../errors.js';
import type { JsonObject } from '../serializers/version.js';

/**
 * The request body (or the object field `field` of it) as an object whose keys are all in `allowed`; anything
 * else is a 400 naming it.
 */
export function bodyObject(body: unknown, allowed: readonly string[], field?: string): JsonObject {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw new InvalidRequestError(
      field === undefined
        ? 'The request body must be a JSON object.'
        : `Field "${field}" must be a JSON object${body === undefined ? ' (it is missing)' : ''}.`,
    );
  }
  const unknown = Object.keys(body).filter((key) => !allowed.includes(key));
  if (unknown.length > 0) {
    throw new InvalidRequestError(
      `Unknown field(s)${field === undefined ? '' : ` in "${field}"`}: ${unknown.join(', ')}.`,
      `Allowed fields: ${allowed.join(', ')}.`,
    );
  }
  return body as JsonObject;
}

/** A string field; required unless `fallback` is given. */
export function str(body: JsonObject, name: string, fallback?: string): string {
  const value = body[name];
  if (value === undefined && fallback !== undefined) return fallback;
  if (typeof value !== 'string' || value.length === 0) {
    throw new InvalidRequestError(`Field "${name}" must be a non-empty string.`);
  }
  return value;
}

/** An integer field; required unless `fallback` is given. */
export function int(body: JsonObject, name: string, fallback?: number): number {
  const value = body[name];
  if (value === undefined && fallback !== undefined) return fallback;
  if (typeof value !== 'number' || !Number.isInteger(value)) {
    throw new InvalidRequestError(`Field "${name}" must be an integer.`);
  }
  return value;
}

/** A boolean field; required unless `fallback` is given. */
export function bool(body: JsonObject, name: string, fallback?: boolean): boolean {
  const value = body[name];
  if (value === undefined && fallback !== undefined) return fallback;
  if (typeof value !== 'boolean') throw new InvalidRequestError(`Field "${name}" must be a boolean.`);
  return value;
}

/** A list field of integers (or strings); required unless `fallback` is given; `nonEmpty` rejects []. */
export function list<T extends 'number' | 'string'>(
  body: JsonObject,
  name: string,
  of: T,
  options: { fallback?: (T extends 'number' ? number : string)[]; nonEmpty?: boolean } = {},
): (T extends 'number' ? number : string)[] {
  const value = body[name];
  if (value === undefined && options.fallback !== undefined) return options.fallback;
  if (
    !Array.isArray(value) ||
    !value.every((v) => (of === 'number' ? Number.isInteger(v) : typeof v === 'string')) ||
    (options.nonEmpty && value.length === 0)
  ) {
    throw new InvalidRequestError(
      `Field "${name}" must be a ${options.nonEmpty ? 'non-empty ' : ''}list of ${of}s.`,
    );
  }
  return value as (T extends 'number' ? number : string)[];
}

/** A positive integer path parameter (404 otherwise). */
export function pathId(params: Readonly<Record<string, string>>, name: string): number {
  const raw = params[name] ?? '';
  // Like a route constraint `{id:int}`: a path whose id is not a number names no endpoint.
  if (!/^\d{1,9}$/.test(raw)) throw new NotFoundError(`No endpoint matches: "${name}" must be a number.`);
  return Number(raw);
}

/** An optional integer query parameter. */
export function queryInt(query: URLSearchParams, name: string): number | undefined {
  const raw = query.get(name);
  if (raw === null || raw === '') return undefined;
  if (!/^\d{1,9}$/.test(raw))
    throw new InvalidRequestError(`Query parameter "${name}" must be a positive integer.`);
  return Number(raw);
}

/** An optional boolean query parameter (`true` or `false`). */
export function queryBool(query: URLSearchParams, name: string): boolean | undefined {
  const raw = query.get(name);
  if (raw === null || raw === '') return undefined;
  if (raw !== 'true' && raw !== 'false')
    throw new InvalidRequestError(`Query parameter "${name}" must be true or false.`);
  return raw === 'true';
}

/** Paging from `page` (1-based, default 1) and `pageSize` (default 25, at most 200). */
export function paging(query: URLSearchParams): { page: number; pageSize: number } {
  const page = queryInt(query, 'page') ?? 1;
  const pageSize = queryInt(query, 'pageSize') ?? 25;
  if (page < 1) throw new InvalidRequestError('Query parameter "page" starts at 1.');
  if (pageSize < 1 || pageSize > 200)
    throw new InvalidRequestError('Query parameter "pageSize" must be 1 to 200.');
  return { page, pageSize };
}

/** The slice of `rows` for the requested page. */
export function slicePage<T>(rows: readonly T[], page: number, pageSize: number): T[] {
  return rows.slice((page - 1) * pageSize, page * pageSize);
}

/** Returns the row or throws a 404 naming what was not found. */
export function found<T>(row: T | undefined, what: string): T {
  if (row === undefined) throw new NotFoundError(`${what} not found.`);
  return row;
}
