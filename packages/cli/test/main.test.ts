import { describe, expect, it } from 'vitest';
import { runCli } from './run-cli.js';

describe('compliance-migrate', () => {
  it('lists its commands in --help and exits 0', async () => {
    const { code, stdout } = await runCli(['--help']);
    expect(code).toBe(0);
    expect(stdout).toContain('compliance-migrate map');
    expect(stdout).toContain('Exit codes: 0 success, 1 findings');
  });

  it('exits 2 on an unknown command or missing command', async () => {
    expect((await runCli(['frobnicate'])).code).toBe(2);
    const none = await runCli([]);
    expect(none.code).toBe(2);
    expect(none.stderr).toContain('Name a command');
  });
});
