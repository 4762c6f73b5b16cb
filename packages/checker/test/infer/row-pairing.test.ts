import { describe, expect, it } from 'vitest';
import { compileDiffOptions, diffJson, type Finding } from '../../src/index.js';
import { pairListRows } from '../../src/infer/row-pairing.js';
import { acceptedOf, stepReport } from '../helpers/infer-report.js';

/** Vendors as v5 writes them (every field renamed in v6 but `tier`, whose words are respelt). */
const v5 = (id: number, name: string, tier: string, active = true) => ({
  vendor_ref: `V-${id}00`,
  legal_name: name,
  tier,
  active,
});
const v6 = (id: number, name: string, tier: string, active = true) => ({
  vendorRef: `V-${id}00`,
  legalName: name,
  tier: tier.toLowerCase(),
  isActive: active,
});
/** Findings in a stable order (pairing regroups them by row). */
const sorted = (findings: Finding[]): Finding[] =>
  [...findings].sort((x, y) => x.path.localeCompare(y.path) || x.kind.localeCompare(y.kind));
const names = ['Acme Ltd', 'Borealis AG', 'Cobalt plc', 'Dunmore & Sons'];
const tiers = ['GOLD', 'SILVER', 'GOLD', 'BRONZE'];

describe('pairing the rows of lists of another length by their values', () => {
  it('B left the second row out (a filter it ignored): each later row is paired with its own record', () => {
    const older = { items: names.map((n, i) => v5(i + 1, n, tiers[i]!)) };
    const newer = { items: names.map((n, i) => v6(i + 1, n, tiers[i]!)).filter((_, i) => i !== 1) };
    // (`Dunmore & Sons`, A's last row, was compared with nothing; flags alone are too weak to accept.)
    expect(acceptedOf(stepReport(older, newer))).toEqual([
      'field.renamed items[] legal_name→legalName',
      'field.renamed items[] vendor_ref→vendorRef',
      'value.renamed items[] tier:{"GOLD":"gold"}',
    ]);
    // Compared by position, A's `Borealis AG` row met B's `Cobalt plc`: its findings were moved, not kept.
    const findings = pairListRows(diffJson('x', older, newer, compileDiffOptions()));
    expect(findings.some((f) => f.path.startsWith('$.items[1]'))).toBe(false);
    expect(findings.find((f) => f.path === '$.items[2].legalName')?.actual).toBe('Cobalt plc');
  });

  it('rows written the other way round (B has a record A lacks, first): the same pairing, nothing added', () => {
    const older = { page: { rows: names.slice(0, 2).map((n, i) => v5(i + 1, n, tiers[i]!, false)) } };
    const newer = {
      page: {
        rows: [
          v6(9, 'Zephyr Inc', 'GOLD'),
          ...names.slice(0, 2).map((n, i) => v6(i + 1, n, tiers[i]!, false)),
        ],
      },
    };
    const accepted = acceptedOf(stepReport(older, newer));
    expect(accepted.filter((p) => p.startsWith('field.added'))).toEqual([]);
    expect(accepted).toContain('field.renamed page.rows[] legal_name→legalName');
  });

  it('a list that only grew at its end keeps its rows as they were compared', () => {
    const older = { items: names.slice(0, 3).map((n, i) => v5(i + 1, n, tiers[i]!)) };
    const newer = { items: names.map((n, i) => v6(i + 1, n, tiers[i]!)) };
    const findings = diffJson('x', older, newer, compileDiffOptions());
    expect(sorted(pairListRows(findings))).toEqual(sorted(findings));
  });

  it('rows with no value carried over (a field removed, another added) stay as they were compared', () => {
    const older = {
      items: [
        { id: 1, legacy: 'x' },
        { id: 2, legacy: 'y' },
      ],
    };
    const newer = { items: [{ id: 1, zone: 'UTC' }] };
    const findings = diffJson('x', older, newer, compileDiffOptions());
    expect(sorted(pairListRows(findings))).toEqual(sorted(findings));
  });

  it('a list of scalars of another length is left as it is', () => {
    const findings = diffJson('x', { tags: ['a', 'b', 'c'] }, { tags: ['b', 'c'] }, compileDiffOptions());
    expect(sorted(pairListRows(findings))).toEqual(sorted(findings));
  });
});
