import type { Proposal } from './proposal.js';

/** The singular of a path segment, lower case (`categories` → `category`, `notificationProfiles` → …`profile`). */
const singular = (segment: string): string =>
  segment
    .toLowerCase()
    .replace(/ies$/, 'y')
    .replace(/(ss)?es$/, (m, ss: string | undefined) => (ss ? 'ss' : m === 'es' ? 'e' : m))
    .replace(/([^s])s$/, '$1');

/**
 * Whether a rename is of the record's own id (`id`, or `<resource>Id` on either side: `recordId` →
 * `categoryId` on `/categories`): a create request cannot carry it, and an update names it in the path.
 */
export function isOwnId(from: string, to: string, resource: string): boolean {
  const own = new Set(['id', `${singular(resource)}id`, `${singular(resource)}_id`]);
  return own.has(from.toLowerCase()) || own.has(to.toLowerCase());
}

/**
 * Whether a field is a display copy of another record's name (`recordName` beside `recordId` in a profile):
 * requests refer to that record by its id, so only answers hold the name. `renamed` are the renames seen in
 * the same place of the answers.
 */
export function isReferenceName(from: string, resource: string, renamed: readonly Proposal[]): boolean {
  const stem = /^(.+?)(Name|_name)$/.exec(from)?.[1];
  if (!stem) return false;
  return renamed.some((p) => {
    const ref = String(p.change.from);
    return (ref === `${stem}Id` || ref === `${stem}_id`) && !isOwnId(ref, String(p.change.to), resource);
  });
}
