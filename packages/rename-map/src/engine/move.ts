import type { ChangeOf } from '../schema/change.js';
import type { Note } from '../result.js';
import { compileTemplate, fillTemplate } from './path-template.js';

type Moved = ChangeOf<'endpoint.moved'>;

/** Forward: takes the moved field out of the body and puts it into the path. */
export function moveBodyToPath(
  change: Moved,
  body: string | undefined,
  notes: Note[],
): { path?: string; body: string | undefined } {
  const { bodyField, pathParam, keepInBody } = change.move;
  const parsed = parseObject(body);
  const value = parsed?.[bodyField];
  if (!parsed || (typeof value !== 'string' && typeof value !== 'number')) {
    notes.push({
      code: 'missing-move-field',
      changeId: change.id,
      message: `${change.from.method} ${change.from.path} needs "${bodyField}" (a string or number) in its JSON body to build ${change.to.path}; request left untranslated`,
    });
    return { body };
  }
  const path = fillTemplate(
    compileTemplate(change.to.path),
    new Map([[pathParam, encodeURIComponent(String(value))]]),
  );
  if (keepInBody) return { path, body };
  delete parsed[bodyField];
  return { path, body: JSON.stringify(parsed) };
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
