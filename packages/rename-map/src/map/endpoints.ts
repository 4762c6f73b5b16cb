import type { Change } from '../schema/change.js';

/** The endpoints (`"METHOD /path"`) a body, query or gap change applies to, as a list. */
export function endpointsOf(change: Change): string[] {
  if (!('endpoint' in change)) return [];
  return Array.isArray(change.endpoint) ? change.endpoint : [change.endpoint];
}

/** Splits `"GET /records/{id}"` into method and path. */
export function splitEndpoint(endpoint: string): { method: string; path: string } {
  const space = endpoint.indexOf(' ');
  return { method: endpoint.slice(0, space), path: endpoint.slice(space + 1) };
}
