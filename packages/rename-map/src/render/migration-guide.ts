import type { ChangeMap } from '../map/change-map.js';
import { KINDS } from '../schema/kinds.js';
import { FIRST_VERSION, LATEST_VERSION, SINCE_VERSIONS, VERSIONS, previousVersion } from '../versions.js';
import { anchorOf, describeChange } from './describe.js';
import { gapStatuses } from './gaps.js';

/** Every kind with its heading, in guide order: a kind cannot be left out, since `KINDS` must name them all. */
const kindHeadings = Object.entries(KINDS).map(([kind, info]) => [kind, info.heading] as const);

/**
 * How a guide is rendered: `banner` (an HTML comment, say) goes under the title; `overlayReference` links the
 * overlay reference (default `overlays.md`, the copy shipped beside the guide).
 */
export interface GuideOptions {
  banner?: string;
  overlayReference?: string;
}

/** The migration guide, generated from the map so it cannot drift from what the tools do. */
export function renderMigrationGuide(map: ChangeMap, options: GuideOptions = {}): string {
  const lines = [
    `# Migration guide: ${VERSIONS.map((v) => `v${v}`).join(' → ')}`,
    '',
    ...(options.banner === undefined ? [] : [options.banner, '']),
    'Every entry below is a change in the built-in change map, which drives the codemods, the proxy and the',
    'checker alike. Each cites the section of the service specification it comes from. Where the spec says',
    'that something changed without saying what, the entry is listed under "Changes the spec documents without',
    'naming them": the tools cannot translate those until you describe them in an overlay',
    `(see [the overlay reference](${options.overlayReference ?? 'overlays.md'})), and \`compliance-migrate map show --overlay FILE\` tells you which`,
    'of them your overlay fills.',
    '',
    `Versions chain: moving from ${FIRST_VERSION} to ${LATEST_VERSION} applies ${SINCE_VERSIONS.map((v) => `every v${v} change`).join(', then ')}.`,
  ];
  const filled = new Map(gapStatuses(map).map(({ gap, filledBy }) => [gap.id, filledBy]));
  for (const since of SINCE_VERSIONS) {
    const changes = map.changes.filter((c) => c.since === since);
    lines.push('', `## v${previousVersion(since)} → v${since}`, '');
    for (const [kind, heading] of kindHeadings) {
      const ofKind = changes.filter((c) => c.kind === kind);
      if (ofKind.length === 0) continue;
      lines.push(`### ${heading} (v${since})`, '');
      for (const change of ofKind) {
        lines.push(`<a id="${anchorOf(change.id)}"></a>`);
        lines.push(
          `- **${change.title}**  `,
          `  \`${change.id}\` · ${describeChange(change)} · ${change.source ?? ''}`,
        );
        if (change.notes) lines.push(`  ${change.notes}`);
        const filledBy = filled.get(change.id);
        if (filledBy?.length)
          lines.push(
            `  Named by your overlay: ${filledBy.map((id) => `[\`${id}\`](#${anchorOf(id)})`).join(', ')}.`,
          );
      }
      lines.push('');
    }
  }
  return lines.join('\n').replace(/\n+$/, '\n');
}
