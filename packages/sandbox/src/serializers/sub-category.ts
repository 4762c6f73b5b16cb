import type { SubCategory } from '../data/model.js';
import type { JsonObject, PerVersion } from './version.js';

function v4(s: SubCategory): JsonObject {
  return { typeId: s.id, typeName: s.name, recordId: s.categoryId, isArchived: s.archived };
}

function v5(s: SubCategory): JsonObject {
  return { subCategoryId: s.id, subCategoryName: s.name, categoryId: s.categoryId, isArchived: s.archived };
}

/** A sub category (v4: a type) in each version. */
export const serializeSubCategory: PerVersion<SubCategory> = { 4: v4, 5: v5, 6: v5 };
