import { serializeNonCompliance } from '../../serializers/non-compliance.js';
import { serializePage } from '../../serializers/page.js';
import type { ApiContext, ApiResult } from '../context.js';
import { paging, slicePage } from '../input.js';
import { filterNonCompliances } from './exports.js';

/** `GET /nonCompliance/search`: pages non-compliances. */
export function searchNonCompliances(ctx: ApiContext): ApiResult {
  const { page, pageSize } = paging(ctx.query);
  const rows = filterNonCompliances(ctx);
  const data = slicePage(rows, page, pageSize).map((n) => serializeNonCompliance(ctx.store, n));
  return { json: serializePage(data, page, pageSize, rows.length) };
}
