import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadChangeMap } from '@compliance-migrate/rename-map';
import { runCodemod } from '../../src/index.js';
import { repoRoot, tempDir } from '../helpers.js';

const overlay = join(repoRoot, 'fixtures/maps/sandbox.yaml');

const HTTP = `export type Query = Record<string, string | number | undefined>;

export function withQuery(path: string, query: Query = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) params.set(key, String(value));
  }
  const text = params.toString();
  return text ? \`\${path}?\${text}\` : path;
}

export class HttpClient {
  constructor(readonly baseUrl: string) {}

  async raw(method: string, path: string, body?: unknown): Promise<Response> {
    return fetch(\`\${this.baseUrl}\${path}\`, { method, body: body === undefined ? undefined : JSON.stringify(body) });
  }

  async get<T>(path: string, query?: Query): Promise<T> {
    return (await this.raw('GET', withQuery(path, query))).json() as Promise<T>;
  }
}
`;

async function migrated(files: Record<string, string>): Promise<Record<string, string>> {
  const { dir, cleanup } = await tempDir('path-helper-');
  try {
    await mkdir(join(dir, 'src'));
    for (const [name, text] of Object.entries(files)) await writeFile(join(dir, 'src', name), text);
    await runCodemod({
      paths: [join(dir, 'src')],
      from: 4,
      to: 6,
      map: await loadChangeMap([overlay]),
      cwd: dir,
      allowDirty: true,
      typecheck: false,
    });
    const out: Record<string, string> = {};
    for (const name of Object.keys(files)) out[name] = await readFile(join(dir, 'src', name), 'utf8');
    return out;
  } finally {
    await cleanup();
  }
}

describe('a path helper (withQuery(path, query): the path with a query string, no base)', () => {
  it("is seen through a client class's method, whose query argument is then renamed", async () => {
    const out = await migrated({
      'http.ts': HTTP,
      'items.ts': `import type { HttpClient } from './http.js';
export function findItems(http: HttpClient, text: string) {
  return http.get<unknown>('/items/search', { searchText: text, pageSize: 20 });
}
// a path only this API has: the client's base is this API's
export const myTestForms = (http: HttpClient) => http.get<unknown>('/items/mytestforms');
`,
    });
    expect(out['items.ts']).toContain(`http.get<unknown>('/items/search', { keyword: text, pageSize: 20 })`);
    expect(out['http.ts']).toBe(HTTP);
  });

  it('renames the query given with an API path, and leaves a route built with it as it is', async () => {
    const out = await migrated({
      'http.ts': HTTP,
      'links.ts': `import { withQuery } from './http.js';
export const exportPath = (status: string) => withQuery('/items/exportToExcel', { status, format: 'XLSX' });
export function openRecords(navigate: (to: string) => void) {
  navigate(withQuery('/records', { tab: 'all' }));
}
`,
    });
    expect(out['links.ts']).toContain(
      `withQuery('/items/exporttoexcel', { itemStatus: status, format: 'XLSX' })`,
    );
    expect(out['links.ts']).toContain(`navigate(withQuery('/records', { tab: 'all' }))`);
  });
});
