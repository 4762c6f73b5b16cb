import type { Hazard } from '../data/model.js';
import type { JsonObject } from './version.js';

/** A created hazard (the same in every version: only the request changed in 6.0). */
export function serializeHazard(h: Hazard): JsonObject {
  return { hazardId: h.id, itemId: h.itemId, profileId: h.profileId };
}
