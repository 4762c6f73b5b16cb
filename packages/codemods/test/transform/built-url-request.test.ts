import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { loadChangeMap } from '@compliance-migrate/rename-map';
import { describe, expect, it } from 'vitest';
import { runCodemod } from '../../src/index.js';
import { repoRoot, tempDir } from '../helpers.js';

/**
 * A URL object built from a path (`const target = new URL(API + '/records')`) and sent later in its block: the call
 * it is sent with (`fetch(target.toString(), { method: 'POST', body })`, `fetch(String(target))`) is the endpoint's
 * request, so its body is renamed and its response gets its TODO; an object sent by two calls is not guessed at (it
 * keeps the TODO of a request built here and sent elsewhere).
 */
const source = [
  "const API = 'https://compliance.example.com/api/v4';",
  '',
  'export async function createCategory(name: string) {',
  '  const target = new URL(`${API}/records`);',
  "  target.searchParams.set('dryRun', 'false');",
  "  const res = await fetch(target.toString(), { method: 'POST', body: JSON.stringify({ recordName: name }) });",
  '  return res.json();',
  '}',
  '',
  'export async function subCategories() {',
  "  const where = new URL(API + '/types');",
  '  return (await fetch(String(where))).json();',
  '}',
  '',
  'export async function twice(name: string) {',
  '  const both = new URL(`${API}/records`);',
  "  await fetch(both, { method: 'POST', body: JSON.stringify({ recordName: name }) });",
  '  return fetch(both);',
  '}',
  '',
].join('\n');

describe('a URL object built from a path, sent later in its block', () => {
  it('reads the call it is sent with as the request', async () => {
    const { dir, cleanup } = await tempDir('built-url-request-');
    try {
      await mkdir(join(dir, 'src'), { recursive: true });
      await writeFile(join(dir, 'src/calls.ts'), source);
      const report = await runCodemod({
        paths: [join(dir, 'src')],
        from: 4,
        to: 6,
        map: await loadChangeMap([join(repoRoot, 'fixtures/maps/sandbox.yaml')]),
        allowDirty: true,
        cwd: dir,
        types: false,
        apiHosts: ['compliance.example.com'],
      });
      const out = await readFile(join(dir, 'src/calls.ts'), 'utf8');
      expect(out).toContain('new URL(`${API}/categories`);');
      expect(out).toContain("method: 'POST', body: JSON.stringify({ categoryName: name }) });");
      expect(out).toContain("new URL(API + '/subcategories');");
      // sent twice: which call is the POST is not guessed; its body is left
      expect(out).toContain(
        "await fetch(both, { method: 'POST', body: JSON.stringify({ recordName: name }) });",
      );
      // the responses read (`res.json()`, `.json()` returned): a TODO at each call; the one sent twice is left for a person
      expect(report.todos.map((t) => `${t.line}: ${t.message}`)).toEqual([
        expect.stringMatching(/^4: the response of this endpoint has renamed fields or values \(recordId/),
        expect.stringMatching(
          /^11: the response of this endpoint has renamed fields or values \(data\[\]\.typeId/,
        ),
        expect.stringMatching(
          /^16: this endpoint has renamed request fields .* this request is built here and sent elsewhere/,
        ),
      ]);
    } finally {
      await cleanup();
    }
  });
});
