import { stringify } from 'yaml';
import type { Proposal } from './infer-renames.js';

/**
 * Renders proposals as an overlay file for a person to review. The rename-map schema (and conflicts with the
 * built-in map) is checked by the caller with `createChangeMap` before it is written.
 */
export function renderProposalFile(proposals: readonly Proposal[], origin: string): string {
  const header = [
    '# Proposed by `compliance-migrate map infer` from ' + origin + '.',
    '# Each entry was inferred from live answers alone; its `notes` give the evidence (samples, examples).',
    '# Review every entry (names, endpoints, `at`), then use the file with --overlay.',
    '',
  ].join('\n');
  const body = {
    description: `Renames inferred by map infer from ${origin}; review before use.`,
    changes: proposals.map((p) => p.change),
  };
  return header + stringify(body, { lineWidth: 0 });
}
