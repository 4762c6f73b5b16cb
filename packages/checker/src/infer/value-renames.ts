import type { Since } from '@compliance-migrate/rename-map/versions';
import type { Location } from './evidence-rows.js';
import { confidenceOf, type Proposal } from './proposal.js';
import { proposal } from './proposal-change.js';

interface ValueStat {
  location: Location;
  field: string;
  mapping: Map<string, Map<string, number>>;
  samples: number;
}

/**
 * Proposes `value.renamed` where an enum-like field's values changed one to one (each old value always to the
 * same new one, no two to the same) in every row; repetition and agreement elsewhere make it surer.
 */
export function valueProposals(since: Since, locations: readonly Location[]): Proposal[] {
  const stats: ValueStat[] = [];
  for (const location of locations) {
    const byField = new Map<string, ValueStat>();
    for (const row of location.rows) {
      for (const [field, [older, newer]] of row.changed) {
        const stat = byField.get(field) ?? { location, field, mapping: new Map(), samples: 0 };
        const targets = stat.mapping.get(String(older)) ?? new Map<string, number>();
        targets.set(String(newer), (targets.get(String(newer)) ?? 0) + 1);
        stat.mapping.set(String(older), targets);
        stat.samples++;
        byField.set(field, stat);
      }
    }
    stats.push(...byField.values());
  }
  const consistent = stats.filter((s) => {
    const seen = new Set<string>();
    for (const targets of s.mapping.values()) {
      if (targets.size !== 1) return false;
      const [target] = targets.keys();
      if (seen.has(target!)) return false;
      seen.add(target!);
    }
    return true;
  });
  const weight = (s: ValueStat): number => (0.5 * s.samples) / s.mapping.size;
  const flat = (s: ValueStat): Map<string, string> =>
    new Map([...s.mapping].map(([o, t]) => [o, [...t.keys()][0]!] as const));
  return consistent.map((s) => {
    const mine = flat(s);
    // Other places renaming the same field's values the same way (no disagreement on a shared old value).
    const others = consistent
      .filter((o) => o !== s && o.field === s.field)
      .filter((o) => [...flat(o)].every(([old, n]) => !mine.has(old) || mine.get(old) === n))
      .filter((o) => [...flat(o).keys()].some((old) => mine.has(old)))
      .reduce((sum, o) => sum + weight(o), 0);
    const values = Object.fromEntries(mine);
    return proposal(
      {
        kind: 'value.renamed',
        since,
        endpoint: s.location.endpoint,
        in: 'response',
        at: s.location.at,
        field: s.field,
        values,
      },
      `${s.field} values renamed`,
      {
        samples: s.samples,
        against: 0,
        operations: [...s.location.operations],
        examples: [...mine].slice(0, 3).map(([o, n]) => `${o} → ${n}`),
      },
      confidenceOf(weight(s) + 0.5 * others),
    );
  });
}
