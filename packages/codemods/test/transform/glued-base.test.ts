import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { migrateSmallProject } from '../helpers.js';

const files: Record<string, string> = {
  'tsconfig.json': JSON.stringify({
    compilerOptions: { strict: true, noEmit: true, types: [], lib: ['ES2022', 'DOM'] },
    include: ['src'],
  }),
  'src/stand-ins.d.ts': [
    "declare module 'expo-file-system' {",
    '  export function downloadAsync(uri: string, fileUri: string, options?: { headers?: object }): Promise<{ uri: string }>;',
    '}',
    '',
  ].join('\n'),
  'src/config.ts': [
    "export const API_URL = 'https://compliance.example.com/api/v4/';",
    "export const CDN_URL = 'https://cdn.example.net/assets/';",
    '',
  ].join('\n'),
  'src/export.ts': [
    "import * as FileSystem from 'expo-file-system';",
    "import { API_URL, CDN_URL } from './config';",
    '',
    'export async function exportItems(recordId: number, status: string): Promise<string> {',
    '  const query = new URLSearchParams();',
    "  query.set('recordId', String(recordId));",
    "  query.set('status', status);",
    "  const file = await FileSystem.downloadAsync(`${API_URL}items/exportToExcel?${query.toString()}`, 'items.xlsx');",
    '  return file.uri;',
    '}',
    '',
    '// another host’s files under a path of the same words: left, listed as possibly this API',
    'export const logo = `${CDN_URL}records/logo.png`;',
    '',
  ].join('\n'),
};

describe('a path written right after a base that ends in a slash (`${API_URL}items/exportToExcel`)', () => {
  it('is read as the base’s path and rewritten without a slash of its own, with its query', async () => {
    await migrateSmallProject('glued-base-', files, { from: 4, to: 6 }, async (dir, report) => {
      const out = await readFile(join(dir, 'src/export.ts'), 'utf8');
      expect(out).toContain('`${API_URL}items/exporttoexcel?${query.toString()}`');
      expect(out).toContain("query.set('categoryId', String(recordId));");
      expect(out).toContain("query.set('itemStatus', status);");
      // an expo-file-system download is a GET whose response is a file: nothing left to check
      expect(report.todos).toEqual([]);
      expect(out).toContain('`${CDN_URL}records/logo.png`');
      expect(report.typeErrors).toEqual([]);
    });
  }, 60_000);
});
