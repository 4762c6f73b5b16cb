import type { Profile } from '../data/model.js';
import type { Store } from '../data/store.js';
import type { ApiVersion, JsonObject } from './version.js';

const PROFILE_TYPE = { scheduled: 'scheduled', publicForm: 'publicForm' } as const;

function names(store: Store, p: Profile): { categoryName: string; subCategoryName: string } {
  return {
    categoryName: store.categories.get(p.companyId, p.categoryId)?.name ?? '',
    subCategoryName: store.subCategories.get(p.companyId, p.subCategoryId)?.name ?? '',
  };
}

function openItemCount(store: Store, p: Profile): number {
  return store.items.list(p.companyId).filter((i) => i.profileId === p.id && i.status !== 'completed').length;
}

/** A profile as a row of `GET /profiles/search` in the given version. */
export function serializeProfileSummary(store: Store, version: ApiVersion, p: Profile): JsonObject {
  const { categoryName, subCategoryName } = names(store, p);
  const first = p.assignedUserIds[0] ?? null;
  if (version === 4) {
    return {
      profileId: p.id,
      profileName: p.name,
      profileType: PROFILE_TYPE[p.kind],
      recordId: p.categoryId,
      recordName: categoryName,
      typeId: p.subCategoryId,
      typeName: subCategoryName,
      assignedUserId: first,
      isActive: p.active,
      isDeleted: false,
    };
  }
  if (version === 5) {
    return {
      profileId: p.id,
      profileName: p.name,
      profileType: PROFILE_TYPE[p.kind],
      categoryId: p.categoryId,
      categoryName,
      subCategoryId: p.subCategoryId,
      subCategoryName,
      assignedUserId: first,
      isActive: p.active,
      isDeleted: false,
    };
  }
  return {
    profileId: p.id,
    profileName: p.name,
    profileType: PROFILE_TYPE[p.kind],
    categoryId: p.categoryId,
    categoryName,
    subCategoryId: p.subCategoryId,
    subCategoryName,
    assignedUserIds: [...p.assignedUserIds],
    isActive: p.active,
    openItemCount: openItemCount(store, p),
  };
}

/** A profile as returned by `GET /profiles/{profileId}` (and the create/update calls) in the given version. */
export function serializeProfileDetail(store: Store, version: ApiVersion, p: Profile): JsonObject {
  const { categoryName, subCategoryName } = names(store, p);
  const first = p.assignedUserIds[0] ?? null;
  const schedule = {
    frequency: p.schedule.frequency,
    startDate: p.schedule.startDate,
    dueInDays: p.schedule.dueInDays,
  };
  if (version === 4) {
    return {
      profileId: p.id,
      profileName: p.name,
      profileType: PROFILE_TYPE[p.kind],
      description: p.description,
      recordId: p.categoryId,
      recordName: categoryName,
      typeId: p.subCategoryId,
      typeName: subCategoryName,
      templateId: p.templateId,
      assignedUserId: first,
      location: p.location,
      isActive: p.active,
      isDeleted: false,
      publicUrlSlug: p.publicUrlSlug,
      schedule,
    };
  }
  if (version === 5) {
    return {
      profileId: p.id,
      profileName: p.name,
      profileType: PROFILE_TYPE[p.kind],
      description: p.description,
      categoryId: p.categoryId,
      categoryName,
      subCategoryId: p.subCategoryId,
      subCategoryName,
      templateId: p.templateId,
      assignedUserId: first,
      location: p.location,
      isActive: p.active,
      isDeleted: false,
      publicUrlSlug: p.publicUrlSlug,
      schedule,
    };
  }
  return {
    profileId: p.id,
    profileName: p.name,
    profileType: PROFILE_TYPE[p.kind],
    description: p.description,
    categoryId: p.categoryId,
    categoryName,
    subCategoryId: p.subCategoryId,
    subCategoryName,
    templateId: p.templateId,
    assignedUserIds: [...p.assignedUserIds],
    location: p.location,
    isActive: p.active,
    timeZone: p.timeZone,
    publicUrlSlug: p.publicUrlSlug,
    schedule,
  };
}

/** A profile as a row of `GET /profiles/simpleList` (the same in every version). */
export function serializeProfileSimple(p: Profile): JsonObject {
  return { profileId: p.id, profileName: p.name };
}

/** A profile as a row of `GET /templates/{id}/associatedProfiles` in the given version. */
export function serializeAssociatedProfile(store: Store, version: ApiVersion, p: Profile): JsonObject {
  const { categoryName, subCategoryName } = names(store, p);
  if (version === 4) {
    return {
      profileId: p.id,
      profileName: p.name,
      profileType: PROFILE_TYPE[p.kind],
      recordName: categoryName,
      typeName: subCategoryName,
    };
  }
  return {
    profileId: p.id,
    profileName: p.name,
    profileType: PROFILE_TYPE[p.kind],
    categoryName,
    subCategoryName,
  };
}
