import { describe, expect, it } from 'vitest';
import { splitGlob } from '../../src/api/url-glob.js';

describe('a stub URL glob', () => {
  it("reads msw's single-star origin as it reads minimatch's double star", () => {
    expect(splitGlob('*/api/v4/notificationProfiles/add')).toEqual({
      prefix: '*',
      text: '/api/v4/notificationProfiles/add',
      suffix: '',
    });
    expect(splitGlob('**/api/v4/records*')).toEqual({ prefix: '**', text: '/api/v4/records', suffix: '*' });
  });

  it('leaves a star that is not an origin before a slash', () => {
    expect(splitGlob('*.json')).toEqual({ prefix: '', text: '*.json', suffix: '' });
    expect(splitGlob('/api/v4/records')).toEqual({ prefix: '', text: '/api/v4/records', suffix: '' });
  });
});
