import { describeOpenGaps, openGapsBetween, type ChangeMap } from '@compliance-migrate/rename-map';
import type { ResolvedOptions } from '../options.js';

/**
 * The start-up warning of a translating proxy whose map leaves changes of its default client's step unnamed
 * (no overlay, or one that fills only some gaps): those fields and parameters would pass untranslated in
 * silence. Undefined when there is none, or when the proxy does not translate.
 */
export function openGapsWarning(
  map: ChangeMap,
  options: Pick<ResolvedOptions, 'clientVersion' | 'upstreamVersion' | 'translate'>,
): string | undefined {
  if (!options.translate) return undefined;
  const gaps = openGapsBetween(map, options.clientVersion, options.upstreamVersion);
  if (gaps.length === 0) return undefined;
  return `warning: ${describeOpenGaps(gaps, options.clientVersion, options.upstreamVersion)}`;
}
