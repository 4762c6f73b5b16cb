import type { Category } from '../data/model.js';
import type { JsonObject, PerVersion } from './version.js';

function v4(c: Category): JsonObject {
  return {
    recordId: c.id,
    recordName: c.name,
    recordCode: c.code,
    description: c.description,
    isArchived: c.archived,
    createdAt: c.createdAt,
  };
}

function v5(c: Category): JsonObject {
  return {
    categoryId: c.id,
    categoryName: c.name,
    categoryCode: c.code,
    description: c.description,
    isArchived: c.archived,
    createdAt: c.createdAt,
  };
}

/** A category (v4: a record) in each version. */
export const serializeCategory: PerVersion<Category> = { 4: v4, 5: v5, 6: v5 };
