import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { migrateSmallProject, rerunSmallProject } from '../helpers.js';

/** Stand-ins for the types of rxjs, rxjs/ajax and redux-observable: a small project has no node_modules. */
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
declare module 'redux-observable' {
  import type { Observable } from 'rxjs';
  export type Epic<D> = (action$: Observable<unknown>, state$: Observable<unknown>, dependencies: D) => Observable<unknown>;
  export function combineEpics<D>(...epics: Epic<D>[]): Epic<D>;
  export function createEpicMiddleware<D>(options: { dependencies: D }): { run(epic: Epic<D>): void };
}
`;

const CONFIG = `export const API = '/api/v4';
export const AUDIT = 'https://audit.example.org/v2';
`;

/** The object the middleware injects: one function over this API, one over another service. */
const DEPENDENCIES = `import type { Observable } from 'rxjs';
import { ajax } from 'rxjs/ajax';
import { API, AUDIT } from './config';

export interface Dependencies {
  getJSON: <T>(path: string) => Observable<T>;
  auditJSON: <T>(path: string) => Observable<T>;
}

export function createDependencies(token: string): Dependencies {
  return {
    getJSON: <T>(path: string) => ajax.getJSON<T>(\`\${API}\${path}\`, { Authorization: token }),
    auditJSON: <T>(path: string) => ajax.getJSON<T>(\`\${AUDIT}\${path}\`),
  };
}
`;

const MODELS = `export interface ItemRow {
  itemId: number;
  recordName: string;
  score: number;
}

/** The audit service's own rows. */
export interface AuditRow {
  recordId: string;
  type: string;
}

/** What a thunk of the app reads from its own cache. */
export interface CachedItem {
  itemId: number;
  versionCount: number;
}
`;

const EPICS = `import { map } from 'rxjs';
import { combineEpics, type Epic } from 'redux-observable';
import type { Dependencies } from './dependencies';
import type { AuditRow, ItemRow } from './models';

export const searchEpic: Epic<Dependencies> = (_action$, _state$, { getJSON }) =>
  getJSON<{ data: ItemRow[] }>('/items/search?searchText=fire').pipe(map((page) => page.data.map((row) => row.score)));

export const auditEpic: Epic<Dependencies> = (_action$, _state$, { auditJSON }) =>
  auditJSON<AuditRow[]>('/records?entity=item').pipe(map((rows) => rows.map((r) => r.recordId)));

export const rootEpic = combineEpics(searchEpic, auditEpic);
`;

/** The whole dependencies object as the third parameter, in an epic given to the middleware's \`run\` only. */
const DETAIL = `import { map } from 'rxjs';
import type { Epic } from 'redux-observable';
import type { Dependencies } from './dependencies';
import type { ItemRow } from './models';

export const detailEpic: Epic<Dependencies> = (_action$, _state$, deps) =>
  deps.getJSON<ItemRow>('/items/7').pipe(map((item) => item.recordName));
`;

const STORE = `import { createEpicMiddleware } from 'redux-observable';
import { createDependencies } from './dependencies';
import { detailEpic } from './detail';
import { rootEpic } from './epics';

const middleware = createEpicMiddleware({ dependencies: createDependencies('token') });
middleware.run(rootEpic);
middleware.run(detailEpic);
`;

/** A thunk (no epic) whose third argument has a \`getJSON\` of its own: nothing says what it is. */
const THUNK = `import type { Observable } from 'rxjs';
import type { CachedItem } from './models';

export const thunk = (
  _dispatch: unknown,
  _getState: unknown,
  { getJSON }: { getJSON: <T>(key: string) => Observable<T> },
) => getJSON<CachedItem>('/items/7');
`;

const files = {
  'tsconfig.json': JSON.stringify({
    compilerOptions: { strict: true, noEmit: true, types: [], lib: ['esnext'] },
    include: ['src'],
  }),
  'src/libs.d.ts': LIBS,
  'src/config.ts': CONFIG,
  'src/dependencies.ts': DEPENDENCIES,
  'src/models.ts': MODELS,
  'src/epics.ts': EPICS,
  'src/detail.ts': DETAIL,
  'src/store.ts': STORE,
  'src/thunk.ts': THUNK,
};

describe("redux-observable's injected dependencies", () => {
  it("reads an epic's `{ getJSON }` (and `deps.getJSON`) as the wrapper the middleware injects", async () => {
    await migrateSmallProject('epic-dependencies-', files, { from: 4, to: 6 }, async (dir, report) => {
      const read = (f: string) => readFile(join(dir, 'src', f), 'utf8');
      const epics = await read('epics.ts');
      expect(epics).toContain(`getJSON<{ data: ItemRow[] }>('/items/search?keyword=fire')`);
      expect(epics).toContain('row.complianceScore');
      const models = await read('models.ts');
      expect(models).toContain('categoryName: string;');
      expect(models).toContain('complianceScore: number;');
      expect(await read('detail.ts')).toContain('item.categoryName');
      // neither epic call is left as one the codemod cannot read
      expect(report.todos.filter((t) => t.file.endsWith('epics.ts') || t.file.endsWith('detail.ts'))).toEqual(
        [],
      );
      expect(report.typeErrors).toEqual([]);
      expect((await rerunSmallProject(dir)).summary.changed).toBe(0);
    });
  });

  it("leaves another service's injected function and a thunk's third argument as they were", async () => {
    await migrateSmallProject('epic-dependencies-', files, { from: 4, to: 6 }, async (dir, report) => {
      const read = (f: string) => readFile(join(dir, 'src', f), 'utf8');
      const epics = await read('epics.ts');
      expect(epics).toContain(`auditJSON<AuditRow[]>('/records?entity=item')`);
      expect(epics).toContain('rows.map((r) => r.recordId)');
      const models = await read('models.ts');
      expect(models).toContain('export interface AuditRow {\n  recordId: string;\n  type: string;\n}');
      // the thunk's `getJSON` is not the epics' dependency: its type is not read as this API's answer
      expect(models).toContain('versionCount: number;');
      const thunk = report.todos.filter((t) => t.file.endsWith('thunk.ts'));
      expect(thunk.map((t) => t.message).join('\n')).toContain(
        'getJSON(…) is not a request the codemod can read',
      );
      expect(await read('config.ts')).toBe(CONFIG);
      expect(await read('dependencies.ts')).toBe(DEPENDENCIES);
    });
  });
});
