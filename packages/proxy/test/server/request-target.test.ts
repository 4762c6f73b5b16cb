import { describe, expect, it } from 'vitest';
import { ProxyError } from '../../src/errors.js';
import { parseVersion } from '../../src/server/request-target.js';

describe('the version a request names', () => {
  it('is read as rename-map reads versions: "5" or "v5"', () => {
    expect(parseVersion('5', 'header x-api-version')).toBe(5);
    expect(parseVersion('v6', 'header x-api-version')).toBe(6);
  });

  it('is refused with 400 unsupported_version naming where it came from and the supported versions', () => {
    let error: unknown;
    try {
      parseVersion('7', 'header x-api-version');
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ProxyError);
    expect(error).toMatchObject({ status: 400, error: 'unsupported_version' });
    expect((error as Error).message).toContain(
      'header x-api-version names version "7"; supported versions are 4, 5 and 6',
    );
  });
});
