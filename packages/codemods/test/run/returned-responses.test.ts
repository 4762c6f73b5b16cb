import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { migrateSmallProject, rerunSmallProject } from '../helpers.js';

/** An exported function returning a call of this API, read by the modules calling it (src/run/returned-responses.ts). */
const HTTP = "import axios from 'axios';\nexport default axios.create({ baseURL: '/api/v4' });\n";

describe('a response returned to another module', () => {
  it("renames the reads in the caller's module, and the returning call keeps its TODO", async () => {
    const service = [
      "import http from './http';",
      "export function fetchRecords() {\n  return http.get('/records');\n}",
      "export default function fetchTypes() {\n  return http.get('/types');\n}",
      '',
    ].join('\n');
    const page = [
      "import fetchTypes, { fetchRecords as loadRecords } from './api/service';",
      'export async function names() {',
      '  const res = await loadRecords();',
      '  const types = await fetchTypes();',
      '  return [res.data.data.map((r) => r.recordName), types.data.data.map((t) => t.typeName)];',
      '}',
      '',
    ].join('\n');
    await migrateSmallProject(
      'returned-responses-',
      { 'src/api/http.js': HTTP, 'src/api/service.js': service, 'src/page.js': page },
      { from: 4, to: 6 },
      async (dir, report) => {
        const text = await readFile(join(dir, 'src/page.js'), 'utf8');
        expect(text).toContain('res.data.data.map((r) => r.categoryName)');
        expect(text).toContain('types.data.data.map((t) => t.subCategoryName)');
        expect(report.todos.filter((t) => t.file.endsWith('service.js'))).toHaveLength(2);
        expect((await rerunSmallProject(dir)).summary.changed).toBe(0);
      },
    );
  });

  it("leaves look-alikes: a local function of the caller's own name, a function returning something else or either of two calls", async () => {
    const service = [
      "import http from './http';",
      "export function fetchRecords() {\n  return http.get('/records');\n}",
      "export async function countRecords() {\n  const res = await http.get('/records');\n  return res.data.data.length;\n}",
      "export function list(kind) {\n  if (kind) return http.get('/types');\n  return http.get('/records');\n}",
      '',
    ].join('\n');
    const page = [
      "import { countRecords, list } from './api/service';",
      'function fetchRecords() {\n  return { data: { data: [{ recordName: "mine" }] } };\n}',
      'export function names() {',
      '  return fetchRecords().data.data.map((r) => r.recordName);',
      '}',
      'export async function total() {\n  const n = await countRecords();\n  return n.recordName;\n}',
      'export async function either(kind) {\n  const res = await list(kind);\n  return res.data.data[0].recordName;\n}',
      '',
    ].join('\n');
    await migrateSmallProject(
      'returned-responses-lookalike-',
      { 'src/api/http.js': HTTP, 'src/api/service.js': service, 'src/page.js': page },
      { from: 4, to: 6 },
      async (dir) => {
        expect(await readFile(join(dir, 'src/page.js'), 'utf8')).toBe(page);
      },
    );
  });
});
