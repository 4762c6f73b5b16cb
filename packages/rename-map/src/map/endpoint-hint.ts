import type { Version } from '../versions.js';
import type { ChangeMap } from './change-map.js';
import { EndpointCatalog } from './endpoint-catalog.js';

/**
 * Why a request (`GET /record`) names no endpoint of `version` in the spec, the map or the map's declared
 * endpoints, with the nearest real one; undefined when it is one of them (ids match `{…}` segments).
 */
export function unknownEndpointHint(map: ChangeMap, request: string, version: Version): string | undefined {
  const catalog = new EndpointCatalog(map.changes, map.endpoints ?? []);
  return catalog.matches(request, version) ? undefined : catalog.explain(request, version);
}

/**
 * A function naming the endpoint of a version a request was likely meant to be (`GET /recrods` → `GET /records`), or
 * undefined; the catalog is built once, so each call costs one edit-distance search over the version's endpoints.
 */
export function endpointSuggester(map: ChangeMap): (request: string, version: Version) => string | undefined {
  const catalog = new EndpointCatalog(map.changes, map.endpoints ?? []);
  return (request, version) => catalog.nearest(request, version);
}
