import { endpointsOf, splitEndpoint, type ChangeMap } from '@compliance-migrate/rename-map';
import { proposal } from './proposal-change.js';
import type { Proposal } from './proposal.js';

/**
 * From renames seen in read answers (`GET /things`, `GET /things/{id}`), the same renames for the create and
 * update endpoints of that resource (`POST`/`PUT` under the same first path segment, known to the map), on
 * their answers and on their requests. Not observed, so each is marked `confirm` (written commented out).
 */
export function writeEndpointProposals(accepted: readonly Proposal[], map: ChangeMap): Proposal[] {
  const known = new Map<number, Set<string>>();
  for (const change of map.changes) {
    const set = known.get(change.since) ?? new Set<string>();
    for (const e of endpointsOf(change)) set.add(e);
    if (change.kind === 'endpoint.renamed' || change.kind === 'endpoint.moved')
      set.add(`${change.to.method} ${change.to.path}`);
    known.set(change.since, set);
  }
  const out = new Map<string, Proposal>();
  for (const p of accepted) {
    const c = p.change;
    if ((c.kind !== 'field.renamed' && c.kind !== 'field.toMany') || c.in !== 'response') continue;
    const { method, path } = splitEndpoint(String(c.endpoint));
    if (method !== 'GET') continue;
    const resource = firstSegment(path);
    const at = String(c.at).replace(/^[^.[]*\[\](\.|$)/, '');
    for (const target of known.get(Number(c.since)) ?? []) {
      const t = splitEndpoint(target);
      if ((t.method !== 'POST' && t.method !== 'PUT') || firstSegment(t.path) !== resource) continue;
      for (const side of ['response', 'request'] as const) {
        const change = { ...stripIds(c), endpoint: target, in: side, at };
        const key = JSON.stringify(change);
        if (out.has(key)) continue;
        out.set(
          key,
          proposal(
            change,
            `${String(c.from)} → ${String(c.to)} as on ${String(c.endpoint)}; confirm with a ${t.method}`,
            { ...p.evidence, examples: p.evidence.examples.slice(0, 1) },
            Math.round(p.confidence * 50) / 100,
            'confirm',
          ),
        );
      }
    }
  }
  return [...out.values()];
}

const firstSegment = (path: string): string => path.split('/')[1] ?? '';

function stripIds(change: Record<string, unknown>): Record<string, unknown> {
  const { id: _id, title: _title, notes: _notes, ...rest } = change;
  return rest;
}
