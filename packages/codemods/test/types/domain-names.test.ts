import { describe, expect, it } from 'vitest';
import { builtinMap } from '@compliance-migrate/rename-map';
import { Project } from 'ts-morph';
import { domainName, namesKinds, wordRenames } from '../../src/types/domain-names.js';

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

describe('namesKinds: a declaration naming kinds of a thing, not a model', () => {
  it('is an enum or an alias of literal values; an interface, an object alias or an entry alias is not', () => {
    const file = new Project({ useInMemoryFileSystem: true }).createSourceFile(
      'kinds.ts',
      [
        "type RecordType = 'audit' | 'incident';",
        "type RecordKind = 'audit';",
        'enum RecordStatus { Open }',
        'interface RecordTypeRow { typeId: number }',
        'type RecordTypeAlias = { typeId: number };',
        "type RecordTypeName = RecordTypeRow['typeId'] | 'none';",
      ].join('\n'),
    );
    const kinds = file.getStatements().map((s) => namesKinds(s));
    expect(kinds).toEqual([true, true, true, false, false, false]);
  });
});
