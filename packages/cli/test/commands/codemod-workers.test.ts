import { cp, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { WORKERS_GONE } from '../../src/commands/codemod.js';
import { runCli } from '../run-cli.js';

const repoRoot = new URL('../../../../', import.meta.url).pathname;
const input = join(repoRoot, 'fixtures/clients/fetch-ts/4-6/records-service.input.ts');

describe('compliance-migrate codemod --workers (the removed worker pool)', () => {
  it('is accepted, says it does nothing, and the run is the same as without it', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'cli-codemod-workers-'));
    try {
      await cp(input, join(dir, 'with.ts'));
      await cp(input, join(dir, 'without.ts'));
      const common = [
        '--from',
        '4',
        '--to',
        '6',
        '--api-host',
        'api.example.com',
        '--allow-dirty',
        '--no-types',
      ];
      const withFlag = await runCli(['codemod', join(dir, 'with.ts'), ...common, '--workers', '2']);
      const without = await runCli(['codemod', join(dir, 'without.ts'), ...common]);
      expect(withFlag.code, withFlag.stderr).toBe(0);
      expect(without.code, without.stderr).toBe(0);
      expect(withFlag.stderr).toContain(`note: ${WORKERS_GONE}`);
      expect(without.stderr).not.toContain('--workers');
      const written = await readFile(join(dir, 'with.ts'), 'utf8');
      expect(written).not.toBe(await readFile(input, 'utf8'));
      expect(written).toBe(await readFile(join(dir, 'without.ts'), 'utf8'));
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
