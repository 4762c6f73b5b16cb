import { describe, expect, it } from 'vitest';
import { suggestOptions } from '../../src/lib/unknown-arguments.js';
import { runCli } from '../run-cli.js';

describe('unknown options', () => {
  const known = ['help', 'h', 'format', 'output', 'o', 'dry-run', 'fail-on'];

  it('names the closest option after each misspelt one, drops yargs’ camelCase twin, leaves other messages', () => {
    expect(suggestOptions('Unknown argument: fromat', known)).toBe(
      'Unknown argument: fromat (did you mean --format?)',
    );
    expect(suggestOptions('Unknown arguments: dry-rn, dryRn', known)).toBe(
      'Unknown argument: dry-rn (did you mean --dry-run?)',
    );
    expect(suggestOptions('Unknown arguments: colour, fail-of, failOf', known)).toBe(
      'Unknown arguments: colour, fail-of (did you mean --fail-on?)',
    );
    expect(suggestOptions('Missing required argument: scenario', known)).toBe(
      'Missing required argument: scenario',
    );
  });

  it('suggests from the options of the command given, sub-commands included', async () => {
    for (const [argv, expected] of [
      [
        ['check', '--scenario', 'x.yaml', '--fromat', 'json'],
        'Unknown argument: fromat (did you mean --format?)',
      ],
      [['sandbox', '--prot', '5080'], 'Unknown argument: prot (did you mean --port?)'],
      [
        ['map', 'infer', '--from-reprt', 'r.json'],
        'Unknown argument: from-reprt (did you mean --from-report?)',
      ],
    ] as const) {
      const { code, stdout, stderr } = await runCli([...argv]);
      expect(code).toBe(2);
      expect(stdout).toBe('');
      expect(stderr).toBe(`compliance-migrate: ${expected}\nRun with --help for usage.\n`);
    }
  });

  it('names a misspelt required option before saying it is missing, and runs nothing', async () => {
    for (const [argv, expected] of [
      [
        ['check', '--scenaro', 'x.yaml'],
        'Unknown argument: scenaro (did you mean --scenario?)\nMissing required argument: scenario',
      ],
      [
        ['codemod', 'src', '--from', '4', '--too', '6'],
        'Unknown argument: too (did you mean --to?)\nMissing required argument: to',
      ],
    ] as const) {
      const { code, stdout, stderr } = await runCli([...argv]);
      expect(code).toBe(2);
      expect(stdout).toBe('');
      expect(stderr).toBe(`compliance-migrate: ${expected}\nRun with --help for usage.\n`);
    }
    // still said plainly when nothing was misspelt
    const { stderr } = await runCli(['check']);
    expect(stderr).toBe(
      'compliance-migrate: Missing required argument: scenario\nRun with --help for usage.\n',
    );
  });
});
