import type { Since } from '@compliance-migrate/rename-map';
import { canonical } from '../compare/diff-json.js';
import { genericPath } from '../compare/json-path.js';
import type { Finding } from '../findings/finding.js';
import type { CheckReport } from '../run/report-types.js';

/** Options of {@link inferRenames}. */
export interface InferOptions {
  /** Least number of samples (objects) in which a pair must match (default 2). */
  minSamples?: number;
}

/** What supports a proposal. */
export interface Evidence {
  /** Objects in which the old and new field held the same value (or the value mapping held). */
  samples: number;
  /** Operations the samples came from. */
  operations: string[];
  /** Up to three example values (or `old → new` pairs). */
  examples: unknown[];
}

/** A proposed overlay entry with the evidence for it. */
export interface Proposal {
  change: Record<string, unknown>;
  evidence: Evidence;
}

interface Observation {
  since: Since;
  endpoint: string;
  at: string;
  older: boolean;
}

/**
 * Proposes `field.renamed` and `value.renamed` overlay entries from a check report: a field missing in B and
 * a field only in B under the same parent with equal values, in every sample where both occur; a string
 * field whose values change consistently (each old value always to the same new one).
 * @example inferRenames(report).map((p) => p.change.id)
 */
export function inferRenames(report: CheckReport, options: InferOptions = {}): Proposal[] {
  const minSamples = options.minSamples ?? 2;
  const va = report.targets.a.version;
  const vb = report.targets.b.version;
  if (va === vb) return [];
  const bIsNewer = vb > va;
  const since = Math.max(va, vb) as Since;

  const pairs = new Map<
    string,
    {
      obs: Observation;
      from: string;
      to: string;
      match: number;
      mismatch: number;
      ops: Set<string>;
      examples: unknown[];
    }
  >();
  const values = new Map<
    string,
    { obs: Observation; field: string; map: Map<string, Map<string, number>>; ops: Set<string> }
  >();

  for (const op of report.operations) {
    if (op.outcome !== 'compared') continue;
    const newer = bIsNewer ? op.b : op.a;
    if (!newer) continue;
    const endpoint = newer.endpoint ?? guessEndpoint(newer.method, newer.path);
    const byParent = new Map<string, { missing: Finding[]; added: Finding[] }>();
    for (const f of op.findings) {
      if (f.kind !== 'response.field-missing' && f.kind !== 'response.field-added') {
        if (
          f.kind === 'response.value-changed' &&
          typeof f.expected === 'string' &&
          typeof f.actual === 'string'
        ) {
          const { parent, key } = split(f.path);
          const at = bodyPath(parent);
          const id = `${endpoint} ${at} ${key}`;
          const entry = values.get(id) ?? {
            obs: { since, endpoint, at, older: false },
            field: key,
            map: new Map(),
            ops: new Set(),
          };
          const [oldV, newV] = bIsNewer ? [f.expected, f.actual] : [f.actual, f.expected];
          const targets = entry.map.get(oldV) ?? new Map<string, number>();
          targets.set(newV, (targets.get(newV) ?? 0) + 1);
          entry.map.set(oldV, targets);
          entry.ops.add(op.name);
          values.set(id, entry);
        }
        continue;
      }
      const { parent } = split(f.path);
      const group = byParent.get(parent) ?? { missing: [], added: [] };
      (f.kind === 'response.field-missing' ? group.missing : group.added).push(f);
      byParent.set(parent, group);
    }
    for (const [parent, { missing, added }] of byParent) {
      const at = bodyPath(parent);
      for (const m of missing) {
        for (const x of added) {
          const mKey = split(m.path).key;
          const xKey = split(x.path).key;
          const [from, to] = bIsNewer ? [mKey, xKey] : [xKey, mKey];
          const id = `${endpoint} ${at} ${from} ${to}`;
          const entry = pairs.get(id) ?? {
            obs: { since, endpoint, at, older: false },
            from,
            to,
            match: 0,
            mismatch: 0,
            ops: new Set<string>(),
            examples: [],
          };
          if (canonical(m.expected) === canonical(x.actual)) {
            entry.match++;
            entry.ops.add(op.name);
            if (entry.examples.length < 3) entry.examples.push(m.expected);
          } else {
            entry.mismatch++;
          }
          pairs.set(id, entry);
        }
      }
    }
  }

  const proposals: Proposal[] = [];
  // A field pairs with one partner: the candidate that always matched, with the most samples.
  const best = new Map<string, typeof pairs extends Map<string, infer V> ? V : never>();
  for (const p of pairs.values()) {
    if (p.mismatch > 0 || p.match < minSamples) continue;
    for (const side of [
      `from ${p.obs.endpoint} ${p.obs.at} ${p.from}`,
      `to ${p.obs.endpoint} ${p.obs.at} ${p.to}`,
    ]) {
      const current = best.get(side);
      if (!current || current.match < p.match) best.set(side, p);
    }
  }
  for (const p of pairs.values()) {
    const key = `${p.obs.endpoint} ${p.obs.at}`;
    if (best.get(`from ${key} ${p.from}`) !== p || best.get(`to ${key} ${p.to}`) !== p) continue;
    proposals.push({
      change: {
        id: `v${since}.inferred.${slug(p.obs.endpoint)}.${kebab(p.from)}-to-${kebab(p.to)}`,
        title: `${p.obs.endpoint}${p.obs.at ? ` ${p.obs.at}` : ''}: ${p.from} became ${p.to} (inferred)`,
        kind: 'field.renamed',
        since,
        endpoint: p.obs.endpoint,
        in: 'response',
        at: p.obs.at,
        from: p.from,
        to: p.to,
        notes: `Inferred by map infer: equal values in ${p.match} sample(s), never different; operations: ${[...p.ops].join(', ')}; examples: ${p.examples.map((e) => JSON.stringify(e)).join(', ')}. Review before use.`,
      },
      evidence: { samples: p.match, operations: [...p.ops], examples: p.examples },
    });
  }
  for (const v of values.values()) {
    const mapping: Record<string, string> = {};
    let samples = 0;
    let consistent = true;
    const seen = new Set<string>();
    for (const [oldV, targets] of v.map) {
      if (targets.size !== 1) consistent = false;
      const [[newV, count]] = [...targets] as [[string, number]];
      if (seen.has(newV)) consistent = false;
      seen.add(newV);
      mapping[oldV] = newV;
      samples += count;
    }
    if (!consistent || samples < minSamples) continue;
    const examples = Object.entries(mapping)
      .slice(0, 3)
      .map(([o, n]) => `${o} → ${n}`);
    proposals.push({
      change: {
        id: `v${since}.inferred.${slug(v.obs.endpoint)}.${kebab(v.field)}-values`,
        title: `${v.obs.endpoint}${v.obs.at ? ` ${v.obs.at}` : ''}: ${v.field} values renamed (inferred)`,
        kind: 'value.renamed',
        since,
        endpoint: v.obs.endpoint,
        in: 'response',
        at: v.obs.at,
        field: v.field,
        values: mapping,
        notes: `Inferred by map infer: ${samples} sample(s), each old value always became the same new one; operations: ${[...v.ops].join(', ')}. Review before use: a data change looks the same.`,
      },
      evidence: { samples, operations: [...v.ops], examples },
    });
  }
  return proposals.sort((x, y) => String(x.change.id).localeCompare(String(y.change.id)));
}

function split(path: string): { parent: string; key: string } {
  const m = /^(.*?)(?:\.([^.[\]]+)|\[("(?:[^"\\]|\\.)*")\])$/.exec(path);
  if (!m) return { parent: '$', key: path };
  return { parent: m[1]!, key: m[2] ?? (JSON.parse(m[3]!) as string) };
}

/** `$.data[3].owner` → `data[].owner` (the rename-map's body path). */
function bodyPath(parent: string): string {
  return genericPath(parent)
    .replace(/^\$/, '')
    .replace(/\[\*\]/g, '[]')
    .replace(/^\./, '');
}

/** `GET /items/17` → `GET /items/{id}`: numeric segments become a parameter (check the name). */
function guessEndpoint(method: string, path: string): string {
  return `${method} ${path.replace(/\/\d+(?=\/|$)/g, '/{id}')}`;
}

const kebab = (s: string): string =>
  s
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '') || 'field';

const slug = (endpoint: string): string =>
  kebab(endpoint.replace(/\{[^}]*\}/g, 'by-param').replace(/^[A-Z]+ /, (m) => `${m.trim().toLowerCase()}-`));
