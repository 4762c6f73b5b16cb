import { describe, expect, it } from 'vitest';
import { builtinMap } from '@compliance-migrate/rename-map';
import { domainName, wordRenames } from '../../src/types/domain-names.js';

const renames = wordRenames(builtinMap());
const renamed = (name: string, compound = true): string | undefined =>
  domainName(name, renames, compound)?.name;

describe('domainName: the new name of a type named for a renamed resource', () => {
  it('renames the first word', () => {
    expect(renamed('Record')).toBe('Category');
    expect(renamed('RecordListResponse')).toBe('CategoryListResponse');
    expect(renamed('TypeOption')).toBe('SubCategoryOption');
    expect(renamed('Records')).toBe('Categories');
  });
  it('names a record’s type (two resources, the second qualified by the first) for the second', () => {
    expect(renamed('RecordType')).toBe('SubCategory');
    expect(renamed('RecordTypes')).toBe('SubCategories');
    expect(renamed('RecordTypeOption')).toBe('SubCategoryOption');
    // an enum of kinds of records is not the Type resource
    expect(renamed('RecordType', false)).toBe('CategoryType');
  });
  it('keeps a name with the word elsewhere or inside another word', () => {
    expect(renamed('ProfileType')).toBeUndefined();
    expect(renamed('Recorder')).toBeUndefined();
    expect(renamed('RecordTyped')).toBe('CategoryTyped');
  });
});
