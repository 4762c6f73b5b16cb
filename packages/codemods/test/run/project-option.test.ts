import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadChangeMap } from '@compliance-migrate/rename-map';
import { CodemodError, runCodemod } from '../../src/index.js';
import { repoRoot, tempDir } from '../helpers.js';

const overlay = join(repoRoot, 'fixtures/maps/sandbox.yaml');

/** A project whose tsconfig sits in `app/`, away from the root the codemod is run from. */
async function appProject(dir: string): Promise<void> {
  await mkdir(join(dir, 'app/src'), { recursive: true });
  await writeFile(
    join(dir, 'app/tsconfig.json'),
    JSON.stringify({
      compilerOptions: { strict: true, target: 'ES2022', module: 'ESNext', moduleResolution: 'Bundler' },
      include: ['src'],
    }),
  );
  await writeFile(
    join(dir, 'app/src/api.ts'),
    [
      'export interface RecordRow { recordId: number; recordName: string }',
      "const API = '/api';",
      'async function get<T>(path: string): Promise<T> {',
      '  const res = await fetch(`${API}${path}`);',
      '  return (await res.json()) as T;',
      '}',
      'export async function names(): Promise<string[]> {',
      "  const page = await get<{ data: RecordRow[] }>('/records');",
      '  return page.data.map((r) => r.recordName);',
      '}',
      '',
    ].join('\n'),
  );
}

describe('--project', () => {
  it('takes the directory that holds tsconfig.json, as tsc -p does', async () => {
    const { dir, cleanup } = await tempDir('project-option-');
    try {
      await appProject(dir);
      const report = await runCodemod({
        paths: [join(dir, 'app/src')],
        from: 4,
        to: 5,
        map: await loadChangeMap([overlay]),
        project: 'app',
        cwd: dir,
        allowDirty: true,
      });
      // (the temporary folder is no git work tree, which the run says; nothing else is to be said)
      expect(report.notes.filter((n) => !n.includes('not in a git work tree'))).toEqual([]);
      const text = await readFile(join(dir, 'app/src/api.ts'), 'utf8');
      // the declaration is renamed by the type-aware pass, which loaded app/tsconfig.json
      expect(text).toContain('export interface CategoryRow { categoryId: number; categoryName: string }');
    } finally {
      await cleanup();
    }
  });

  it('stops with ERR_CODEMOD_PROJECT, naming what it looked for, when there is no tsconfig there', async () => {
    const { dir, cleanup } = await tempDir('project-option-');
    try {
      await appProject(dir);
      const run = runCodemod({
        paths: [join(dir, 'app/src')],
        from: 4,
        to: 5,
        map: await loadChangeMap([overlay]),
        project: 'src',
        cwd: join(dir, 'app'),
        allowDirty: true,
      });
      await expect(run).rejects.toBeInstanceOf(CodemodError);
      await expect(run).rejects.toMatchObject({
        code: 'ERR_CODEMOD_PROJECT',
        message: expect.stringContaining(join(dir, 'app/src/tsconfig.json')),
      });
      // nothing was written
      expect(await readFile(join(dir, 'app/src/api.ts'), 'utf8')).toContain('recordName: string');
    } finally {
      await cleanup();
    }
  });
});
