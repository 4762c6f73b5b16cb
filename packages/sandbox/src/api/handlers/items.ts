import type { Item, ItemStatus } from '../../data/model.js';
import { InvalidRequestError } from '../../errors.js';
import { serializeAnswers } from '../../serializers/answer.js';
import { serializeItemDetail, serializeItemSummary, serializeTestForm } from '../../serializers/item.js';
import { serializePage } from '../../serializers/page.js';
import { byVersion } from '../by-version.js';
import type { ApiContext, ApiResult } from '../context.js';
import { found, paging, pathId, queryInt, slicePage } from '../input.js';

const STATUSES: readonly ItemStatus[] = ['open', 'completed', 'overdue'];

function status(ctx: ApiContext, name: string): ItemStatus | undefined {
  const raw = ctx.query.get(name);
  if (raw === null || raw === '') return undefined;
  if (!STATUSES.includes(raw as ItemStatus)) {
    throw new InvalidRequestError(`Query parameter "${name}" must be one of ${STATUSES.join(', ')}.`);
  }
  return raw as ItemStatus;
}

function date(ctx: ApiContext, name: string): string | undefined {
  const raw = ctx.query.get(name);
  if (raw === null || raw === '') return undefined;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(raw))
    throw new InvalidRequestError(`Query parameter "${name}" must be YYYY-MM-DD.`);
  return raw;
}

/**
 * The items matching the item filters of the version: `profileId`, category (v4 `recordId`), sub category
 * (v4 `typeId`), status (`statusParam`), `dueFrom`, `dueTo`, `assignedUserId`.
 */
export function filterItems(ctx: ApiContext, statusParam: string): Item[] {
  const profileId = queryInt(ctx.query, 'profileId');
  const categoryId = queryInt(ctx.query, byVersion(ctx.version, 'recordId', 'categoryId'));
  const subCategoryId = queryInt(ctx.query, byVersion(ctx.version, 'typeId', 'subCategoryId'));
  const assignedUserId = queryInt(ctx.query, 'assignedUserId');
  const wanted = status(ctx, statusParam);
  const dueFrom = date(ctx, 'dueFrom');
  const dueTo = date(ctx, 'dueTo');
  const profiles = new Map(ctx.store.profiles.list(ctx.companyId).map((p) => [p.id, p]));
  return ctx.store.items.list(ctx.companyId).filter((item) => {
    const profile = profiles.get(item.profileId);
    return (
      (profileId === undefined || item.profileId === profileId) &&
      (categoryId === undefined || profile?.categoryId === categoryId) &&
      (subCategoryId === undefined || profile?.subCategoryId === subCategoryId) &&
      (assignedUserId === undefined || item.assignedUserId === assignedUserId) &&
      (wanted === undefined || item.status === wanted) &&
      (dueFrom === undefined || item.dueDate >= dueFrom) &&
      (dueTo === undefined || item.dueDate <= dueTo)
    );
  });
}

/** `GET /items/search`: pages items; text search is v4/v5 `searchText`, v6 `keyword`. */
export function searchItems(ctx: ApiContext): ApiResult {
  const { page, pageSize } = paging(ctx.query);
  const text = ctx.query.get(byVersion(ctx.version, 'searchText', 'searchText', 'keyword'))?.toLowerCase();
  const rows = filterItems(ctx, 'status').filter((i) => !text || i.name.toLowerCase().includes(text));
  const data = slicePage(rows, page, pageSize).map((i) => serializeItemSummary(ctx.store, ctx.version, i));
  return { json: serializePage(data, page, pageSize, rows.length) };
}

/** `GET /items/mytestforms`: the calling user's items in the company, optionally by `status`. */
export function myTestForms(ctx: ApiContext): ApiResult {
  const { page, pageSize } = paging(ctx.query);
  const wanted = status(ctx, 'status');
  const rows = ctx.store.items
    .list(ctx.companyId)
    .filter((i) => i.assignedUserId === ctx.membership.companyUserId)
    .filter((i) => wanted === undefined || i.status === wanted);
  const data = slicePage(rows, page, pageSize).map((i) => serializeTestForm(ctx.store, ctx.version, i));
  return { json: serializePage(data, page, pageSize, rows.length) };
}

function target(ctx: ApiContext): Item {
  return found(ctx.store.items.get(ctx.companyId, pathId(ctx.params, 'itemid')), 'Item');
}

/** `GET /items/{itemid}`. */
export function getItem(ctx: ApiContext): ApiResult {
  return { json: serializeItemDetail(ctx.store, ctx.version, target(ctx)) };
}

/** `GET /items/answer`: pages the answers of items, optionally of one `profileId`. */
export function listAnswers(ctx: ApiContext): ApiResult {
  const { page, pageSize } = paging(ctx.query);
  const profileId = queryInt(ctx.query, 'profileId');
  const rows = ctx.store.items
    .list(ctx.companyId)
    .filter((i) => profileId === undefined || i.profileId === profileId);
  const data = slicePage(rows, page, pageSize).map((i) => ({
    itemId: i.id,
    answers: serializeAnswers(ctx.version, i.answers),
  }));
  return { json: serializePage(data, page, pageSize, rows.length) };
}

/** `GET /items/{itemid}/answer`. */
export function getItemAnswer(ctx: ApiContext): ApiResult {
  const item = target(ctx);
  return { json: { itemId: item.id, answers: serializeAnswers(ctx.version, item.answers) } };
}

/** `GET /itemHistories/{itemHistoryId}/answer`. */
export function getItemHistoryAnswer(ctx: ApiContext): ApiResult {
  const history = found(
    ctx.store.itemHistories.get(ctx.companyId, pathId(ctx.params, 'itemHistoryId')),
    'Item history',
  );
  return {
    json: {
      itemHistoryId: history.id,
      itemId: history.itemId,
      version: history.version,
      changedAt: history.changedAt,
      answers: serializeAnswers(ctx.version, history.answers),
    },
  };
}
