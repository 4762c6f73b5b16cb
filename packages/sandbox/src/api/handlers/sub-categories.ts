import type { SubCategory } from '../../data/model.js';
import { InvalidRequestError } from '../../errors.js';
import { serializePage } from '../../serializers/page.js';
import { serializeSubCategory } from '../../serializers/sub-category.js';
import { byVersion } from '../by-version.js';
import type { ApiContext, ApiResult } from '../context.js';
import { bodyObject, found, int, paging, pathId, queryBool, queryInt, slicePage, str } from '../input.js';

/** `GET /subcategories` (v4 `GET /types`): pages sub categories; filter v4 `recordId`, v5+ `categoryId`. */
export function listSubCategories(ctx: ApiContext): ApiResult {
  const { page, pageSize } = paging(ctx.query);
  const includeArchived = queryBool(ctx.query, 'includeArchived') ?? false;
  const categoryId = queryInt(ctx.query, byVersion(ctx.version, 'recordId', 'categoryId'));
  const rows = ctx.store.subCategories
    .list(ctx.companyId)
    .filter((s) => includeArchived || !s.archived)
    .filter((s) => categoryId === undefined || s.categoryId === categoryId);
  const data = slicePage(rows, page, pageSize).map(serializeSubCategory[ctx.version]);
  return { json: serializePage(data, page, pageSize, rows.length) };
}

function readInput(ctx: ApiContext): { name: string; categoryId: number } {
  const [name, category] = byVersion(
    ctx.version,
    ['typeName', 'recordId'],
    ['subCategoryName', 'categoryId'],
  );
  const body = bodyObject(ctx.body, [name, category]);
  const input = { name: str(body, name), categoryId: int(body, category) };
  found(ctx.store.categories.get(ctx.companyId, input.categoryId), 'Category');
  return input;
}

/** `POST /subcategories` (v4 `POST /types`). */
export function createSubCategory(ctx: ApiContext): ApiResult {
  const input = readInput(ctx);
  const row = ctx.store.subCategories.insert((id) => ({
    id,
    companyId: ctx.companyId,
    ...input,
    archived: false,
  }));
  return { json: serializeSubCategory[ctx.version](row) };
}

function target(ctx: ApiContext): SubCategory {
  return found(ctx.store.subCategories.get(ctx.companyId, pathId(ctx.params, 'id')), 'Sub category');
}

/** `PUT /subcategories/{id}` (v4 `PUT /types/{id}`). */
export function updateSubCategory(ctx: ApiContext): ApiResult {
  const row = target(ctx);
  Object.assign(row, readInput(ctx));
  return { json: serializeSubCategory[ctx.version](row) };
}

/** `PUT /subcategories/{id}/archive` and `/restore`. */
export function setSubCategoryArchived(archived: boolean) {
  return (ctx: ApiContext): ApiResult => {
    const row = target(ctx);
    if (ctx.body !== undefined && ctx.body !== null && Object.keys(ctx.body).length > 0) {
      throw new InvalidRequestError('This operation takes no request body.');
    }
    row.archived = archived;
    return { json: serializeSubCategory[ctx.version](row) };
  };
}
