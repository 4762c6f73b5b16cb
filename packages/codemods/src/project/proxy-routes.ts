/**
 * The base paths of the app's own catch-all function routes that hand their path on to another server: Gatsby's
 * `src/api/compliance/[...path].ts`, Next.js's `pages/api/compliance/[...path].ts` and Nitro's
 * `server/api/compliance/[...path].ts` answer `/api/compliance/<anything>`, and when the handler reads that
 * parameter (`req.params.path`, `params['path']`, `getRouterParam(event, 'path')`) and writes it after a slash
 * (`` `/${path}` ``) it forwards it. The browser's `` fetch(`/api/compliance/${path}`) `` then names a path of the
 * server behind it, which the run judges as it judges any base: this API's when the paths sent through it are.
 */
const CATCH_ALL =
  /(?:^|\/)(?:src\/api|pages\/api|server\/api)((?:\/[^/[\]]+)*)\/\[\.\.\.(\w+)\]\.[cm]?[jt]sx?$/;

/** The route prefix (`/api/compliance`) of each catch-all proxy route among `files`, from names and texts. */
export function proxyRouteBases(files: Iterable<[file: string, text: string]>): Set<string> {
  const bases = new Set<string>();
  for (const [file, text] of files) {
    const path = file.split('\\').join('/');
    if (path.split('/').includes('node_modules')) continue;
    const found = CATCH_ALL.exec(path);
    if (!found || !forwardsParameter(text, found[2]!)) continue;
    bases.add(`/api${found[1]!}`);
  }
  return bases;
}

/** True when `written` (a relative prefix such as `/api/compliance/`) is one of `bases`. */
export function isProxyBase(written: string, bases: ReadonlySet<string>): boolean {
  return bases.has(written.replace(/\/+$/, ''));
}

function forwardsParameter(text: string, name: string): boolean {
  const reads = new RegExp(
    `params\\s*(?:\\.\\s*${name}\\b|\\[\\s*['"]${name}['"]\\s*\\])|getRouterParam\\([^,)]+,\\s*['"]${name}['"]`,
  ).test(text);
  return reads && /`\/\$\{/.test(text);
}
