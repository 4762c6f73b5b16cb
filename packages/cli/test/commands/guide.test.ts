import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { runCli } from '../run-cli.js';

const committed = await readFile(new URL('../../../../docs/migration-guide.md', import.meta.url), 'utf8');

describe('compliance-migrate guide', () => {
  it('--from 4 --to 6 prints the migration guide, the same as docs/migration-guide.md', async () => {
    const { code, stdout } = await runCli(['guide', '--from', '4', '--to', '6']);
    expect(code).toBe(0);
    expect(stdout).toBe(committed);
  });

  it('--from 5 --to 6 keeps only that step, with its anchors', async () => {
    const { code, stdout } = await runCli(['guide', '--from', '5', '--to', '6']);
    expect(code).toBe(0);
    expect(stdout).toContain('## v5 → v6');
    expect(stdout).not.toContain('## v4 → v5');
    expect(stdout).toMatch(/<a id="v6-[^"]+"><\/a>/);
  });

  it('refuses to read backwards', async () => {
    const { code, stderr } = await runCli(['guide', '--from', '6', '--to', '4']);
    expect(code).toBe(2);
    expect(stderr).toContain('--from must be lower than --to');
  });
});
