import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { migrateSmallProject, rerunSmallProject } from '../helpers.js';

/** Stand-ins for the types of rxjs and rxjs/ajax: a small project has no node_modules. */
const LIBS = `declare module 'rxjs' {
  export interface Observable<T> {
    pipe<R>(op: (source: Observable<T>) => Observable<R>): Observable<R>;
  }
  export function map<T, R>(project: (value: T) => R): (source: Observable<T>) => Observable<R>;
}
declare module 'rxjs/ajax' {
  import type { Observable } from 'rxjs';
  export const ajax: { getJSON<T>(url: string, headers?: Record<string, string>): Observable<T> };
}
`;

/** rxjs's `ajax.getJSON<T>(url, headers)`, imported as it is and renamed. */
const ITEMS = `import { map } from 'rxjs';
import { ajax } from 'rxjs/ajax';
import { ajax as rx } from 'rxjs/ajax';

const API = '/api/v4';
const headers = { 'X-Company-Context': '1001' };

export interface ItemDetail {
  itemId: number;
  versionCount: number;
}

export interface ItemPage {
  data: { itemId: number; score: number }[];
}

export const loadItem = (id: number) =>
  ajax.getJSON<ItemDetail>(\`\${API}/items/\${id}\`, headers).pipe(map((item) => item.versionCount));

export const searchItems = (text: string) =>
  rx.getJSON<ItemPage>(\`\${API}/items/search?searchText=\${text}\`, headers).pipe(map((page) => page.data[0]?.score));
`;

/** The app's own object named \`ajax\`: its \`getJSON\` reads a cache and sends nothing. */
const CACHE = `const store = new Map<string, unknown>();

export interface CachedItem {
  itemId: number;
  versionCount: number;
}

const ajax = {
  getJSON<T>(key: string): T | undefined {
    return store.get(key) as T | undefined;
  },
};

export const cachedItem = () => ajax.getJSON<CachedItem>('/items/7')?.versionCount;
`;

const files = {
  'tsconfig.json': JSON.stringify({
    compilerOptions: { strict: true, noEmit: true, types: [], lib: ['esnext'] },
    include: ['src'],
  }),
  'src/libs.d.ts': LIBS,
  'src/items.ts': ITEMS,
  'src/cache.ts': CACHE,
};

describe("rxjs's ajax.getJSON", () => {
  it('is a GET whose type argument is the answer; an object of the app named ajax is not', async () => {
    await migrateSmallProject('rxjs-ajax-', files, { from: 4, to: 6 }, async (dir, report) => {
      const items = await readFile(join(dir, 'src/items.ts'), 'utf8');
      expect(items).toContain('historyCount: number;');
      expect(items).toContain('map((item) => item.historyCount)');
      expect(items).toContain('data: { itemId: number; complianceScore: number }[];');
      expect(items).toContain('/items/search?keyword=${text}');
      expect(items).not.toContain('is not a request the codemod can read');
      // the cache's own object: its type is not read as this API's answer
      const cache = await readFile(join(dir, 'src/cache.ts'), 'utf8');
      expect(cache).toContain('versionCount: number;');
      expect(cache).toContain(`ajax.getJSON<CachedItem>('/items/7')?.versionCount`);
      expect(report.typeErrors).toEqual([]);
      expect((await rerunSmallProject(dir)).summary.changed).toBe(0);
    });
  });
});
