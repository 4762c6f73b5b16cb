import { z } from 'zod';
import { SINCE_VERSIONS, VERSIONS, versionList } from '../versions.js';

/** The schema of a version in a file: one of the integers of {@link VERSIONS}. */
export const versionSchema = z.literal(VERSIONS, { error: `a version: ${versionList('or')}` });
/** The schema of a change's `since`: a version after the first. */
export const sinceSchema = z.literal(SINCE_VERSIONS, {
  error: `a version after the first: ${SINCE_VERSIONS.join(' or ')}`,
});
