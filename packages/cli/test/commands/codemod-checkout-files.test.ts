import { chmod, lstat, mkdir, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
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

const call = (name: string): string => `export const ${name} = () => fetch('/api/v4/records?pageSize=2');\n`;

describe('compliance-migrate codemod on the files of a real checkout', () => {
  it('a committed project with a link, a linked folder and a read-only file: no link replaced, the locked file left, exit 1', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'cli-codemod-checkout-'));
    dirs.push(dir);
    await mkdir(join(dir, 'src'));
    await mkdir(join(dir, 'vendor'));
    await writeFile(join(dir, 'src/api.js'), call('list'));
    await writeFile(join(dir, 'src/locked.js'), call('locked'));
    await chmod(join(dir, 'src/locked.js'), 0o444);
    await writeFile(join(dir, 'vendor/shared.js'), call('shared'));
    await symlink('../vendor', join(dir, 'src/shared'));
    await mkdir(join(dir, 'gen'));
    await symlink('../src/api.js', join(dir, 'gen/alias.js'));
    git(dir, 'init', '-q');
    git(dir, 'add', '.');
    git(dir, 'commit', '-q', '-m', 'v4 client');
    const common = ['--from', '4', '--to', '6', '--overlay', overlay, '--no-typecheck'];

    const folder = await runCli(['codemod', join(dir, 'src'), ...common]);
    expect(folder.code, folder.stderr).toBe(1);
    expect(folder.stderr).toMatch(
      /note: 1 symbolic link\(s\) under the given paths not followed, so not read: .*src\/shared/,
    );
    expect(folder.stderr).toMatch(/src\/locked\.js: the file is read-only .*\(ERR_CODEMOD_READ_ONLY\)/);
    expect(await readFile(join(dir, 'src/locked.js'), 'utf8')).toBe(call('locked'));
    expect(await readFile(join(dir, 'vendor/shared.js'), 'utf8')).toBe(call('shared'));
    expect(git(dir, 'status', '--porcelain')).toBe(' M src/api.js\n');
    git(dir, 'checkout', '-q', '--', 'src/api.js');

    // the link given as the path: its target migrated, the link still a link (git sees no type change)
    const link = await runCli(['codemod', join(dir, 'gen/alias.js'), ...common]);
    expect(link.code, link.stderr).toBe(0);
    expect((await lstat(join(dir, 'gen/alias.js'))).isSymbolicLink()).toBe(true);
    expect(await readFile(join(dir, 'src/api.js'), 'utf8')).toContain('/categories?pageSize=2');
    expect(git(dir, 'status', '--porcelain')).toBe(' M src/api.js\n');
  }, 120_000);
});
