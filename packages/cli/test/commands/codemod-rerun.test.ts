import { cp, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { git } from '../git.js';
import { runCli } from '../run-cli.js';

const repoRoot = new URL('../../../../', import.meta.url).pathname;
const overlay = join(repoRoot, 'fixtures/maps/sandbox.yaml');

const dirs: string[] = [];
afterEach(async () => {
  await Promise.all(dirs.splice(0).map((d) => rm(d, { recursive: true, force: true })));
});

describe('compliance-migrate codemod run again as a CI gate', () => {
  it('--dry --fail-on-todo exits 1 while a TODO the first run wrote is still in the code', async () => {
    // the trial client (fixtures/clients/trial): its first run leaves a TODO at a call that then looks migrated
    const dir = await mkdtemp(join(tmpdir(), 'cli-codemod-rerun-'));
    dirs.push(dir);
    await cp(join(repoRoot, 'fixtures/clients/trial/v4'), dir, { recursive: true });
    git(dir, 'init', '-q');
    git(dir, 'add', '.');
    git(dir, 'commit', '-q', '-m', 'v4 client');
    const args = [
      'codemod',
      join(dir, 'src'),
      '--from',
      '4',
      '--to',
      '6',
      '--overlay',
      overlay,
      '--no-typecheck',
    ];
    const first = await runCli(args);
    expect(first.code, first.stderr).toBe(0);
    const records = await readFile(join(dir, 'src/api/records.ts'), 'utf8');
    expect(records).toContain('TODO(compliance-migrate)');
    git(dir, 'commit', '-q', '-am', 'codemod v4->v6');

    const gate = await runCli([...args, '--dry', '--fail-on-todo']);
    expect(gate.code, gate.stderr).toBe(1);
    expect(gate.stderr).toMatch(/src\/api\/records\.ts:\d+:\d+ {2}.*\(already in the file\)/);
    expect(gate.stderr).not.toContain(' 0 file(s) left for manual work');
  }, 60_000);
});
