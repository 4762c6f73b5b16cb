import type { Item } from '../data/model.js';
import type { Store } from '../data/store.js';
import type { ApiVersion, JsonObject } from './version.js';

function related(store: Store, item: Item) {
  const profile = store.profiles.get(item.companyId, item.profileId);
  const category = profile && store.categories.get(item.companyId, profile.categoryId);
  const sub = profile && store.subCategories.get(item.companyId, profile.subCategoryId);
  return {
    profileName: profile?.name ?? '',
    categoryId: category?.id ?? null,
    categoryName: category?.name ?? '',
    subCategoryId: sub?.id ?? null,
    subCategoryName: sub?.name ?? '',
  };
}

/** An item as a row of `GET /items/search` in the given version. */
export function serializeItemSummary(store: Store, version: ApiVersion, item: Item): JsonObject {
  const r = related(store, item);
  if (version === 4) {
    return {
      itemId: item.id,
      itemName: item.name,
      profileId: item.profileId,
      profileName: r.profileName,
      recordId: r.categoryId,
      recordName: r.categoryName,
      typeId: r.subCategoryId,
      typeName: r.subCategoryName,
      status: item.status,
      dueDate: item.dueDate,
      completedDate: item.completedDate,
      assignedUserId: item.assignedUserId,
      score: item.score,
    };
  }
  if (version === 5) {
    return {
      itemId: item.id,
      itemName: item.name,
      profileId: item.profileId,
      profileName: r.profileName,
      categoryId: r.categoryId,
      categoryName: r.categoryName,
      subCategoryId: r.subCategoryId,
      subCategoryName: r.subCategoryName,
      status: item.status,
      dueDate: item.dueDate,
      completedDate: item.completedDate,
      assignedUserId: item.assignedUserId,
      score: item.score,
    };
  }
  return {
    itemId: item.id,
    itemName: item.name,
    profileId: item.profileId,
    profileName: r.profileName,
    categoryId: r.categoryId,
    categoryName: r.categoryName,
    subCategoryId: r.subCategoryId,
    subCategoryName: r.subCategoryName,
    status: item.status,
    dueDate: item.dueDate,
    completedDate: item.completedDate,
    assignedUserId: item.assignedUserId,
    complianceScore: item.score,
  };
}

/** An item as returned by `GET /items/{itemid}` in the given version. */
export function serializeItemDetail(store: Store, version: ApiVersion, item: Item): JsonObject {
  const summary = serializeItemSummary(store, version, item);
  if (version === 6) return { ...summary, notes: item.notes, historyCount: item.historyIds.length };
  return { ...summary, notes: item.notes, versionCount: item.historyIds.length };
}

/** An item as a row of `GET /items/mytestforms` in the given version. */
export function serializeTestForm(store: Store, version: ApiVersion, item: Item): JsonObject {
  const r = related(store, item);
  if (version === 4) {
    return {
      itemId: item.id,
      itemName: item.name,
      recordName: r.categoryName,
      typeName: r.subCategoryName,
      dueDate: item.dueDate,
      status: item.status,
    };
  }
  return {
    itemId: item.id,
    itemName: item.name,
    categoryName: r.categoryName,
    subCategoryName: r.subCategoryName,
    dueDate: item.dueDate,
    status: item.status,
  };
}
