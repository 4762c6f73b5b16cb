/**
 * The routes a Nuxt or Nitro app serves itself, read from its server file names: `server/api/records.get.ts`
 * answers `/api/records`, `server/routes/health.ts` answers `/health` (Nitro's file-based routing: a method
 * suffix `.get`/`.post`/…, `index` for the folder, `[id]` and `[...slug]` for parameters).
 */
const METHOD_SUFFIX = /\.(?:get|post|put|patch|delete|head|options|connect|trace)$/;

/** The URL segments of a Nitro server route file, or undefined for any other file. */
export function nitroRouteOf(file: string): string[] | undefined {
  const found = /(?:^|\/)server\/(api|routes)\/((?:[^/]+\/)*[^/]+)\.[cm]?[jt]s$/.exec(file);
  if (!found) return undefined;
  const segments = found[2]!.replace(METHOD_SUFFIX, '').split('/');
  if (segments[segments.length - 1] === 'index') segments.pop();
  return found[1] === 'api' ? ['api', ...segments] : segments;
}
