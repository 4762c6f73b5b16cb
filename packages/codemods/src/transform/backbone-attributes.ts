import type { PlanNode } from '@compliance-migrate/rename-map';

/**
 * The attributes of a Backbone model are the fields of the API's record it fetches and saves: the names the change
 * map renames in those bodies, followed through every step, are what its `get('…')`, `defaults` and `idAttribute`
 * must say. Pure questions about plans.
 */

/** What one attribute becomes: a new name, `null` when removed, and whether it became a list of several. */
export interface AttributeRename {
  to: string | null;
  id: string;
  toMany: boolean;
}

/** Where in a body the record's fields are: the body itself, or each row of its `data` list (`resp.data`). */
export type RecordPlace = { at: 'root' } | { at: 'rows'; list: string | undefined };

/** The plan node of each step at `place` (`data[]` of a list's response, say). */
export function nodesAt(
  plans: readonly (PlanNode | undefined)[],
  place: RecordPlace,
): (PlanNode | undefined)[] {
  if (place.at === 'root') return [...plans];
  return plans.map((p) => (place.list === undefined ? p?.item : p?.keys?.get(place.list)?.child?.item));
}

/**
 * Each old name a step's node renames, removes or turns into a list, with what it becomes after the last step
 * (`recordName` → `categoryName` in v5; `score` → `complianceScore` in 6.0). Names a step's rename produces are the
 * new names, not old ones, and are not listed.
 */
export function attributeRenames(nodes: readonly (PlanNode | undefined)[]): Map<string, AttributeRename> {
  const produced = new Set<string>();
  const candidates = new Set<string>();
  for (const node of nodes) {
    for (const [name, rule] of node?.keys ?? []) {
      if (!produced.has(name)) candidates.add(name);
      if (typeof rule.out === 'string') produced.add(rule.out);
    }
  }
  const out = new Map<string, AttributeRename>();
  for (const name of candidates) {
    let current = name;
    let id: string | undefined;
    let toMany = false;
    let removed = false;
    for (const node of nodes) {
      const rule = node?.keys?.get(current);
      if (!rule) continue;
      if (rule.out === null) {
        removed = true;
        id = rule.removeId ?? id;
        break;
      }
      if (rule.toMany) {
        toMany = true;
        id = rule.toMany.id;
      }
      if (typeof rule.out === 'string') {
        current = rule.out;
        id = rule.renameId ?? id;
      }
    }
    if (id === undefined || (!removed && !toMany && current === name)) continue;
    out.set(name, { to: removed ? null : current, id, toMany });
  }
  return out;
}

/**
 * The renames of several bodies merged (a model is read from one endpoint and saved to another); a name two of
 * them take to different places is left out and returned in `conflicts`.
 */
export function mergeRenames(maps: readonly Map<string, AttributeRename>[]): {
  renames: Map<string, AttributeRename>;
  conflicts: Set<string>;
} {
  const renames = new Map<string, AttributeRename>();
  const conflicts = new Set<string>();
  for (const map of maps) {
    for (const [name, rename] of map) {
      const seen = renames.get(name);
      if (!seen) {
        if (!conflicts.has(name)) renames.set(name, rename);
      } else if (seen.to !== rename.to || seen.toMany !== rename.toMany) {
        renames.delete(name);
        conflicts.add(name);
      }
    }
  }
  return { renames, conflicts };
}
