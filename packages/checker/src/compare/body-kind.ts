/** How a response body is compared: JSON tree, spreadsheet cells, or bytes by hash. */
export type BodyKind = 'json' | 'xlsx' | 'bytes';

/** The media type of an Office Open XML spreadsheet (.xlsx). */
export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The kind of a body from its media type (without parameters). */
export function bodyKind(mediaType: string): BodyKind {
  const type = mediaType.toLowerCase();
  if (type === 'application/json' || type.endsWith('+json')) return 'json';
  if (type === XLSX_TYPE) return 'xlsx';
  return 'bytes';
}
