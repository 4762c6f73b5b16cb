import { describe, expect, it } from 'vitest';
import {
  FIRST_VERSION,
  LATEST_VERSION,
  SINCE_VERSIONS,
  UnsupportedVersionError,
  VERSIONS,
  isSince,
  nextVersion,
  parseVersion,
  previousVersion,
  stepsBetween,
  versionList,
  versionSchema,
  sinceSchema,
  type Since,
  type Version,
} from '../src/index.js';

describe('the versions', () => {
  it('are listed once, oldest first, with the first, the latest and those that introduce changes', () => {
    expect(VERSIONS).toEqual([4, 5, 6]);
    expect([FIRST_VERSION, LATEST_VERSION]).toEqual([4, 6]);
    expect(SINCE_VERSIONS).toEqual([5, 6]);
    expect(VERSIONS.filter(isSince)).toEqual(SINCE_VERSIONS);
  });

  it('parse from numbers and from "5" or "v5", and refuse anything else naming the supported ones', () => {
    expect(VERSIONS.map((v) => parseVersion(v))).toEqual([4, 5, 6]);
    expect(['4', 'v5', 'V6', ' 5 '].map(parseVersion)).toEqual([4, 5, 6, 5]);
    for (const bad of [3, 7, '3', 'v', '', '5.0', '0x5', 'v 5', null, undefined, 5.5]) {
      expect(() => parseVersion(bad), String(bad)).toThrow(UnsupportedVersionError);
    }
    expect(() => parseVersion('v7')).toThrow('Unsupported API version v7: use 4, 5 or 6.');
    try {
      parseVersion(3);
    } catch (error) {
      expect((error as UnsupportedVersionError).code).toBe('ERR_MAP_VERSION');
    }
  });

  it('step to the next and the previous version, and undefined past either end', () => {
    expect(VERSIONS.map((v) => nextVersion(v))).toEqual([5, 6, undefined]);
    expect(VERSIONS.map((v) => previousVersion(v))).toEqual([undefined, 4, 5]);
    const older: Version = previousVersion(6 as Since);
    expect(older).toBe(5);
  });

  it('give the steps between two versions in the order they are taken', () => {
    expect(stepsBetween(4, 6)).toEqual([5, 6]);
    expect(stepsBetween(6, 4)).toEqual([6, 5]);
    expect(stepsBetween(5, 6)).toEqual([6]);
    expect(stepsBetween(6, 5)).toEqual([6]);
    expect(stepsBetween(5, 5)).toEqual([]);
  });

  it('read as prose for messages, and as schemas for files (numbers only)', () => {
    expect(versionList()).toBe('4, 5 and 6');
    expect(versionList('or')).toBe('4, 5 or 6');
    expect(versionSchema.safeParse(5).success).toBe(true);
    expect(versionSchema.safeParse('5').success).toBe(false);
    expect(versionSchema.safeParse(7).error?.issues[0]?.message).toBe('a version: 4, 5 or 6');
    expect(sinceSchema.safeParse(4).success).toBe(false);
    expect(sinceSchema.safeParse(6).success).toBe(true);
  });
});
