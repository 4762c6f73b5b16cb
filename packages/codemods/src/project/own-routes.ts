import { nitroRouteOf } from './nitro-routes.js';
import { qwikCityRouteOf } from './qwik-city-routes.js';

/**
 * The HTTP routes the project serves itself as a Next.js app (route handlers `app/…/route.ts`, API routes
 * `pages/api/…`), a Nuxt/Nitro app (`server/api/…`, `server/routes/…`, see `nitro-routes.ts`) or a Qwik City app
 * (`src/routes/…/index.ts` exporting `onGet`, see `qwik-city-routes.ts`), read from its file names (and, for Qwik City,
 * its text): `fetch('/api/records')` in a page of an app that has
 * `app/api/records/route.ts` requests that handler, the app's own, not this API (whose client it may wrap).
 */
export class OwnRoutes {
  private readonly routes: string[][] = [];

  /** `files`: every file of the run (absolute or relative paths); `textOf`: a file's text, where it is known. */
  constructor(files: Iterable<string>, textOf?: (file: string) => string | undefined) {
    for (const file of files) {
      const path = file.split('\\').join('/');
      const text = textOf?.(file);
      const route = routeOf(path) ?? (text === undefined ? undefined : qwikCityRoute(path, text));
      if (route) this.routes.push(route);
    }
  }

  /** True when the path of a relative URL (markers for expressions, a query after `?`) is one of those routes. */
  serves(path: string): boolean {
    if (this.routes.length === 0) return false;
    const segments = path.split(/[?#]/)[0]!.replace(/\/$/, '').split('/').slice(1);
    return this.routes.some((route) => matches(route, segments));
  }
}

function routeOf(file: string): string[] | undefined {
  if (file.split('/').includes('node_modules')) return undefined;
  const nitro = nitroRouteOf(file);
  if (nitro) return nitro;
  const handler = /(?:^|\/)app\/((?:[^/]+\/)*?)route\.[cm]?[jt]sx?$/.exec(file);
  const api = /(?:^|\/)pages\/(api(?:\/[^/]+)*?)(?:\/index)?\.[cm]?[jt]sx?$/.exec(file);
  const folders = handler ? handler[1]!.split('/').filter(Boolean) : api ? api[1]!.split('/') : undefined;
  if (!folders) return undefined;
  // route groups `(admin)` and parallel slots `@modal` are not in the URL
  return folders.filter((s) => !/^\(.*\)$/.test(s) && !s.startsWith('@'));
}

function qwikCityRoute(file: string, text: string): string[] | undefined {
  return file.split('/').includes('node_modules') ? undefined : qwikCityRouteOf(file, text);
}

function matches(route: readonly string[], segments: readonly string[]): boolean {
  for (let i = 0; i < route.length; i++) {
    const part = route[i]!;
    if (/^\[\[?\.\.\./.test(part)) return segments.length >= i + (part.startsWith('[[') ? 0 : 1);
    const segment = segments[i];
    if (segment === undefined) return false;
    if (part.startsWith('[')) {
      if (segment === '') return false;
    } else if (part !== segment) return false;
  }
  return segments.length === route.length;
}
