import { InvalidRequestError } from '../../errors.js';
import { XLSX_CONTENT_TYPE, buildXlsx } from '../../xlsx/build-xlsx.js';
import { byVersion } from '../by-version.js';
import type { ApiContext, ApiResult } from '../context.js';
import { queryBool, queryInt } from '../input.js';
import { filterItems } from './items.js';

const ITEM_HEADER = ['Item ID', 'Item', 'Profile', 'Status', 'Due date', 'Completed', 'Assigned to', 'Score'];

function itemRows(ctx: ApiContext, statusParam: string): (string | number | null)[][] {
  return filterItems(ctx, statusParam).map((i) => [
    i.id,
    i.name,
    ctx.store.profiles.get(ctx.companyId, i.profileId)?.name ?? '',
    i.status,
    i.dueDate,
    i.completedDate,
    ctx.store.userName(i.assignedUserId),
    i.score,
  ]);
}

/** `GET /items/exportToExcel` (v6 `/items/exporttoexcel`): item filters; status is v6 `itemStatus`. */
export function exportItems(ctx: ApiContext): ApiResult {
  const rows = itemRows(ctx, byVersion(ctx.version, 'status', 'status', 'itemStatus'));
  const bytes = buildXlsx('Items', ITEM_HEADER, rows);
  return { file: { name: 'items.xlsx', bytes, contentType: XLSX_CONTENT_TYPE } };
}

/**
 * `GET /profiles/items/exportToExcel` (v6 `/profiles/items/exporttoexcel`): the items of the profiles
 * matching the filters; status is v6 `itemStatus`.
 */
export function exportProfileItems(ctx: ApiContext): ApiResult {
  const rows = itemRows(ctx, byVersion(ctx.version, 'status', 'status', 'itemStatus'));
  const bytes = buildXlsx('Profile items', ITEM_HEADER, rows);
  return { file: { name: 'profile-items.xlsx', bytes, contentType: XLSX_CONTENT_TYPE } };
}

/** The non-compliances matching `severity`, `isClosed` and category/sub category (v4 `recordId`/`typeId`). */
export function filterNonCompliances(ctx: ApiContext) {
  const categoryId = queryInt(ctx.query, byVersion(ctx.version, 'recordId', 'categoryId'));
  const subCategoryId = queryInt(ctx.query, byVersion(ctx.version, 'typeId', 'subCategoryId'));
  const severity = ctx.query.get('severity');
  if (severity !== null && !['low', 'medium', 'high'].includes(severity)) {
    throw new InvalidRequestError('Query parameter "severity" must be low, medium or high.');
  }
  const closed = queryBool(ctx.query, 'isClosed');
  return ctx.store.nonCompliances.list(ctx.companyId).filter((n) => {
    const profile = ctx.store.profiles.get(ctx.companyId, n.profileId);
    return (
      (categoryId === undefined || profile?.categoryId === categoryId) &&
      (subCategoryId === undefined || profile?.subCategoryId === subCategoryId) &&
      (severity === null || n.severity === severity) &&
      (closed === undefined || n.closed === closed)
    );
  });
}

/** `GET /nonCompliance/exportToExcel` (the same path in every version). */
export function exportNonCompliances(ctx: ApiContext): ApiResult {
  const rows = filterNonCompliances(ctx).map((n) => [
    n.id,
    n.itemId,
    n.severity,
    n.description,
    n.raisedAt,
    n.closed,
  ]);
  const bytes = buildXlsx(
    'Non-compliance',
    ['ID', 'Item ID', 'Severity', 'Description', 'Raised', 'Closed'],
    rows,
  );
  return { file: { name: 'non-compliance.xlsx', bytes, contentType: XLSX_CONTENT_TYPE } };
}
