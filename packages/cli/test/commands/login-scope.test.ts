import { DEFAULT_SCOPE } from '@compliance-migrate/auth';
import { describe, expect, it } from 'vitest';
import { LOGIN_SCOPE } from '../../src/commands/login.js';
import { runCli } from '../run-cli.js';

describe('login --scope', () => {
  it('defaults to the auth package’s DEFAULT_SCOPE, kept in the CLI so --help loads no auth', async () => {
    expect(LOGIN_SCOPE).toBe(DEFAULT_SCOPE);
    const { code, stdout } = await runCli(['login', '--help'], '', { columns: 200 });
    expect(code).toBe(0);
    expect(stdout).toContain(`[default: "${DEFAULT_SCOPE}"]`);
  });
});
