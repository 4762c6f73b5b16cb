import type { NonCompliance } from '../data/model.js';
import type { Store } from '../data/store.js';
import type { JsonObject } from './version.js';

/** A non-compliance as a row of `GET /nonCompliance/search` (the same in every version). */
export function serializeNonCompliance(store: Store, n: NonCompliance): JsonObject {
  return {
    nonComplianceId: n.id,
    itemId: n.itemId,
    itemName: store.items.get(n.companyId, n.itemId)?.name ?? '',
    profileId: n.profileId,
    severity: n.severity,
    description: n.description,
    raisedAt: n.raisedAt,
    isClosed: n.closed,
  };
}
