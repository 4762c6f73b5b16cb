import { InvalidRequestError } from '../../errors.js';
import type { Category } from '../../data/model.js';
import { serializeCategory } from '../../serializers/category.js';
import { serializePage } from '../../serializers/page.js';
import { byVersion } from '../by-version.js';
import type { ApiContext, ApiResult } from '../context.js';
import { bodyObject, found, paging, pathId, queryBool, slicePage, str } from '../input.js';

/** `GET /categories` (v4 `GET /records`): pages categories; `includeArchived`, `searchText`. */
export function listCategories(ctx: ApiContext): ApiResult {
  const { page, pageSize } = paging(ctx.query);
  const includeArchived = queryBool(ctx.query, 'includeArchived') ?? false;
  const search = ctx.query.get('searchText')?.toLowerCase();
  const rows = ctx.store.categories
    .list(ctx.companyId)
    .filter((c) => includeArchived || !c.archived)
    .filter((c) => !search || c.name.toLowerCase().includes(search));
  const data = slicePage(rows, page, pageSize).map(serializeCategory[ctx.version]);
  return { json: serializePage(data, page, pageSize, rows.length) };
}

function readInput(ctx: ApiContext): { name: string; code: string; description: string } {
  const [name, code] = byVersion(ctx.version, ['recordName', 'recordCode'], ['categoryName', 'categoryCode']);
  const body = bodyObject(ctx.body, [name, code, 'description']);
  return { name: str(body, name), code: str(body, code, ''), description: str(body, 'description', '') };
}

/** `POST /categories` (v4 `POST /records`). */
export function createCategory(ctx: ApiContext): ApiResult {
  const input = readInput(ctx);
  const row = ctx.store.categories.insert((id) => ({
    id,
    companyId: ctx.companyId,
    ...input,
    code: input.code || `CAT${id}`,
    archived: false,
    createdAt: new Date(Date.UTC(2024, 5, 1)).toISOString(),
  }));
  return { json: serializeCategory[ctx.version](row) };
}

function target(ctx: ApiContext): Category {
  return found(ctx.store.categories.get(ctx.companyId, pathId(ctx.params, 'id')), 'Category');
}

/** `PUT /categories/{id}` (v4 `PUT /records/{id}`). */
export function updateCategory(ctx: ApiContext): ApiResult {
  const row = target(ctx);
  const input = readInput(ctx);
  Object.assign(row, { name: input.name, description: input.description, code: input.code || row.code });
  return { json: serializeCategory[ctx.version](row) };
}

/** `PUT /categories/{id}/archive` and `/restore`. */
export function setCategoryArchived(archived: boolean) {
  return (ctx: ApiContext): ApiResult => {
    const row = target(ctx);
    if (ctx.body !== undefined && ctx.body !== null && Object.keys(ctx.body).length > 0) {
      throw new InvalidRequestError('This operation takes no request body.');
    }
    row.archived = archived;
    return { json: serializeCategory[ctx.version](row) };
  };
}
