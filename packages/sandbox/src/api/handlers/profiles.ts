import type { Profile, Schedule } from '../../data/model.js';
import { InvalidRequestError } from '../../errors.js';
import { serializePage } from '../../serializers/page.js';
import {
  serializeProfileDetail,
  serializeProfileSimple,
  serializeProfileSummary,
} from '../../serializers/profile.js';
import { byVersion } from '../by-version.js';
import type { ApiContext, ApiResult } from '../context.js';
import {
  bodyObject,
  bool,
  found,
  int,
  list,
  paging,
  pathId,
  queryBool,
  queryInt,
  slicePage,
  str,
} from '../input.js';
import type { JsonObject } from '../../serializers/version.js';

const FREQUENCIES: readonly Schedule['frequency'][] = ['daily', 'weekly', 'monthly', 'quarterly'];

/** The profiles of the company filtered by the category and sub category query parameters of the version. */
function filtered(ctx: ApiContext): Profile[] {
  const categoryId = queryInt(ctx.query, byVersion(ctx.version, 'recordId', 'categoryId'));
  const subCategoryId = queryInt(ctx.query, byVersion(ctx.version, 'typeId', 'subCategoryId'));
  const profileType = ctx.query.get('profileType');
  if (profileType !== null && profileType !== 'scheduled' && profileType !== 'publicForm') {
    throw new InvalidRequestError('Query parameter "profileType" must be scheduled or publicForm.');
  }
  return ctx.store.profiles
    .list(ctx.companyId)
    .filter((p) => categoryId === undefined || p.categoryId === categoryId)
    .filter((p) => subCategoryId === undefined || p.subCategoryId === subCategoryId)
    .filter((p) => profileType === null || p.kind === profileType);
}

/** `GET /profiles/simpleList`: every matching profile as `{ profileId, profileName }`. */
export function simpleListProfiles(ctx: ApiContext): ApiResult {
  return { json: { data: filtered(ctx).map(serializeProfileSimple) } };
}

/** `GET /profiles/search`: pages profiles; text search is v4/v5 `searchText`, v6 `keyword`. */
export function searchProfiles(ctx: ApiContext): ApiResult {
  const { page, pageSize } = paging(ctx.query);
  const text = ctx.query.get(byVersion(ctx.version, 'searchText', 'searchText', 'keyword'))?.toLowerCase();
  const active = queryBool(ctx.query, 'isActive');
  const rows = filtered(ctx)
    .filter((p) => !text || p.name.toLowerCase().includes(text))
    .filter((p) => active === undefined || p.active === active);
  const data = slicePage(rows, page, pageSize).map((p) => serializeProfileSummary(ctx.store, ctx.version, p));
  return { json: serializePage(data, page, pageSize, rows.length) };
}

function target(ctx: ApiContext, param: string): Profile {
  return found(ctx.store.profiles.get(ctx.companyId, pathId(ctx.params, param)), 'Profile');
}

function detail(ctx: ApiContext, p: Profile): ApiResult {
  return { json: serializeProfileDetail(ctx.store, ctx.version, p) };
}

/** `GET /profiles/{profileId}`. */
export function getProfile(ctx: ApiContext): ApiResult {
  return detail(ctx, target(ctx, 'profileId'));
}

function checkUsers(ctx: ApiContext, ids: number[]): number[] {
  for (const id of ids) {
    if (ctx.store.users.get(id)?.companyId !== ctx.companyId) {
      throw new InvalidRequestError(`User ${id} is not a user of company ${ctx.companyId}.`);
    }
  }
  return ids;
}

function readSchedule(value: unknown): Schedule {
  const body = bodyObject(value, ['frequency', 'startDate', 'dueInDays'], 'schedule');
  const frequency = str(body, 'frequency') as Schedule['frequency'];
  if (!FREQUENCIES.includes(frequency)) throw new InvalidRequestError(`Unknown frequency "${frequency}".`);
  const startDate = str(body, 'startDate');
  if (!/^\d{4}-\d{2}-\d{2}$/.test(startDate)) throw new InvalidRequestError('startDate must be YYYY-MM-DD.');
  return { frequency, startDate, dueInDays: int(body, 'dueInDays') };
}

/** Category and sub category fields of a profile request in the version's names. */
function classification(ctx: ApiContext, body: JsonObject): { categoryId: number; subCategoryId: number } {
  const [c, s] = byVersion(ctx.version, ['recordId', 'typeId'], ['categoryId', 'subCategoryId']);
  const categoryId = int(body, c);
  const subCategoryId = int(body, s);
  found(ctx.store.categories.get(ctx.companyId, categoryId), 'Category');
  const sub = found(ctx.store.subCategories.get(ctx.companyId, subCategoryId), 'Sub category');
  if (sub.categoryId !== categoryId)
    throw new InvalidRequestError('The sub category belongs to another category.');
  return { categoryId, subCategoryId };
}

