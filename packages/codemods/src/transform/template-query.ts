import type * as t from '@babel/types';
import { renameQueryName, type IdEdit } from './object-rewrite.js';
import { endOf, startOf } from './parser.js';

type QueryRenames = readonly (ReadonlyMap<string, { to: string; id: string }> | undefined)[];

/**
 * `` url += `&typeId=${typeId}&searchText=${q}` ``: renames the query names written in the text parts of an appended
 * template literal. False when it does not start with `?` or `&` (not a query), or a text part is not written as
 * its value (an escape), so the caller leaves its TODO.
 */
export function renameTemplateQuery(
  template: t.TemplateLiteral,
  queries: QueryRenames,
  source: string,
  edits: IdEdit[],
): boolean {
  const first = template.quasis[0];
  if (!first || !/^[?&]/.test(first.value.raw)) return false;
  const found: IdEdit[] = [];
  for (const quasi of template.quasis) {
    const start = startOf(quasi);
    const raw = source.slice(start, endOf(quasi));
    if (raw !== quasi.value.raw || raw !== quasi.value.cooked) return false;
    for (const match of raw.matchAll(/([?&])([^=&?#]+)=/g)) {
      const name = match[2]!;
      const renamed = renameQueryName(name, queries);
      if (renamed.id === undefined) continue;
      const at = start + match.index + 1;
      found.push({ start: at, end: at + name.length, text: renamed.name, changeId: renamed.id, at });
    }
  }
  edits.push(...found);
  return true;
}
