import { describe, expect, it } from 'vitest';
import { codings, decodableAcceptEncoding, isDecodable } from '../../src/lib/decode.js';
import { isJsonContentType } from '../../src/lib/headers.js';

describe('content codings', () => {
  it('lists the codings of a value, none for an absent or empty one', () => {
    expect(codings(undefined)).toEqual([]);
    expect(codings('')).toEqual([]);
    expect(codings('GZip, identity, br')).toEqual(['gzip', 'br']);
    expect(codings(['gzip', 'deflate'])).toEqual(['gzip', 'deflate']);
    expect([isDecodable(undefined), isDecodable('zstd'), isDecodable('gzip, br')]).toEqual([
      true,
      false,
      true,
    ]);
  });

  it('answers Accept-Encoding right when values repeat, alternate, or come as a list', () => {
    const asked = [
      'gzip, zstd',
      'gzip, zstd',
      undefined,
      'br;q=0.5, gzip;q=0',
      'gzip, zstd',
      ['zstd', 'deflate'],
      ['zstd', 'deflate'],
      'zstd',
      undefined,
    ];
    expect(asked.map((value) => decodableAcceptEncoding(value))).toEqual([
      'gzip',
      'gzip',
      'identity',
      'br;q=0.5',
      'gzip',
      'deflate',
      'deflate',
      'identity',
      'identity',
    ]);
  });
});

describe('JSON content types', () => {
  it('knows the common spellings and the rest alike', () => {
    const types = [
      'application/json',
      'application/json; charset=utf-8',
      'Application/JSON ;charset=UTF-8',
      'application/problem+json',
      'text/json',
      'application/jsonx',
      undefined,
    ];
    expect(types.map((t) => isJsonContentType(t))).toEqual([true, true, true, true, false, false, false]);
  });
});
