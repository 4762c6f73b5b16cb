import { parseVersion as toVersion, versionList, type Version } from '@compliance-migrate/rename-map';
import { badRequestTarget, badVersion } from '../errors.js';

/** Only origin-form targets under the base path: no authority, no dot or empty segments, no backslashes. */
export function checkPath(path: string): void {
  if (!path.startsWith('/') || path.startsWith('//')) {
    throw badRequestTarget(
      'only origin-form request targets (/path?query) are forwarded; the upstream is fixed by configuration',
    );
  }
  if (path.includes('\\')) throw badRequestTarget('backslashes are not allowed in the path');
  if (path.includes('//')) throw badRequestTarget('empty segments ("//") are not allowed in the path');
  // A dot segment starts right after a slash with "." or "%" (for %2e): most paths are let through here.
  if (!path.includes('/.') && !path.includes('/%')) return;
  for (const segment of path.split('/')) {
    if (/^(\.|%2e){1,2}$/i.test(segment)) {
      throw badRequestTarget('dot segments ("." and "..") are not allowed in the path');
    }
  }
}

/** The version a path prefix or header names; 400 `unsupported_version` otherwise. */
export function parseVersion(value: string | undefined, where: string): Version {
  try {
    return toVersion(value);
  } catch {
    throw badVersion(
      `${where} names version "${String(value).slice(0, 20)}"; supported versions are ${versionList()}`,
    );
  }
}
