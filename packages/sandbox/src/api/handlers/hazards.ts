import type { Hazard, Severity } from '../../data/model.js';
import { InvalidRequestError } from '../../errors.js';
import { serializeHazard } from '../../serializers/hazard.js';
import type { JsonObject } from '../../serializers/version.js';
import type { ApiContext, ApiResult } from '../context.js';
import { bodyObject, found, int, list, str } from '../input.js';

const SEVERITIES: readonly Severity[] = ['low', 'medium', 'high'];

/** The hazard fields: v4/v5 `hazardName`, `riskLevel`; v6 `title`, `severity` and a new `controlMeasures` list. */
function hazardFields(
  ctx: ApiContext,
  target: string,
): { body: JsonObject; fields: Omit<Hazard, 'id' | 'companyId' | 'itemId' | 'profileId'> } {
  const v6 = ctx.version === 6;
  const names = v6
    ? ['title', 'severity', 'description', 'controlMeasures']
    : ['hazardName', 'riskLevel', 'description'];
  const body = bodyObject(ctx.body, [target, ...names]);
  const severity = str(body, v6 ? 'severity' : 'riskLevel') as Severity;
  if (!SEVERITIES.includes(severity)) {
    throw new InvalidRequestError(`Field "${v6 ? 'severity' : 'riskLevel'}" must be low, medium or high.`);
  }
  return {
    body,
    fields: {
      title: str(body, v6 ? 'title' : 'hazardName'),
      severity,
      description: str(body, 'description', ''),
      controlMeasures: v6 ? list(body, 'controlMeasures', 'string', { fallback: [] }) : [],
    },
  };
}

function insert(
  ctx: ApiContext,
  itemId: number | null,
  profileId: number | null,
  fields: Omit<Hazard, 'id' | 'companyId' | 'itemId' | 'profileId'>,
): Hazard {
  return ctx.store.hazards.insert((id) => ({ id, companyId: ctx.companyId, itemId, profileId, ...fields }));
}

/** `POST /hazards/complianceItem`: one hazard for one item. */
export function createItemHazard(ctx: ApiContext): ApiResult {
  const { body, fields } = hazardFields(ctx, 'itemId');
  const item = found(ctx.store.items.get(ctx.companyId, int(body, 'itemId')), 'Item');
  return { json: serializeHazard(insert(ctx, item.id, item.profileId, fields)) };
}

/** `POST /hazards/complianceItem/bulk`: the same hazard for several items. */
export function createItemHazardsBulk(ctx: ApiContext): ApiResult {
  const { body, fields } = hazardFields(ctx, 'itemIds');
  const items = list(body, 'itemIds', 'number', { nonEmpty: true }).map((id) =>
    found(ctx.store.items.get(ctx.companyId, id), `Item ${id}`),
  );
  return {
    json: { data: items.map((item) => serializeHazard(insert(ctx, item.id, item.profileId, fields))) },
  };
}

/** `POST /hazards/complianceProfile`: one hazard for a profile. */
export function createProfileHazard(ctx: ApiContext): ApiResult {
  const { body, fields } = hazardFields(ctx, 'profileId');
  const profile = found(ctx.store.profiles.get(ctx.companyId, int(body, 'profileId')), 'Profile');
  return { json: serializeHazard(insert(ctx, null, profile.id, fields)) };
}
