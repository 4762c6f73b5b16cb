import type { BodyChange } from './body-plan.js';

/** The status a response body is taken to have when the caller gives none: a success. */
export const DEFAULT_STATUS = 200;

/** True for a 2xx status, the default of every response body change. */
export function isSuccess(status: number): boolean {
  return status >= 200 && status < 300;
}

/** True when any of these changes declares its own `statuses` (then plans differ by status, not only by class). */
export function declaresStatuses(changes: readonly BodyChange[]): boolean {
  return changes.some((change) => change.statuses !== undefined);
}

/** Whether a body change applies to a response of this status: its `statuses`, or 2xx when it declares none. */
export function appliesToStatus(change: BodyChange, status: number): boolean {
  if (change.statuses === undefined) return isSuccess(status);
  const cls = `${Math.floor(status / 100)}xx`;
  return change.statuses.some((s) => s === status || s === cls);
}

/**
 * The part of a plan cache key that tells statuses apart: empty for a success when no change declares
 * statuses (the common case, so the key stays the endpoint's own), else the status.
 */
export function statusKey(status: number, custom: boolean): string {
  return !custom && isSuccess(status) ? '' : ` ${status}`;
}
