import { mkdir, symlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { collectFiles } from '../../src/run/files.js';
import { tempDir } from '../helpers.js';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(cleanups.splice(0).map((c) => c()));
});

async function project(): Promise<string> {
  const { dir, cleanup } = await tempDir('codemods-files-');
  cleanups.push(cleanup);
  await mkdir(join(dir, 'src'));
  await mkdir(join(dir, 'outside'));
  await writeFile(join(dir, 'src/api.ts'), "fetch('/records');\n");
  await writeFile(join(dir, 'outside/shared.js'), "fetch('/records');\n");
  await writeFile(join(dir, 'outside/notes.txt'), 'not code\n');
  return dir;
}

describe('collectFiles and symbolic links', () => {
  it('a walk does not follow links to folders or code files, and names them', async () => {
    const dir = await project();
    await symlink('../outside', join(dir, 'src/linked'));
    await symlink('api.ts', join(dir, 'src/alias.ts'));
    await symlink('../outside/notes.txt', join(dir, 'src/notes.txt'));
    const links: string[] = [];
    const files = await collectFiles(['src'], dir, undefined, links);
    expect(files).toEqual([join(dir, 'src/api.ts')]);
    // a link to a file the codemod would not read anyway (notes.txt) is not worth a word
    expect(links.sort()).toEqual([join(dir, 'src/alias.ts'), join(dir, 'src/linked')]);
  });

  it('a link given as a path is read, and a file given under two names is read once', async () => {
    const dir = await project();
    await symlink('../outside', join(dir, 'src/linked'));
    await symlink('api.ts', join(dir, 'src/alias.ts'));
    expect(await collectFiles(['src/linked'], dir)).toEqual([join(dir, 'src/linked/shared.js')]);
    expect(await collectFiles(['src/alias.ts', 'src'], dir)).toEqual([join(dir, 'src/alias.ts')]);
    expect(await collectFiles(['src/linked', 'outside'], dir)).toHaveLength(1);
  });
});
