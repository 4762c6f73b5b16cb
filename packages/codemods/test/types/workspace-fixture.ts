import { mkdir, symlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

const compilerOptions = {
  composite: true,
  strict: true,
  module: 'NodeNext',
  moduleResolution: 'NodeNext',
  rootDir: 'src',
  outDir: 'dist',
  types: [],
};

/** A pnpm workspace with no `paths`: `app` reaches `@t/client` through its node_modules link, never built. */
export const workspaceFiles: Record<string, string> = {
  'tsconfig.json': JSON.stringify({ files: [], references: [{ path: './client' }, { path: './app' }] }),
  'client/package.json': JSON.stringify({
    name: '@t/client',
    type: 'module',
    exports: { '.': { types: './dist/index.d.ts', import: './dist/index.js' } },
  }),
  'client/tsconfig.json': JSON.stringify({ compilerOptions, include: ['src'] }),
  'client/src/index.ts': [
    'export interface ItemRow { itemId: number; score: number }',
    "const API = '/api/v5';",
    'async function get<T>(path: string): Promise<T> {',
    '  return (await fetch(`${API}${path}`)).json() as Promise<T>;',
    '}',
    "export const searchItems = () => get<{ data: ItemRow[] }>('/items/search');",
    '',
  ].join('\n'),
  'app/package.json': JSON.stringify({ name: '@t/app', type: 'module' }),
  'app/tsconfig.json': JSON.stringify({
    compilerOptions,
    include: ['src'],
    references: [{ path: '../client' }],
  }),
  'app/src/main.ts': [
    "import { searchItems } from '@t/client';",
    'export async function worst(): Promise<number> {',
    '  const page = await searchItems();',
    '  return Math.min(...page.data.map((item) => item.score));',
    '}',
    '',
  ].join('\n'),
};

/** Writes the workspace into `dir`, with `app`'s pnpm-style link to `client`. */
export async function stageWorkspace(dir: string): Promise<void> {
  for (const [file, text] of Object.entries(workspaceFiles)) {
    await mkdir(join(dir, file, '..'), { recursive: true });
    await writeFile(join(dir, file), text);
  }
  await mkdir(join(dir, 'app/node_modules/@t'), { recursive: true });
  await symlink('../../../client', join(dir, 'app/node_modules/@t/client'), 'dir');
}
