import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { runCodemod } from '../../src/index.js';
import { nearestJsconfig } from '../../src/run/nearest-jsconfig.js';
import { sandboxMap, tempDir, writeFiles } from '../helpers.js';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(cleanups.splice(0).map((c) => c()));
});

async function project(files: Record<string, string>): Promise<string> {
  const { dir, cleanup } = await tempDir('codemods-jsconfig-');
  cleanups.push(cleanup);
  await writeFiles(dir, files);
  return dir;
}

const api = "import axios from 'axios';\nexport const list = () => axios.get('/api/v4/records');\n";

describe('nearestJsconfig', () => {
  it('finds the jsconfig.json of a JavaScript project above a file or folder', async () => {
    const dir = await project({ 'jsconfig.json': '{}', 'src/deep/api.js': api });
    expect(nearestJsconfig(join(dir, 'src/deep/api.js'))).toBe(join(dir, 'jsconfig.json'));
    expect(nearestJsconfig(join(dir, 'src'))).toBe(join(dir, 'jsconfig.json'));
  });

  it('a tsconfig.json met first, or beside it, wins (the tsconfig search applies)', async () => {
    const dir = await project({ 'jsconfig.json': '{}', 'tsconfig.json': '{}', 'src/api.js': api });
    expect(nearestJsconfig(join(dir, 'src'))).toBeUndefined();
    const nested = await project({ 'jsconfig.json': '{}', 'app/tsconfig.json': '{}', 'app/src/api.js': api });
    expect(nearestJsconfig(join(nested, 'app/src'))).toBeUndefined();
  });

  it('stops at the repository root: a jsconfig.json above the checkout is not the project’s', async () => {
    const dir = await project({
      'jsconfig.json': '{}',
      'repo/.git/HEAD': 'ref: refs/heads/main\n',
      'repo/src/api.js': api,
    });
    expect(nearestJsconfig(join(dir, 'repo/src'))).toBeUndefined();
    const inside = await project({
      '.git/HEAD': 'ref: refs/heads/main\n',
      'jsconfig.json': '{}',
      'src/api.js': api,
    });
    expect(nearestJsconfig(join(inside, 'src'))).toBe(join(inside, 'jsconfig.json'));
  });

  it('a package with its own jsconfig.json under a TypeScript root: the package’s', async () => {
    const dir = await project({ 'tsconfig.json': '{}', 'web/jsconfig.json': '{}', 'web/src/api.js': api });
    expect(nearestJsconfig(join(dir, 'web/src'))).toBe(join(dir, 'web/jsconfig.json'));
  });
});

describe('runCodemod on a JavaScript project with a jsconfig.json', () => {
  it('loads it without --project: the result is type-checked with it', async () => {
    const dir = await project({
      'jsconfig.json': JSON.stringify({ compilerOptions: { baseUrl: '.', paths: { '@/*': ['src/*'] } } }),
      'src/api.js': api,
      'src/use.js':
        "import { list } from '@/api.js';\nexport const first = async () => (await list()).data;\n",
    });
    const report = await runCodemod({
      paths: [join(dir, 'src')],
      cwd: dir,
      from: 4,
      to: 6,
      map: await sandboxMap(),
      allowDirty: true,
      dry: true,
    });
    expect(report.typeChecked).toBe('jsconfig.json');
    expect(report.typeErrors).toEqual([]);
    expect(report.byChange['v5.endpoint.list-records-to-categories']).toBe(1);
  });
});
