import { describe, expect, it } from 'vitest';
import { joinDashValues } from '../../src/lib/dash-value.js';

describe('joinDashValues', () => {
  it('joins a lone - to the options that take it, and leaves every other word', () => {
    expect(joinDashValues(['codemod', 'src', '--json', '-', '--dry'], ['--json'])).toEqual([
      'codemod',
      'src',
      '--json=-',
      '--dry',
    ]);
    // another flag's `-`, a positional `-` (translate's stdin), `--json FILE`, and words after `--`
    expect(joinDashValues(['translate', '-', '--output', '-'], ['--json'])).toEqual([
      'translate',
      '-',
      '--output',
      '-',
    ]);
    expect(joinDashValues(['codemod', '--json', 'r.json', '--', '--json', '-'], ['--json'])).toEqual([
      'codemod',
      '--json',
      'r.json',
      '--',
      '--json',
      '-',
    ]);
    expect(joinDashValues(['translate', '-', '-o', '-'], ['--output', '-o'])).toEqual([
      'translate',
      '-',
      '-o=-',
    ]);
  });
});
