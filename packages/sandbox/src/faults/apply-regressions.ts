import type { FaultControls } from './fault-controls.js';
import type { Regression } from './fault-config.js';

function targets(body: unknown): Record<string, unknown>[] {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return [];
  const root = body as Record<string, unknown>;
  const data = Array.isArray(root.data)
    ? root.data.filter(
        (e): e is Record<string, unknown> => e !== null && typeof e === 'object' && !Array.isArray(e),
      )
    : [];
  return [root, ...data];
}

/** Applies regressions to a JSON answer in place; returns the status to answer with. */
export function applyRegressions(
  regressions: readonly Regression[],
  status: number,
  body: unknown,
  controls: FaultControls,
): number {
  let result = status;
  for (const r of regressions) {
    for (const target of targets(body)) {
      if (r.dropField !== undefined) delete target[r.dropField];
      if (r.renameField !== undefined && r.renameField.from in target) {
        target[r.renameField.to] = target[r.renameField.from];
        delete target[r.renameField.from];
      }
    }
    if (r.volatileField !== undefined) {
      const root = targets(body)[0];
      if (root) root[r.volatileField] = controls.nextVolatileValue();
    }
    if (r.status !== undefined) result = r.status;
  }
  return result;
}
