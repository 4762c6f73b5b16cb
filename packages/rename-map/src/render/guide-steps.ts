import type { ChangeMap } from '../map/change-map.js';
import type { Version } from '../versions.js';
import { type GuideOptions, renderMigrationGuide } from './migration-guide.js';

/**
 * The migration guide limited to the steps from `from` to `to` (4 → 6: both; 5 → 6: only v5 → v6); the
 * introduction is kept, and every change keeps its anchor, so a TODO's link finds it.
 */
export function guideForSteps(
  map: ChangeMap,
  from: Version,
  to: Version,
  options: GuideOptions = {},
): string {
  const [intro, ...steps] = renderMigrationGuide(map, options).split(/\n(?=## v\d → v\d\n)/);
  const kept = steps.filter((step) => {
    const since = Number(/^## v\d → v(\d)/.exec(step)?.[1]);
    return since > from && since <= to;
  });
  return [intro, ...kept].join('\n').replace(/\n*$/, '\n');
}
