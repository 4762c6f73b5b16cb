import type { ChangeOf } from '../schema/change.js';
import type { Note } from '../result.js';
import { findMember, MAX_MOVE_BODY_DEPTH, nestsDeeperThan } from './member-span.js';
import { compileTemplate, fillTemplate } from './path-template.js';
import { formatJsonPath } from './body-path.js';

type Moved = ChangeOf<'endpoint.moved'>;

/**
 * Forward: takes the moved field out of the body and puts it into the path, keeping every other byte of the
 * body. The value must be a string or integer literal that makes one safe path segment; anything else is
 * refused (a note with `refuse`), since forwarding the old path could reach a different resource.
 */
export function moveBodyToPath(
  change: Moved,
  body: string | undefined,
  notes: Note[],
): { path?: string; body: string | undefined } {
  const { bodyField, pathParam, keepInBody } = change.move;
  const refuse = (code: 'missing-move-field' | 'invalid-move-field', why: string) => {
    notes.push({
      code,
      changeId: change.id,
      refuse: true,
      message: `${change.from.method} ${change.from.path} needs "${bodyField}" in its JSON body to build ${change.to.path}: ${why}`,
    });
    return { body };
  };
  if (body !== undefined && nestsDeeperThan(body, MAX_MOVE_BODY_DEPTH)) {
    return refuse('invalid-move-field', `the body nests deeper than ${MAX_MOVE_BODY_DEPTH} levels`);
  }
  let member;
  try {
    member = body === undefined ? undefined : findMember(body, bodyField);
  } catch (error) {
    return refuse('invalid-move-field', `the body is not a JSON object (${(error as Error).message})`);
  }
  if (!member) return refuse('missing-move-field', 'the field is missing');
  const segment = pathSegment(member.value);
  if (typeof segment !== 'string') return refuse('invalid-move-field', segment.why);
  const path = fillTemplate(compileTemplate(change.to.path), new Map([[pathParam, segment]]));
  if (!keepInBody) {
    notes.push({
      code: 'moved-to-path',
      changeId: change.id,
      path: formatJsonPath([bodyField]),
      message: `"${bodyField}" (${member.value.slice(0, 40)}) moved out of the body into the path ${change.to.method} ${path}`,
    });
  }
  return { path, body: keepInBody ? body : member.without };
}

/** One percent-encoded path segment from a string or integer literal; never empty, `.`, `..` or a separator. */
function pathSegment(literal: string): string | { why: string } {
  if (/^-?\d+$/.test(literal)) return literal;
  if (literal.charCodeAt(0) !== 34)
    return { why: `its value must be a string or a whole number, not ${literal.slice(0, 40)}` };
  const value = JSON.parse(literal) as string;
  if (value === '' || value === '.' || value === '..' || /[/\\]/.test(value)) {
    return { why: 'its value must not be empty, "." or "..", nor hold "/" or "\\"' };
  }
  try {
    return encodeURIComponent(value);
  } catch {
    return { why: 'its value holds a lone surrogate, which has no UTF-8 form' };
  }
}

/** Backward: puts the path parameter back into the body, as a number when it is one. */
export function movePathToBody(
  change: Moved,
  params: ReadonlyMap<string, string>,
  body: string | undefined,
  notes: Note[],
): string | undefined {
  const { bodyField, pathParam } = change.move;
  const raw = params.get(pathParam);
  const parsed = body === undefined || body.trim() === '' ? {} : parseObject(body);
  if (raw === undefined || !parsed) {
    notes.push({
      code: 'unexpected-shape',
      changeId: change.id,
      message: `cannot put path parameter "${pathParam}" into the body as "${bodyField}": the body is not a JSON object`,
    });
    return body;
  }
  const decoded = safeDecode(raw);
  const value = /^-?\d{1,15}$/.test(decoded) ? Number(decoded) : decoded;
  return JSON.stringify({ [bodyField]: value, ...withoutKey(parsed, bodyField) });
}

function parseObject(body: string | undefined): Record<string, unknown> | undefined {
  if (body === undefined) return undefined;
  try {
    const value: unknown = JSON.parse(body);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

function withoutKey(object: Record<string, unknown>, key: string): Record<string, unknown> {
  const copy = { ...object };
  delete copy[key];
  return copy;
}

/** Decodes a path segment; a malformed escape (`%ZZ`) is kept as it was rather than thrown. */
function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
