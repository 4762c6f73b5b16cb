/** A route object of a contract-first client: `method: 'GET'` and `responses: {` in one object. */
const ROUTE = /\bmethod\s*:\s*['"`](?:GET|POST|PUT|PATCH|DELETE)['"`][\s\S]{0,2000}?\bresponses\s*:\s*\{/i;

/**
 * Whether a file of the run declares contract routes (ts-rest's `{ method, path, responses }`): the type-aware pass
 * then reads their schemas even when no call of the run is a request the syntax pass read.
 */
export function hasContractRoutes(texts: Iterable<string>): boolean {
  for (const text of texts) if (ROUTE.test(text)) return true;
  return false;
}
