import { endpointsOf, splitEndpoint } from '@compliance-migrate/rename-map';
import type { ApiIndex } from '../api/api-index.js';

/** `/records/{id}/archive` → `/records`: the literal start of a path template. */
function literalStart(template: string): string | undefined {
  const literal: string[] = [];
  for (const segment of template.split('/').slice(1)) {
    if (segment.includes('{')) break;
    literal.push(segment);
  }
  return literal.length === 0 ? undefined : '/' + literal.join('/');
}

/**
 * Strings a file must contain to be worth parsing: the literal start of every path the map's steps name
 * (old names of renamed endpoints, and endpoints with query or body changes). Built from the map only.
 */
export function prefilter(index: ApiIndex): string[] {
  const tokens = new Set<string>();
  for (const change of index.changes) {
    const paths =
      change.kind === 'endpoint.renamed' || change.kind === 'endpoint.moved'
        ? [change.from.path]
        : change.kind === 'resource.renamed' || change.kind === 'gap.unnamed'
          ? []
          : endpointsOf(change).map((e) => splitEndpoint(e).path);
    for (const path of paths) {
      const token = literalStart(path);
      if (token) tokens.add(token);
    }
  }
  return [...tokens];
}

/** Matches old paths of renamed endpoints as whole segments, for the scan after a run. */
export function remainingPattern(index: ApiIndex): RegExp | undefined {
  const starts = new Set<string>();
  for (const change of index.changes) {
    if (change.kind !== 'endpoint.renamed' && change.kind !== 'endpoint.moved') continue;
    const start = literalStart(change.from.path);
    const target = literalStart(change.to.path);
    if (start && start !== target) starts.add(start);
  }
  if (starts.size === 0) return undefined;
  const escaped = [...starts]
    .sort((a, b) => b.length - a.length)
    .map((s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    // a regular expression's escaped slashes (`/\/notificationProfiles\/add$/` in a test's `toMatch`) hide nothing
    .map((s) => s.replace(/(?!^)\//g, '\\\\?/'));
  // not inside a word, a relative import (`./records`) or a glob (`**/records/*`); after a version segment it is
  // the API's path all the same (`https://api.example.com/api/v4/records?page=1` in a test's expected URL), and so
  // it is after the default base path (`https://compliance.test/api/types?recordId=7`)
  return new RegExp(`(?:(?<![\\w.*-])|(?<=/v\\d{1,2})|(?<=/api))(?:${escaped.join('|')})(?![\\w*-])`, 'g');
}