/** Assignees: v4/v5 one `assignedUserId`, v6 a non-empty list `assignedUserIds`. */
function assignees(ctx: ApiContext, body: JsonObject): number[] {
  return checkUsers(
    ctx,
    ctx.version === 6
      ? list(body, 'assignedUserIds', 'number', { nonEmpty: true })
      : [int(body, 'assignedUserId')],
  );
}

/** `POST /profiles/scheduled`: v4/v5 take `notifyAssignee` (dropped in v6); v6 takes `timeZone` (default UTC). */
export function createScheduledProfile(ctx: ApiContext): ApiResult {
  const [c, s] = byVersion(ctx.version, ['recordId', 'typeId'], ['categoryId', 'subCategoryId']);
  const common = ['profileName', 'description', c, s, 'templateId', 'location', 'schedule'];
  const body = bodyObject(
    ctx.body,
    ctx.version === 6
      ? [...common, 'assignedUserIds', 'timeZone']
      : [...common, 'assignedUserId', 'notifyAssignee'],
  );
  if (ctx.version !== 6) bool(body, 'notifyAssignee', false);
  const templateId = int(body, 'templateId');
  found(ctx.store.templates.get(ctx.companyId, templateId), 'Template');
  const row = ctx.store.profiles.insert((id) => ({
    id,
    companyId: ctx.companyId,
    kind: 'scheduled',
    name: str(body, 'profileName'),
    description: str(body, 'description', ''),
    ...classification(ctx, body),
    templateId,
    assignedUserIds: assignees(ctx, body),
    location: str(body, 'location', ''),
    active: true,
    timeZone: ctx.version === 6 ? str(body, 'timeZone', 'UTC') : 'UTC',
    schedule: readSchedule(body.schedule),
    publicUrlSlug: null,
    allowAnonymous: false,
  }));
  return detail(ctx, row);
}

/** `POST /profiles/publicform`: v6 adds `allowAnonymous` (default true) and several users. */
export function createPublicFormProfile(ctx: ApiContext): ApiResult {
  const [c, s] = byVersion(ctx.version, ['recordId', 'typeId'], ['categoryId', 'subCategoryId']);
  const common = ['profileName', 'description', c, s, 'templateId', 'publicUrlSlug'];
  const body = bodyObject(
    ctx.body,
    ctx.version === 6 ? [...common, 'assignedUserIds', 'allowAnonymous'] : [...common, 'assignedUserId'],
  );
  const templateId = int(body, 'templateId');
  found(ctx.store.templates.get(ctx.companyId, templateId), 'Template');
  const row = ctx.store.profiles.insert((id) => ({
    id,
    companyId: ctx.companyId,
    kind: 'publicForm',
    name: str(body, 'profileName'),
    description: str(body, 'description', ''),
    ...classification(ctx, body),
    templateId,
    assignedUserIds: assignees(ctx, body),
    location: '',
    active: true,
    timeZone: 'UTC',
    schedule: { frequency: 'monthly', startDate: '2024-01-01', dueInDays: 7 },
    publicUrlSlug: str(body, 'publicUrlSlug', `form-${ctx.companyId}-${id}`),
    allowAnonymous: ctx.version === 6 ? bool(body, 'allowAnonymous', true) : true,
  }));
  return detail(ctx, row);
}

/** `PUT /profiles/{id}/detail`: v6 may also reassign users with `assignedUserIds`. */
export function updateProfileDetail(ctx: ApiContext): ApiResult {
  const row = target(ctx, 'id');
  const [c, s] = byVersion(ctx.version, ['recordId', 'typeId'], ['categoryId', 'subCategoryId']);
  const common = ['profileName', 'description', c, s, 'location', 'isActive'];
  const body = bodyObject(ctx.body, ctx.version === 6 ? [...common, 'assignedUserIds'] : common);
  const update: Partial<Profile> = {
    name: str(body, 'profileName'),
    description: str(body, 'description', row.description),
    ...classification(ctx, body),
    location: str(body, 'location', row.location),
    active: bool(body, 'isActive', row.active),
  };
  if (ctx.version === 6 && body.assignedUserIds !== undefined) {
    update.assignedUserIds = checkUsers(ctx, list(body, 'assignedUserIds', 'number', { nonEmpty: true }));
  }
  Object.assign(row, update);
  return detail(ctx, row);
}

/** `PUT /profiles/{id}/schedulesetting`: v4/v5 accept `applyToExistingItems`, removed in v6. */
export function updateScheduleSetting(ctx: ApiContext): ApiResult {
  const row = target(ctx, 'id');
  const fields = ['frequency', 'startDate', 'dueInDays'];
  const body = bodyObject(ctx.body, ctx.version === 6 ? fields : [...fields, 'applyToExistingItems']);
  if (ctx.version !== 6) bool(body, 'applyToExistingItems', false);
  row.schedule = readSchedule({
    frequency: body.frequency,
    startDate: body.startDate,
    dueInDays: body.dueInDays,
  });
  return detail(ctx, row);
}
