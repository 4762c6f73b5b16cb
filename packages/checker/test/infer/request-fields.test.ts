import { expect, it } from 'vitest';
import type { Proposal } from '../../src/index.js';
import { isOwnId, isReferenceName } from '../../src/infer/request-fields.js';

const rename = (from: string, to: string): Proposal =>
  ({ change: { kind: 'field.renamed', from, to } }) as unknown as Proposal;

it("knows a record's own id on either side of a rename, by the resource's singular", () => {
  expect(isOwnId('recordId', 'categoryId', 'categories')).toBe(true);
  expect(isOwnId('typeId', 'subCategoryId', 'subcategories')).toBe(true);
  expect(isOwnId('notificationProfileId', 'id', 'notificationProfiles')).toBe(true);
  expect(isOwnId('recordId', 'categoryId', 'profiles')).toBe(false);
});

it("knows a copy of another record's name beside that record's id, but not the record's own name", () => {
  const profileRow = [rename('recordId', 'categoryId'), rename('profileId', 'id')];
  expect(isReferenceName('recordName', 'profiles', profileRow)).toBe(true);
  expect(isReferenceName('profileName', 'profiles', profileRow)).toBe(false);
  const categoryRow = [rename('recordId', 'categoryId')];
  expect(isReferenceName('recordName', 'categories', categoryRow)).toBe(false);
  expect(isReferenceName('title', 'profiles', profileRow)).toBe(false);
});
