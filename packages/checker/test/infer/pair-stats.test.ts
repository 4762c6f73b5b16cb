import { describe, expect, it } from 'vitest';
import { recoded } from '../../src/infer/pair-stats.js';
import { acceptedOf, stepReport } from '../helpers/infer-report.js';

const words = ['minor', 'major', 'critical'];

describe('a field renamed with its enum recoded (numbers to words)', () => {
  it('is the rename alone: no value rename (the map renames strings only), nothing added or removed', () => {
    const older = { rows: [0, 1, 2, 1, 0].map((s, i) => ({ ref: `R-${i}0`, sev: s })) };
    const newer = { rows: [0, 1, 2, 1, 0].map((s, i) => ({ ref: `R-${i}0`, severity: words[s] })) };
    expect(acceptedOf(stepReport(older, newer))).toEqual(['field.renamed rows[] sev→severity']);
  });

  it('words to numbers, in a single record, the same way', () => {
    const older = { grade: 'HIGH', label: 'Boiler room' };
    const newer = { gradeCode: 3, label: 'Boiler room' };
    expect(recoded('HIGH', 3)).toBeDefined();
    const proposals = acceptedOf(stepReport(older, newer));
    expect(proposals.filter((p) => p.startsWith('field.added') || p.startsWith('field.removed'))).toEqual([]);
  });

  it('a field keeping its name with values of another type gives no rename of itself', () => {
    const older = { rows: [0, 1, 2].map((s, i) => ({ ref: `R-${i}0`, sev: s })) };
    const newer = { rows: [0, 1, 2].map((s, i) => ({ ref: `R-${i}0`, sev: words[s] })) };
    expect(acceptedOf(stepReport(older, newer))).toEqual([]);
  });

  it('values that do not map one to one are no rename', () => {
    const older = { rows: [0, 1, 2, 1].map((s, i) => ({ ref: `R-${i}0`, sev: s })) };
    const newer = {
      rows: ['minor', 'major', 'major', 'minor'].map((w, i) => ({ ref: `R-${i}0`, severity: w })),
    };
    expect(acceptedOf(stepReport(older, newer)).filter((p) => p.includes('sev→severity'))).toEqual([]);
    expect(recoded(1.5, 'minor')).toBeUndefined();
    expect(recoded(2, 'two words')).toBeUndefined();
  });
});
