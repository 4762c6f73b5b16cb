import { fileURLToPath } from 'node:url';

/** The repository's fixtures folder (the demo's client, overlay and scenarios live there). */
export const fixturesDir = fileURLToPath(new URL('../../../../fixtures/', import.meta.url));

/** A file inside fixtures/. */
export function fixture(path: string): string {
  return fixturesDir + path;
}
