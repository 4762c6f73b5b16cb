import { describe, expect, it } from 'vitest';
import { spawnCli } from '../spawn-cli.js';

const sandboxOverlay = 'fixtures/maps/sandbox.yaml';

describe('proxy: changes the spec leaves unnamed and no overlay names are never passed over in silence', () => {
  it('warns before it listens when a v4 client over v6 has no overlay, and not with one', async () => {
    const flags = ['proxy', '--upstream', 'http://127.0.0.1:1/api/v6', '--upstream-version', '6'];
    const started = async (extra: string[]): Promise<string> => {
      const cli = spawnCli([...flags, '--listen', '127.0.0.1:0', ...extra], 'node');
      await cli.waitFor('stderr', /listening on/);
      process.kill(-cli.group, 'SIGTERM');
      expect((await cli.closed).code).toBe(0);
      return cli.stderr();
    };
    const bare = await started(['--client-version', '4']);
    expect(bare).toMatch(
      /^compliance-migrate proxy: warning: \d+ change\(s\) the spec documents between v4 and v6/,
    );
    expect(await started(['--client-version', '4', '--overlay', sandboxOverlay])).not.toContain('warning');
  }, 60_000);
});
