/**
 * Renames query parameter names in a raw query string (without `?`), keeping order, values and encoding.
 * Returns the same string when nothing changes.
 */
export function rewriteQuery(
  query: string,
  renames: ReadonlyMap<string, { to: string; id: string }> | undefined,
  applied: Set<string>,
): string {
  if (!renames || query === '') return query;
  let changed = false;
  const parts = query.split('&').map((part) => {
    const eq = part.indexOf('=');
    const rawName = eq < 0 ? part : part.slice(0, eq);
    let name: string;
    try {
      name = decodeURIComponent(rawName.replace(/\+/g, ' '));
    } catch {
      return part;
    }
    const rename = renames.get(name);
    if (!rename) return part;
    changed = true;
    applied.add(rename.id);
    return encodeURIComponent(rename.to) + (eq < 0 ? '' : part.slice(eq));
  });
  return changed ? parts.join('&') : query;
}
