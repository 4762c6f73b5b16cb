import type { Change, ChangeOf } from '@compliance-migrate/rename-map';

/** One word rename of a resource (`Record` → `Category`), with the change that made it. */
export interface WordRename {
  from: string;
  to: string;
  id: string;
}

/** `Sub Category` → `SubCategory`. */
export function pascal(name: string): string {
  return name
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((w) => w[0]!.toUpperCase() + w.slice(1))
    .join('');
}

/** The identifier renames (`Record` → `Category`, `Records` → `Categories`) of the resource changes, chained. */
export function wordRenames(changes: readonly Change[]): WordRename[] {
  const resources = changes.filter((c): c is ChangeOf<'resource.renamed'> => c.kind === 'resource.renamed');
  const renames: WordRename[] = [];
  for (const change of [...resources].sort((a, b) => a.since - b.since)) {
    for (const form of ['singular', 'plural'] as const) {
      const from = pascal(change.from[form]);
      const to = pascal(change.to[form]);
      const earlier = renames.find((r) => r.to === from);
      if (earlier) earlier.to = to;
      else renames.push({ from, to, id: change.id });
    }
  }
  return renames;
}

/**
 * The new name of a domain type named for a renamed resource: the resource is its first word (`Record`,
 * `RecordListResponse` → `CategoryListResponse`, `TypeOption` → `SubCategoryOption`). A name that has the word
 * elsewhere (`ProfileType`, `ContentType`) names something else and is kept.
 */
export function domainName(
  name: string,
  renames: readonly WordRename[],
): (WordRename & { name: string }) | undefined {
  for (const rename of [...renames].sort((a, b) => b.from.length - a.from.length)) {
    if (!name.startsWith(rename.from)) continue;
    const rest = name.slice(rename.from.length);
    if (rest === '' || /^[A-Z0-9_]/.test(rest)) return { ...rename, name: rename.to + rest };
  }
  return undefined;
}
