import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { migrateSmallProject } from '../helpers.js';

/**
 * Untyped code reading a wretch response (`transform/wretch-response.ts`, `transform/mobx-flow.ts`): the body of
 * `api.url(path).get().json()` awaited, or yielded in a MobX flow (`flow(function* …)`, a generator method the
 * constructor annotates `flow`), is the parsed body and its reads are renamed; `api.get(path).json(cb)` gives it to
 * `cb`; `api.post(body, path)` sends `body`. The look-alike: a generator that is no MobX flow (driven by the app's
 * own code, `flow` from another library), whose `yield` gives whatever its driver sends: its reads are left, with
 * the call's TODO.
 */
const files: Record<string, string> = {
  'src/http.js': [
    "import wretch from 'wretch';",
    "export const api = wretch('/api').auth('Bearer x');",
    '',
  ].join('\n'),
  'src/store.js': [
    "import { flow, makeAutoObservable } from 'mobx';",
    "import { api } from './http';",
    'export class RecordStore {',
    '  names = [];',
    '  constructor() {',
    '    makeAutoObservable(this, { load: flow });',
    '  }',
    '  *load() {',
    "    const page = yield api.url('/records').get().json();",
    '    this.names = page.data.map((r) => r.recordName);',
    '  }',
    '  reload = flow(function* () {',
    "    const { data } = yield api.url('/types').query({ recordId: 1 }).get().json();",
    '    return data.map((t) => t.typeName);',
    '  });',
    '  async codes() {',
    "    const page = await api.url('/records').get().json();",
    '    return page.data.map((r) => r.recordCode).join();',
    '  }',
    '  firstIds() {',
    "    return api.get('/records').json((page) => String(page.data[0].recordId));",
    '  }',
    '  create(name) {',
    "    void api.post({ recordName: name }, '/records').res();",
    '  }',
    '}',
    '',
  ].join('\n'),
  // generators that are no MobX flow: what `yield` gives is their driver's
  'src/pages.js': [
    "import { flow } from 'lodash/fp';",
    "import { api } from './http';",
    'export function* pages() {',
    "  const page = yield api.url('/records').get().json();",
    '  return page.data.map((r) => r.recordName);',
    '}',
    'export const piped = flow(function* () {',
    "  const page = yield api.url('/records').get().json();",
    '  return page.data.map((r) => r.recordName);',
    '});',
    '',
  ].join('\n'),
};

describe('a wretch response read by untyped code, awaited or yielded in a MobX flow', () => {
  it("renames the reads of a flow's yield, an await and a json callback; a generator that is no flow keeps its reads", async () => {
    await migrateSmallProject('mobx-flow-', files, { from: 4, to: 6 }, async (dir, report) => {
      const store = await readFile(join(dir, 'src/store.js'), 'utf8');
      expect(store).toContain(
        "const page = yield api.url('/categories').get().json();\n    this.names = page.data.map((r) => r.categoryName);",
      );
      expect(store).toContain(
        "const { data } = yield api.url('/subcategories').query({ categoryId: 1 }).get().json();\n    return data.map((t) => t.subCategoryName);",
      );
      expect(store).toContain('return page.data.map((r) => r.categoryCode).join();');
      expect(store).toContain("api.get('/categories').json((page) => String(page.data[0].categoryId))");
      expect(store).toContain("void api.post({ categoryName: name }, '/categories').res();");
      expect(report.todos.filter((t) => t.file.endsWith('store.js'))).toEqual([]);
      const pages = await readFile(join(dir, 'src/pages.js'), 'utf8');
      expect(pages.match(/page\.data\.map\(\(r\) => r\.recordName\)/g)).toHaveLength(2);
      expect(report.todos.filter((t) => t.file.endsWith('pages.js'))).toHaveLength(2);
    });
  }, 60_000);
});
