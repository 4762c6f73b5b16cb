import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { runCli } from './run-cli.js';

const packageVersion = async (): Promise<string> =>
  (JSON.parse(await readFile(new URL('../package.json', import.meta.url), 'utf8')) as { version: string })
    .version;

describe('compliance-migrate', () => {
  it('lists its commands, examples and exit codes in --help and -h, and exits 0', async () => {
    for (const flag of ['--help', '-h']) {
      const { code, stdout, stderr } = await runCli([flag]);
      expect(code, flag).toBe(0);
      expect(stderr).toBe('');
      expect(stdout).toContain('compliance-migrate map');
      expect(stdout).toContain('Examples:');
      expect(stdout).toContain('    $ compliance-migrate demo');
      expect(stdout).toContain('Exit codes: 0 success, 1 findings');
    }
  });

  it('--version prints the CLI package’s version', async () => {
    const { code, stdout } = await runCli(['--version']);
    expect(code).toBe(0);
    expect(stdout.trim()).toBe(await packageVersion());
    expect(stdout.trim()).toMatch(/^\d+\.\d+\.\d+/);
  });

  it('exits 2 on an unknown command or missing command, with the --help hint', async () => {
    const unknown = await runCli(['frobnicate']);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain('Run with --help for usage.');
    const none = await runCli([]);
    expect(none.code).toBe(2);
    expect(none.stderr).toContain('Name a command');
  });

  it('gives the --help hint after usage errors only, not after a file that cannot be read', async () => {
    const usage = await runCli(['map', 'show', '--from', '4']);
    expect(usage.code).toBe(2);
    expect(usage.stderr).toBe(
      'compliance-migrate: Missing required argument: to\nRun with --help for usage.\n',
    );
    const missing = await runCli(['map', 'show', '--from', '4', '--to', '6', '--overlay', 'no-such.yaml']);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toMatch(/no-such\.yaml: the file does not exist \(ENOENT/);
    expect(missing.stderr).not.toContain('--help');
  });
});
