import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { loadChangeMap } from '@compliance-migrate/rename-map';
import { describe, expect, it } from 'vitest';
import { runCodemod } from '../../src/index.js';
import { repoRoot, tempDir } from '../helpers.js';

const route = [
  "const API = 'https://compliance.example.com/api/v4';",
  '',
  '/** Streams the export with the page query forwarded as it came. */',
  'export async function GET(req: { url: string }) {',
  '  const url = new URL(`${API}/items/exportToExcel`);',
  '  new URL(req.url).searchParams.forEach((value, name) => url.searchParams.set(name, value));',
  '  return fetch(url);',
  '}',
  '',
  '/** The same export with the names written: renamed, no TODO. */',
  'export async function exportFor(recordId: number) {',
  '  const url = new URL(`${API}/items/exportToExcel`);',
  "  url.searchParams.set('recordId', String(recordId));",
  '  return fetch(url);',
  '}',
  '',
].join('\n');

describe('a query forwarded into a built URL (names the code does not write)', () => {
  it('leaves a TODO for the forwarding .set(name, …) and renames the names it can see', async () => {
    const { dir, cleanup } = await tempDir('forwarded-');
    try {
      await mkdir(join(dir, 'src'), { recursive: true });
      await writeFile(join(dir, 'src/route.ts'), route);
      const report = await runCodemod({
        paths: [join(dir, 'src')],
        from: 4,
        to: 6,
        map: await loadChangeMap([join(repoRoot, 'fixtures/maps/sandbox.yaml')]),
        allowDirty: true,
        cwd: dir,
        types: false,
      });
      const out = await readFile(join(dir, 'src/route.ts'), 'utf8');
      expect(out).toContain(
        '  // TODO(compliance-migrate): query parameters of this endpoint are renamed (recordId → categoryId, typeId → subCategoryId, status → itemStatus); check the names set here, which the code does not show — see sandbox.yaml (change v5.sandbox.items-filters.category)\n  const url = new URL(`${API}/items/exporttoexcel`);\n  new URL(req.url).searchParams.forEach(',
      );
      expect(out).toContain("url.searchParams.set('categoryId', String(recordId));");
      // reported at the forwarding call, written above the statement that builds the URL
      expect(report.todos.map((t) => t.line)).toEqual([6]);
    } finally {
      await cleanup();
    }
  }, 60_000);
});
