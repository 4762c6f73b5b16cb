import { describe, expect, it } from 'vitest';
import { apiBaseFlag } from '../../src/transform/api-base-flag.js';

describe('apiBaseFlag', () => {
  it('names a base as the run compares it: its text without whitespace', () => {
    expect(apiBaseFlag('__ENV.BASE_URL')).toBe('--api-base __ENV.BASE_URL');
    expect(apiBaseFlag('this.config.apiUrl')).toBe('--api-base this.config.apiUrl');
  });

  it('quotes what a shell would read otherwise', () => {
    expect(apiBaseFlag("config.get( 'compliance.url' )")).toBe(
      String.raw`--api-base 'config.get('\''compliance.url'\'')'`,
    );
    expect(apiBaseFlag('$API')).toBe("--api-base '$API'");
    expect(apiBaseFlag('getBase()')).toBe("--api-base 'getBase()'");
  });
});
