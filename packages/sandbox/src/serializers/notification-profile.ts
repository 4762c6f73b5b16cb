import type { NotificationProfile } from '../data/model.js';
import type { JsonObject, PerVersion } from './version.js';

function v4(n: NotificationProfile): JsonObject {
  return {
    notificationProfileId: n.id,
    name: n.name,
    recordIds: [...n.categoryIds],
    eventTypes: [...n.eventTypes],
    recipientEmails: [...n.recipients],
    isEnabled: n.enabled,
  };
}

function v5(n: NotificationProfile): JsonObject {
  return {
    notificationProfileId: n.id,
    name: n.name,
    categoryIds: [...n.categoryIds],
    eventTypes: [...n.eventTypes],
    recipients: [...n.recipients],
    isEnabled: n.enabled,
  };
}

/** A notification profile in each version. */
export const serializeNotificationProfile: PerVersion<NotificationProfile> = { 4: v4, 5: v5, 6: v5 };
