import { splitEndpoint, type ChangeMap } from '@compliance-migrate/rename-map';
import { parseVersion, previousVersion } from '@compliance-migrate/rename-map/versions';
import { knownEndpoints, resourceOf } from './known-endpoints.js';
import { proposal } from './proposal-change.js';
import { isOwnId, isReferenceName } from './request-fields.js';
import { COMMON_QUERY_NAMES } from './query-candidates.js';
import type { Proposal } from './proposal.js';

/** What a read's change says of the resource's writes: renames go to answers and requests, the rest to answers. */
const CARRIED: Record<string, readonly ('response' | 'request')[]> = {
  'field.renamed': ['response', 'request'],
  'field.toMany': ['response', 'request'],
  'value.renamed': ['response', 'request'],
  'field.added': ['response'],
  'field.removed': ['response'],
};

/**
 * From changes seen in a resource's read answers (`GET /things`, `/things/search`, `/things/{id}`), the same
 * changes for its create and update endpoints (`POST`/`PUT` under the same first path segment that exist in
 * the step's version, as the map knows them), which answer with the record: renames (of fields and values) on
 * their answers and on their requests where the map does not say only other parts changed and the field is one
 * a request can carry (not the record's own id, nor a copy of another record's name); added and removed fields
 * on their answers. Not observed, so each is marked `confirm` (written commented out).
 */
export function writeEndpointProposals(accepted: readonly Proposal[], map: ChangeMap): Proposal[] {
  const known = knownEndpoints(map);
  const out = new Map<string, Proposal>();
  for (const p of accepted) {
    const c = p.change;
    const carried = CARRIED[String(c.kind)];
    if (!carried || c.in !== 'response') continue;
    const { method, path } = splitEndpoint(String(c.endpoint));
    // A sub-resource's answer (`/things/{id}/others`) holds other records.
    if (method !== 'GET' || path.split('/').length > 3) continue;
    // A record: an item read's answer, or a row of a list (not the list's envelope).
    const row = /^[^.[]*\[\](\.|$)/;
    const single = /\{[^}]*\}$/.test(path);
    if (!single && !row.test(String(c.at))) continue;
    const at = single ? String(c.at) : String(c.at).replace(row, '');
    for (const [target, whats] of writesAt(known, Number(c.since))) {
      const t = splitEndpoint(target);
      if (resourceOf(t.path) !== resourceOf(path)) continue;
      const sides = whats.size === 0 || whats.has('request') ? carried : (['response'] as const);
      for (const side of sides) {
        if (side === 'request' && !sendable(p, accepted, resourceOf(path))) continue;
        const { id: _id, title: _title, notes: _notes, ...rest } = c;
        const change = { ...rest, endpoint: target, in: side, at };
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

/**
 * The create and update endpoints of a version, with what the map says changed on them: those it dates to the
 * step, and those of the version before that the step does not rename (a v5 write the v6 map leaves alone).
 */
function writesAt(known: ReturnType<typeof knownEndpoints>, since: number): [string, ReadonlySet<string>][] {
  const now = known.get(since) ?? new Map<string, Set<string>>();
  const older = previousVersion(parseVersion(since));
  const before = [...((older === undefined ? undefined : known.get(older)) ?? new Map<string, Set<string>>())]
    .filter(([e]) => !now.has(e))
    .map(([e]) => [e, new Set<string>()] as [string, Set<string>]);
  return [...now, ...before].filter(([e]) => /^(POST|PUT) /.test(e));
}

/** Whether a request to the resource's writes can carry the renamed field of a read's answer. */
function sendable(p: Proposal, accepted: readonly Proposal[], resource: string): boolean {
  const { endpoint, at } = p.change;
  const from = p.change.from ?? p.change.field;
  const to = p.change.to ?? p.change.field;
  if (isOwnId(String(from), String(to), resource)) return false;
  const beside = accepted.filter((o) => o.change.endpoint === endpoint && o.change.at === at);
  return !isReferenceName(String(from), resource, beside);
}

/**
 * From query renames the probes confirmed on a resource's read, the same rename on its other reads whose
 * parameters the map says changed (`/things/export` beside `/things/search`), marked `confirm`. Only filters
 * are carried over: a paging or free-text search parameter (a common name, query-candidates.ts) belongs to
 * the reads that page or search. Reads the scenario probed (`since|endpoint` in `probedEndpoints`) are left
 * out: their probes already told.
 */
export function siblingQueryProposals(
  confirmed: readonly Proposal[],
  map: ChangeMap,
  probedEndpoints: ReadonlySet<string> = new Set(),
): Proposal[] {
  const known = knownEndpoints(map);
  const out = new Map<string, Proposal>();
  const probed = new Set(confirmed.map((p) => `${String(p.change.endpoint)}\t${String(p.change.from)}`));
  for (const p of confirmed) {
    const c = p.change;
    if (c.kind !== 'query.renamed' || PAGING_OR_SEARCH.has(String(c.from))) continue;
    const resource = resourceOf(splitEndpoint(String(c.endpoint)).path);
    for (const [target, whats] of known.get(Number(c.since)) ?? []) {
      const t = splitEndpoint(target);
      if (t.method !== 'GET' || !whats.has('query') || resourceOf(t.path) !== resource) continue;
      // A read the scenario probed already said whether it takes the old name.
      if (probed.has(`${target}\t${String(c.from)}`) || probedEndpoints.has(`${String(c.since)}|${target}`))
        continue;
      const change = { kind: c.kind, since: c.since, endpoint: target, from: c.from, to: c.to };
      const key = JSON.stringify(change);
      if (!out.has(key))
        out.set(
          key,
          proposal(
            change,
            `query ${String(c.from)} became ${String(c.to)} as on ${String(c.endpoint)}; confirm with a GET`,
            p.evidence,
            Math.round(p.confidence * 50) / 100,
            'confirm',
          ),
        );
    }
  }
  return [...out.values()];
}

const PAGING_OR_SEARCH = new Set<string>([...COMMON_QUERY_NAMES.count, ...COMMON_QUERY_NAMES.text]);
