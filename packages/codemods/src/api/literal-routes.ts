import type { Route } from '@compliance-migrate/rename-map';
import { hasMarker } from './markers.js';

/**
 * How many path parameters a route read from literal segments of the URL: `/profiles/scheduled` matched as
 * `GET /profiles/{profileId}` reads `scheduled` as an id; `/profiles/${id}` reads none (the id is an expression).
 */
export function literalParams(route: Route): number {
  const first = route.steps[0]?.route;
  if (!first) return 0;
  let n = 0;
  for (const value of first.params.values()) if (!hasMarker(value)) n++;
  return n;
}

/**
 * With the method not visible and GET a route to read a URL as: GET, unless it reads a literal segment as a
 * parameter and another `usable` route reads fewer (`/profiles/scheduled` is `POST /profiles/scheduled`, not
 * `GET /profiles/{profileId}`). Undefined when GET is not usable.
 */
export function routeForUnknownMethod(
  routes: ReadonlyMap<string, Route>,
  usable: (route: Route) => boolean,
): Route | undefined {
  const get = routes.get('GET');
  if (!get || !usable(get)) return undefined;
  let best = get;
  for (const route of routes.values()) {
    if (usable(route) && literalParams(route) < literalParams(best)) best = route;
  }
  return best;
}
