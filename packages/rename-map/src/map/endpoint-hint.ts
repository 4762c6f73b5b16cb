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
