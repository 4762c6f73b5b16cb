import { createChangeMap, parseOverlayText } from '@compliance-migrate/rename-map';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderProposalFile, renderScoreTable } from '../../src/index.js';
import { scoreOrchard, scoreQuarry, scoreSandbox, total, type ServiceScore } from '../helpers/score-infer.js';

const recall = (n: number, d: number): number => (d === 0 ? 1 : n / d);

// Floors: a regression in map infer fails here. Figures and their table: docs/checker.md (scripts/score-infer.ts).
// Orchard's entries to confirm are less precise: it serves no archive/restore endpoints, which the spec (and so
// the map) has, and its creates set some fields themselves (legacyFlag, profileKind), which no read can tell.
describe.each([
  {
    name: 'sandbox',
    run: scoreSandbox,
    shownFloor: 1,
    allFloor: 0.8,
    confirmPrecision: 0.95,
    writesAllFloor: 0.8,
    writesConfirmPrecision: 0.985,
  },
  {
    name: 'orchard',
    run: scoreOrchard,
    shownFloor: 1,
    allFloor: 0.8,
    confirmPrecision: 0.8,
    writesAllFloor: 0.92,
    writesConfirmPrecision: 0.985,
  },
])(
  'map infer on the $name (v4→v5 and v5→v6 runs, built-in map only)',
  ({ run, shownFloor, allFloor, confirmPrecision, writesAllFloor, writesConfirmPrecision }) => {
    let score: ServiceScore;
    let probed: ServiceScore;
    beforeAll(async () => {
      score = await run();
      probed = await run(true);
    }, 240_000);

    it('with write probes (--allow-writes): still nothing wrong accepted, more accepted, fewer wrong to confirm', () => {
      const all = total(probed.accepted);
      expect(all.wrong, renderScoreTable(probed.accepted)).toEqual([]);
      expect(all.correct / all.truth, renderScoreTable(probed.accepted)).toBeGreaterThanOrEqual(
        writesAllFloor,
      );
      expect(all.correct).toBeGreaterThan(total(score.accepted).correct);
      const left = total(probed.withConfirm);
      expect(left.correct / left.proposed, left.wrong.join('\n')).toBeGreaterThanOrEqual(
        writesConfirmPrecision,
      );
    });

    it('proposes nothing wrong: precision 1.0 over every kind', () => {
      const all = total(score.accepted);
      expect(all.wrong, renderScoreTable(score.accepted)).toEqual([]);
      expect(all.proposed).toBeGreaterThan(40);
      for (const kind of [
        'field.renamed',
        'value.renamed',
        'field.toMany',
        'field.added',
        'field.removed',
        'query.renamed',
      ]) {
        expect(score.accepted.find((s) => s.kind === kind)?.correct, kind).toBeGreaterThan(0);
      }
    });

    it('finds what the traffic shows (recall floor), and with the entries to confirm ≥ 80% of all changes', () => {
      const all = total(score.accepted);
      expect(recall(all.correctShown, all.shown), renderScoreTable(score.accepted)).toBeGreaterThanOrEqual(
        shownFloor,
      );
      const withConfirm = total(score.withConfirm);
      expect(
        recall(withConfirm.correct, withConfirm.truth),
        renderScoreTable(score.withConfirm),
      ).toBeGreaterThanOrEqual(allFloor);
    });

    it('keeps the entries to confirm mostly right (no request rename of an own id or a copied name)', () => {
      const withConfirm = total(score.withConfirm);
      expect(withConfirm.correct / withConfirm.proposed, withConfirm.wrong.join('\n')).toBeGreaterThanOrEqual(
        confirmPrecision,
      );
    });

    it('dates each proposal by its step and writes a file that is a valid overlay beside the built-in map', () => {
      const sinces = new Set(score.result.proposals.map((p) => p.change.since));
      expect([...sinces].sort()).toEqual([5, 6]);
      const text = renderProposalFile(score.result.proposals, 'a test');
      const overlay = parseOverlayText(text, 'proposed.yaml');
      const map = createChangeMap([{ file: 'proposed.yaml', content: overlay }]);
      const live = score.result.proposals.filter((p) => p.status === 'accepted');
      expect(map.changes.filter((c) => c.id.includes('.inferred.')).length).toBe(live.length);
      // Entries below the threshold and to confirm are in the file, commented out.
      const commented = score.result.proposals.filter((p) => p.status !== 'accepted');
      for (const p of commented) expect(text).toContain(`#   - id: ${String(p.change.id)}`);
    });
  },
);

// Quarry (fixtures/services/quarry) was written after map infer, from the spec alone. Floors at what infer reaches
// now (docs/checker.md "Quarry"). Fixed, so no longer allowed: rows of a list B answered with other rows (a filter
// it ignored) compared by position (now paired by their values), and a rename whose values changed type (now the
// rename alone). Still pinned: with write probes, a value rename joined from the resource's reads onto a create
// whose answer never holds it (Orchard's truth counts the same join right; see the docs).
/** Quarry's figures now (pnpm infer:score --only=quarry): accepted right, accepted and to confirm precision, with writes. */
const QUARRY_ACCEPTED = 54;
const QUARRY_CONFIRM_PRECISION = 0.62;
const QUARRY_WRITES_ACCEPTED = 87;
const QUARRY_KNOWN_WRONG_WITH_WRITES = [
  'value.renamed|5|POST /profiles/publicform|response||profileType:SCHEDULED→Scheduled',
];

describe('map infer on Quarry (written after map infer; v4→v5 and v5→v6 runs, its endpoint declaration only)', () => {
  let score: ServiceScore;
  let probed: ServiceScore;
  beforeAll(async () => {
    score = await scoreQuarry();
    probed = await scoreQuarry(true);
  }, 300_000);

  it('accepts nothing wrong, and at least what it finds now', () => {
    const all = total(score.accepted);
    expect(all.wrong, renderScoreTable(score.accepted)).toEqual([]);
    expect(all.correct).toBeGreaterThanOrEqual(QUARRY_ACCEPTED);
    expect(score.accepted.find((s) => s.kind === 'query.renamed')?.correct).toBeGreaterThanOrEqual(6);
    const withConfirm = total(score.withConfirm);
    expect(withConfirm.correct / withConfirm.proposed, withConfirm.wrong.join('\n')).toBeGreaterThanOrEqual(
      QUARRY_CONFIRM_PRECISION,
    );
  });

  it('with write probes: accepts more, and nothing wrong beyond the known bug', () => {
    const all = total(probed.accepted);
    expect(all.correct, renderScoreTable(probed.accepted)).toBeGreaterThanOrEqual(QUARRY_WRITES_ACCEPTED);
    for (const wrong of all.wrong) expect(QUARRY_KNOWN_WRONG_WITH_WRITES).toContain(wrong);
  });
});
