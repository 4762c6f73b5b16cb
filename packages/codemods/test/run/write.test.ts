import { chmod, lstat, mkdir, readFile, readlink, stat, symlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { writeAtomic } from '../../src/run/write.js';
import { WriteRefusedError } from '../../src/run/write-refused.js';
import { tempDir } from '../helpers.js';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(cleanups.splice(0).map((c) => c()));
});

async function dir(): Promise<string> {
  const made = await tempDir('codemods-write-');
  cleanups.push(made.cleanup);
  return made.dir;
}

describe('writeAtomic', () => {
  it('writes through a symbolic link to a file: the link stays a link, its target gets the text', async () => {
    const root = await dir();
    await mkdir(join(root, 'src'));
    await writeFile(join(root, 'src/api.ts'), 'old\n');
    await mkdir(join(root, 'gen'));
    await symlink('../src/api.ts', join(root, 'gen/alias.ts'));
    await writeAtomic(join(root, 'gen/alias.ts'), 'new\n', 'old\n');
    expect((await lstat(join(root, 'gen/alias.ts'))).isSymbolicLink()).toBe(true);
    expect(await readlink(join(root, 'gen/alias.ts'))).toBe('../src/api.ts');
    expect(await readFile(join(root, 'src/api.ts'), 'utf8')).toBe('new\n');
  });

  it('writes through a link to a folder on the way (a linked shared folder)', async () => {
    const root = await dir();
    await mkdir(join(root, 'shared'));
    await writeFile(join(root, 'shared/x.js'), 'a');
    await symlink('shared', join(root, 'linked'));
    await writeAtomic(join(root, 'linked/x.js'), 'b', 'a');
    expect((await lstat(join(root, 'linked'))).isSymbolicLink()).toBe(true);
    expect(await readFile(join(root, 'shared/x.js'), 'utf8')).toBe('b');
  });

  it('refuses a file that no longer holds the text the run read, leaving the newer text', async () => {
    const root = await dir();
    const file = join(root, 'a.ts');
    await writeFile(file, 'as read\n// saved by an editor meanwhile\n');
    const refused = await writeAtomic(file, 'migrated\n', 'as read\n').catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(WriteRefusedError);
    expect((refused as WriteRefusedError).code).toBe('ERR_CODEMOD_CHANGED_ON_DISK');
    expect(await readFile(file, 'utf8')).toBe('as read\n// saved by an editor meanwhile\n');
  });

  it('refuses a read-only file (no write bit for anyone), even for a user who could replace it', async () => {
    const root = await dir();
    const file = join(root, 'locked.js');
    await writeFile(file, 'x');
    await chmod(file, 0o444);
    const refused = await writeAtomic(file, 'y', 'x').catch((e: unknown) => e);
    expect((refused as WriteRefusedError).code).toBe('ERR_CODEMOD_READ_ONLY');
    expect(await readFile(file, 'utf8')).toBe('x');
    expect((await stat(file)).mode & 0o777).toBe(0o444);
  });

  it('keeps the mode of a file it writes (an executable script stays executable)', async () => {
    const root = await dir();
    const file = join(root, 'sync.cjs');
    await writeFile(file, '#!/usr/bin/env node\nold');
    await chmod(file, 0o750);
    await writeAtomic(file, '#!/usr/bin/env node\nnew', '#!/usr/bin/env node\nold');
    expect((await stat(file)).mode & 0o777).toBe(0o750);
    expect(await readFile(file, 'utf8')).toBe('#!/usr/bin/env node\nnew');
  });
});
