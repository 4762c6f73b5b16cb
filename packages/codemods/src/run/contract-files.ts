import type { ChangeOf } from '@compliance-migrate/rename-map';
import type { MovedNote } from '../types/type-pass.js';

/** A route object of a contract-first client: `method: 'GET'` and `responses: {` in one object. */
const ROUTE = /\bmethod\s*:\s*['"`](?:GET|POST|PUT|PATCH|DELETE)['"`][\s\S]{0,2000}?\bresponses\s*:\s*\{/i;

/** A declarative client's endpoints (Zodios' `makeApi([…])`, `makeEndpoint({…})`, `apiBuilder(…)`). */
const DECLARED = /\b(?:makeApi|makeEndpoint|apiBuilder)\s*\(/;

/**
 * Whether a file of the run declares contract routes (ts-rest's `{ method, path, responses }`): the type-aware pass
 * then reads their schemas even when no call of the run is a request the syntax pass read.
 */
export function hasContractRoutes(texts: Iterable<string>): boolean {
  for (const text of texts) if (ROUTE.test(text) || DECLARED.test(text)) return true;
  return false;
}

/** What the callers of a route whose endpoint moved are told (the parameter moves from the body into the path). */
export function movedNote(change: ChangeOf<'endpoint.moved'>): MovedNote {
  return {
    changeId: change.id,
    message: `${change.from.method} ${change.from.path} became ${change.to.method} ${change.to.path}: the ${change.move.bodyField} moves from the body into the path; give this call the path parameter once the route declares it`,
  };
}
