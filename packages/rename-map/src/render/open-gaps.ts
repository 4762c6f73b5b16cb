import type { Translator } from '../engine/translator.js';
import type { ChangeMap } from '../map/change-map.js';
import { endpointsOf } from '../map/endpoints.js';
import type { ChangeOf } from '../schema/change.js';
import { stepsBetween, type Version } from '../versions.js';
import { describeChange } from './describe.js';
import { gapStatuses } from './gaps.js';
import { overlayReferenceUrl } from './guide-url.js';

/** A change the spec documents without naming it, which no entry of the map in use names. */
export type OpenGap = ChangeOf<'gap.unnamed'>;

/** The gaps no overlay fills on the steps between two versions (either direction), in the map's order. */
export function openGapsBetween(map: ChangeMap, from: Version, to: Version): OpenGap[] {
  const steps: number[] = stepsBetween(from, to);
  return gapStatuses(map)
    .filter(({ gap, filledBy }) => filledBy.length === 0 && steps.includes(gap.since))
    .map(({ gap }) => gap);
}

/**
 * The open gaps of one endpoint's body on one side, as the translator routes it: those its changes would have
 * to name for a body of `method path` (in the translator's input version) to come out in the other version.
 */
export function openGapsOn(
  map: ChangeMap,
  translator: Translator,
  endpoint: { method: string; path: string; side: 'request' | 'response' },
): OpenGap[] {
  const open = new Set(gapStatuses(map).flatMap(({ gap, filledBy }) => (filledBy.length ? [] : [gap])));
  const whats = endpoint.side === 'request' ? ['request'] : ['response', 'headerId'];
  return translator
    .route(endpoint.method, endpoint.path)
    .steps.flatMap(({ step, route }) =>
      [...open].filter(
        (gap) =>
          gap.since === step.since &&
          whats.includes(gap.what) &&
          route.key !== undefined &&
          endpointsOf(gap).includes(route.key),
      ),
    );
}

/**
 * One paragraph naming open gaps for a person: how many, the first few endpoints and what changed there, and how
 * to fill them (an overlay) or list them all (`map show`).
 */
export function describeOpenGaps(gaps: readonly OpenGap[], from: Version, to: Version): string {
  const shown = gaps.slice(0, 3).map((gap) => describeChange(gap).replace(/ — names not in the spec$/, ''));
  const more = gaps.length > shown.length ? `, and ${gaps.length - shown.length} more` : '';
  return (
    `${gaps.length} change(s) the spec documents between v${from} and v${to} without naming them are named by ` +
    `no overlay, so they pass untranslated (${shown.join('; ')}${more}). Give --overlay FILE with your ` +
    `service's names (${overlayReferenceUrl()}); \`compliance-migrate map show --from ${from} --to ${to} --overlay FILE\` ` +
    `lists every one and which your overlay fills.`
  );
}
