import type { Evidence, Proposal } from './proposal.js';

/**
 * A proposal with an overlay entry built from `change` (kind, since, endpoint, …): an id and title derived
 * from it, and notes that carry the evidence and confidence, so the written file explains itself.
 */
export function proposal(
  change: Record<string, unknown>,
  what: string,
  evidence: Evidence,
  confidence: number,
  status: Proposal['status'] = 'accepted',
): Proposal {
  const endpoint = String(change.endpoint);
  const at = typeof change.at === 'string' && change.at ? ` ${change.at}` : '';
  const names = [change.from, change.to, change.field].filter((n) => typeof n === 'string').map(String);
  const side = change.in === 'request' ? '.request' : '';
  const id = `v${String(change.since)}.inferred.${slug(endpoint)}${at ? `.${kebab(at)}` : ''}.${kebab(String(change.kind))}.${names.map(kebab).join('-to-')}${side}`;
  const examples = evidence.examples.map((e) => JSON.stringify(e)).join(', ');
  return {
    change: {
      id,
      title: `${endpoint}${at}${change.in === 'request' ? ' (request)' : ''}: ${what} (inferred)`,
      ...change,
      notes:
        `Inferred by map infer (confidence ${confidence.toFixed(2)}): held in ${evidence.samples} sample(s), ` +
        `not in ${evidence.against}; operations: ${evidence.operations.join(', ') || 'none'}` +
        (examples ? `; examples: ${examples}` : '') +
        '. Review before use.',
    },
    evidence,
    confidence,
    status,
  };
}

const kebab = (s: string): string =>
  s
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '') || 'root';

const slug = (endpoint: string): string =>
  kebab(endpoint.replace(/\{[^}]*\}/g, 'by-param').replace(/^[A-Z]+ /, (m) => `${m.trim().toLowerCase()}-`));
