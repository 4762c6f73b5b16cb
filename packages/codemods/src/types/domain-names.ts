import type { Change, ChangeOf } from '@compliance-migrate/rename-map';
import { Node } from 'ts-morph';

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
 * elsewhere (`ProfileType`, `ContentType`) names something else and is kept. With `compound`, a name whose first two
 * words are two renamed resources names the second one, qualified by the first (`RecordType`, a record's type, is
 * the v4 Type: `SubCategory`, not `CategoryType`); an enum (`enum RecordType { … }`, kinds of records) is not such a
 * name, so the caller passes `compound` for interfaces, aliases and classes only.
 */
export function domainName(
  name: string,
  renames: readonly WordRename[],
  compound = false,
): (WordRename & { name: string }) | undefined {
  const longestFirst = [...renames].sort((a, b) => b.from.length - a.from.length);
  const after = (rename: WordRename, text: string): string | undefined => {
    if (!text.startsWith(rename.from)) return undefined;
    const rest = text.slice(rename.from.length);
    return rest === '' || /^[A-Z0-9_]/.test(rest) ? rest : undefined;
  };
  for (const rename of longestFirst) {
    const rest = after(rename, name);
    if (rest === undefined) continue;
    if (compound) {
      for (const second of longestFirst) {
        if (second.to === rename.to) continue;
        const tail = after(second, rest);
        if (tail !== undefined) return { ...second, name: second.to + tail };
      }
    }
    return { ...rename, name: rename.to + rest };
  }
  return undefined;
}

/**
 * Whether a declaration names kinds of a thing rather than a model: an enum, or an alias of literal values
 * (`type RecordType = 'audit' | 'incident'`). Such a name is not read as two resources (`CategoryType`, not
 * `SubCategory`).
 */
export function namesKinds(declaration: Node): boolean {
  if (Node.isEnumDeclaration(declaration)) return true;
  if (!Node.isTypeAliasDeclaration(declaration)) return false;
  const type = declaration.getTypeNode();
  const members = Node.isUnionTypeNode(type) ? type.getTypeNodes() : type ? [type] : [];
  return members.length > 0 && members.every((m) => Node.isLiteralTypeNode(m));
}
