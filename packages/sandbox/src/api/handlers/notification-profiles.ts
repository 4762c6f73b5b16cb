import type { NotificationProfile } from '../../data/model.js';
import { serializeNotificationProfile } from '../../serializers/notification-profile.js';
import { byVersion } from '../by-version.js';
import type { ApiContext, ApiResult } from '../context.js';
import { bodyObject, bool, found, int, list, pathId, str } from '../input.js';

type Input = Pick<NotificationProfile, 'name' | 'categoryIds' | 'eventTypes' | 'recipients' | 'enabled'>;

function readInput(ctx: ApiContext, extra: string[]): Input & { body: Record<string, unknown> } {
  const [categories, recipients] = byVersion(
    ctx.version,
    ['recordIds', 'recipientEmails'],
    ['categoryIds', 'recipients'],
  );
  const body = bodyObject(ctx.body, ['name', categories, 'eventTypes', recipients, 'isEnabled', ...extra]);
  const categoryIds = list(body, categories, 'number');
  for (const id of categoryIds) found(ctx.store.categories.get(ctx.companyId, id), `Category ${id}`);
  return {
    body,
    name: str(body, 'name'),
    categoryIds,
    eventTypes: list(body, 'eventTypes', 'string', { fallback: [] }),
    recipients: list(body, recipients, 'string', { nonEmpty: true }),
    enabled: bool(body, 'isEnabled', true),
  };
}

/** `GET /notificationProfiles/{id}`. */
export function getNotificationProfile(ctx: ApiContext): ApiResult {
  const row = found(
    ctx.store.notificationProfiles.get(ctx.companyId, pathId(ctx.params, 'id')),
    'Notification profile',
  );
  return { json: serializeNotificationProfile[ctx.version](row) };
}

/** `POST /notificationProfiles` (v4 `POST /notificationProfiles/add`). */
export function createNotificationProfile(ctx: ApiContext): ApiResult {
  const { body: _body, ...input } = readInput(ctx, []);
  const row = ctx.store.notificationProfiles.insert((id) => ({ id, companyId: ctx.companyId, ...input }));
  return { json: serializeNotificationProfile[ctx.version](row) };
}

/** `PUT /notificationProfiles/{id}` (v4 `PUT /notificationProfiles/update` with `id` in the body). */
export function updateNotificationProfile(ctx: ApiContext): ApiResult {
  const { body, ...input } = readInput(ctx, ctx.version === 4 ? ['id'] : []);
  const id = ctx.version === 4 ? int(body, 'id') : pathId(ctx.params, 'id');
  const row = found(ctx.store.notificationProfiles.get(ctx.companyId, id), 'Notification profile');
  Object.assign(row, input);
  return { json: serializeNotificationProfile[ctx.version](row) };
}
