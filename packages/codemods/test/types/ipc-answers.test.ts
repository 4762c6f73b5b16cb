import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { migrateSmallProject } from '../helpers.js';

/**
 * Electron's IPC: the renderer's `await ipcRenderer.invoke('rows:open')` is `any`, the value the main process's
 * handler of that channel returns (rows of this API's item search). Its reads follow the renamed fields; the answer
 * of another channel, whose fields have the same names but are the app's own, is left.
 */
const files: Record<string, string> = {
  'tsconfig.json': JSON.stringify({
    compilerOptions: { strict: true, noEmit: true, types: [], lib: ['esnext', 'dom'] },
    include: ['src'],
  }),
  'src/bridge.ts': [
    'export declare const ipcMain: { handle(channel: string, fn: (event: unknown, ...args: any[]) => unknown): void };',
    'export declare const ipcRenderer: { invoke(channel: string, ...args: unknown[]): Promise<any> };',
    '',
  ].join('\n'),
  'src/main.ts': [
    "import { ipcMain } from './bridge';",
    '',
    'interface OpenRow { itemId: number; recordName: string; score: number }',
    '',
    'async function openRows(): Promise<OpenRow[]> {',
    "  const res = await fetch('/api/v4/items/search?status=Open');",
    '  const page: { data: OpenRow[] } = await res.json();',
    '  return page.data;',
    '}',
    '',
    "ipcMain.handle('rows:open', () => openRows());",
    "ipcMain.handle('app:about', () => ({ recordName: 'desk', score: 2 }));",
    '',
  ].join('\n'),
  'src/renderer.ts': [
    "import { ipcRenderer } from './bridge';",
    '',
    'export async function lowScores(): Promise<string[]> {',
    "  const rows = await ipcRenderer.invoke('rows:open');",
    '  const low = rows.filter((r: any) => r.score < 50);',
    '  return low.map((r: any) => `${r.recordName} (${r.score})`);',
    '}',
    '',
    'export async function about(): Promise<string> {',
    "  const info = await ipcRenderer.invoke('app:about');",
    '  return `${info.recordName} v${info.score}`;',
    '}',
    '',
  ].join('\n'),
};

describe("the untyped answer of an IPC channel, read as its handler's type", () => {
  it("renames the renderer's reads of the API's rows; another channel's answer of the same names is left", async () => {
    await migrateSmallProject('ipc-answers-', files, { from: 4, to: 6 }, async (dir) => {
      const renderer = await readFile(join(dir, 'src/renderer.ts'), 'utf8');
      expect(renderer).toContain('rows.filter((r: any) => r.complianceScore < 50)');
      expect(renderer).toContain('low.map((r: any) => `${r.categoryName} (${r.complianceScore})`)');
      expect(renderer).toContain('return `${info.recordName} v${info.score}`;');
      const main = await readFile(join(dir, 'src/main.ts'), 'utf8');
      expect(main).toContain(
        'interface OpenRow { itemId: number; categoryName: string; complianceScore: number }',
      );
      expect(main).toContain("ipcMain.handle('app:about', () => ({ recordName: 'desk', score: 2 }));");
    });
  }, 60_000);
});
