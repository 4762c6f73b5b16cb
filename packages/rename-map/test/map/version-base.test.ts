import { describe, expect, it } from 'vitest';
import { belowVersionBase } from '@compliance-migrate/rename-map';

describe('belowVersionBase', () => {
  it('gives what follows a version segment, however deep the base', () => {
    expect(belowVersionBase('/api/v4/records')).toBe('/records');
    expect(belowVersionBase('/v5/categories/12')).toBe('/categories/12');
    expect(belowVersionBase('/tenant/compliance/v12/items/search')).toBe('/items/search');
  });

  it('takes the first version segment as the base', () => {
    expect(belowVersionBase('/api/v4/files/v2/list')).toBe('/files/v2/list');
  });

  it('finds none without a version segment followed by more', () => {
    expect(belowVersionBase('/records')).toBeUndefined();
    expect(belowVersionBase('/api/v4')).toBeUndefined();
    expect(belowVersionBase('/api/version4/records')).toBeUndefined();
    expect(belowVersionBase('/api/v4x/records')).toBeUndefined();
  });
});
