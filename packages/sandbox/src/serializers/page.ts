import type { JsonObject } from './version.js';

/** The paging envelope of every search and list endpoint (the same in every version). */
export function serializePage(
  data: JsonObject[],
  page: number,
  pageSize: number,
  totalCount: number,
): JsonObject {
  return { data, page, pageSize, totalCount };
}
