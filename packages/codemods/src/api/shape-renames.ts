import type { Change, ChangeOf } from '@compliance-migrate/rename-map';

/** A path whose leading literal segments every endpoint of its shape renames the same way. */
export interface SharedPrefixRename {
  /** The path with its prefix renamed, markers kept where they were. */
  path: string;
  /** The endpoint changes the path may be, each renaming that prefix. */
  ids: string[];
}

const MARKER = /^\uE000\d+\uE000$/;

/**
 * The path a URL with unread segments takes (`` `/records/${id}/${action}` `` called with PUT) when every renamed
 * endpoint of its method and shape (`PUT /records/{id}/archive`, `…/restore`) renames the same leading literal
 * segments and nothing else: whichever of them the call reaches, its prefix moves the same way. Undefined when no
 * renamed endpoint has that shape, when one of them moves or renames more than its prefix, when they disagree, or
 * when a later step renames the new path again.
 */
export function sharedPrefixRename(
  changes: readonly Change[],
  method: string,
  path: string,
): SharedPrefixRename | undefined {
  const segments = path.split('/').slice(1);
  const shaped = changes.filter(
    (c): c is ChangeOf<'endpoint.renamed' | 'endpoint.moved'> =>
      (c.kind === 'endpoint.renamed' || c.kind === 'endpoint.moved') &&
      c.from.method === method &&
      fitsShape(c.from.path, segments),
  );
  if (shaped.length === 0 || shaped.some((c) => c.kind !== 'endpoint.renamed')) return undefined;
  const renames = new Set(shaped.map((c) => prefixRename(c.from.path, c.to.path)));
  const [rename] = renames;
  if (renames.size !== 1 || rename === undefined || new Set(shaped.map((c) => c.since)).size !== 1)
    return undefined;
  const [from, to] = rename.split('\n').map((p) => p.split('/'));
  if (!from || !to || from.some((s, i) => segments[i] !== s)) return undefined;
  const renamed = '/' + [...to, ...segments.slice(from.length)].join('/');
  const since = shaped[0]!.since;
  const again = changes.some(
    (c) =>
      c.since > since &&
      (c.kind === 'endpoint.renamed' || c.kind === 'endpoint.moved') &&
      c.from.method === method &&
      fitsShape(c.from.path, renamed.split('/').slice(1)),
  );
  return again ? undefined : { path: renamed, ids: shaped.map((c) => c.id) };
}

/** A template of as many segments, each a parameter, an unread segment of the path, or the same word. */
function fitsShape(template: string, segments: readonly string[]): boolean {
  const parts = template.split('/').slice(1);
  return (
    parts.length === segments.length &&
    parts.every((p, i) => p.startsWith('{') || MARKER.test(segments[i]!) || p === segments[i])
  );
}

/** `records\ncategories` when the templates differ only in leading literal segments; undefined otherwise. */
function prefixRename(from: string, to: string): string | undefined {
  const a = from.split('/').slice(1);
  const b = to.split('/').slice(1);
  if (a.length !== b.length) return undefined;
  let k = 0;
  while (k < a.length && a[k] !== b[k]) k++;
  if (k === 0 || a.slice(k).some((s, i) => s !== b[k + i])) return undefined;
  const head = [...a.slice(0, k), ...b.slice(0, k)];
  if (head.some((s) => s.startsWith('{'))) return undefined;
  return `${a.slice(0, k).join('/')}\n${b.slice(0, k).join('/')}`;
}
