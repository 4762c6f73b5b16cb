import { stringify } from 'yaml';
import type { Proposal } from './proposal.js';

/**
 * Renders proposals as an overlay file for a person to review: accepted entries live, the ones below the
 * confidence threshold and the ones to confirm (request sides) commented out under their own headings, so
 * the file is a valid overlay as written. Validation against the map is the caller's (`createChangeMap`).
 */
export function renderProposalFile(proposals: readonly Proposal[], origin: string): string {
  const header = [
    '# Proposed by `compliance-migrate map infer` from ' + origin + '.',
    '# Each entry was inferred from live answers; its `notes` give the evidence and a confidence (0-1).',
    '# Review every entry (names, endpoints, `at`), then use the file with --overlay.',
    '',
  ].join('\n');
  const live = proposals.filter((p) => p.status === 'accepted');
  const body = {
    description: `Changes inferred by map infer from ${origin}; review before use.`,
    changes: live.map((p) => p.change),
  };
  const commented = (title: string, list: readonly Proposal[]): string =>
    list.length === 0
      ? ''
      : `\n# ${title}\n` +
        stringify(
          list.map((p) => p.change),
          { lineWidth: 0 },
        )
          .split('\n')
          .filter((line) => line !== '')
          .map((line) => `#   ${line}`)
          .join('\n') +
        '\n';
  return (
    header +
    stringify(body, { lineWidth: 0 }) +
    commented(
      'To confirm (not observed: the same renames on the resource’s create and update endpoints). Confirm with `map infer --allow-writes` on a sandbox or staging tenant, or uncomment after a check with writes:',
      proposals.filter((p) => p.status === 'confirm'),
    ) +
    commented(
      'Below the confidence threshold (too little evidence). Uncomment only what you have verified:',
      proposals.filter((p) => p.status === 'low'),
    )
  );
}
