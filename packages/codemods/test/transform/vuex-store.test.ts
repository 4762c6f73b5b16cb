import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { migrateSmallProject, rerunSmallProject } from '../helpers.js';

/** A response committed to a Vuex module's state and read by its getters (src/transform/vuex-store.ts). */
const HTTP = "import axios from 'axios';\nexport default axios.create({ baseURL: '/api/v4' });\n";
const SERVICE = [
  "import http from './http';",
  "export function fetchRecords() {\n  return http.get('/records');\n}",
  '',
].join('\n');

describe('a response in a Vuex module', () => {
  it("follows an action's commit to the mutation, the state field and the getters, keeping the call's TODO", async () => {
    const store = [
      "import { fetchRecords } from '../api/records';",
      'const getters = {',
      '  names: (state) => state.records.map((r) => r.recordName),',
      '  byId: (state) => (id) => state.records.find((r) => r.recordId === id),',
      '};',
      'const mutations = {',
      '  SET_RECORDS(state, rows) {\n    state.records = rows;\n  },',
      '  DROP(state, id) {\n    state.records = state.records.filter((r) => r.recordId !== id);\n  },',
      '  SET_LOADING(state, loading) {\n    state.loading = loading;\n  },',
      '};',
      'const actions = {',
      '  async load({ commit }) {',
      '    const res = await fetchRecords();',
      "    commit('SET_RECORDS', res.data.data);",
      '  },',
      '};',
      'export default { namespaced: true, state: () => ({ records: [] }), getters, mutations, actions };',
      '',
    ].join('\n');
    await migrateSmallProject(
      'vuex-store-',
      { 'src/api/http.js': HTTP, 'src/api/records.js': SERVICE, 'src/store/records.js': store },
      { from: 4, to: 6 },
      async (dir, report) => {
        const text = await readFile(join(dir, 'src/store/records.js'), 'utf8');
        expect(text).toContain('state.records.map((r) => r.categoryName)');
        expect(text).toContain('state.records.find((r) => r.categoryId === id)');
        expect(text).toContain('state.records.filter((r) => r.categoryId !== id)');
        // the state reaches components too: the service's call keeps its TODO
        const todos = report.todos.filter((t) => t.file.endsWith('records.js'));
        expect(todos.map((t) => t.message)).toEqual([
          expect.stringContaining('check the code that reads it'),
        ]);
        expect((await rerunSmallProject(dir)).summary.changed).toBe(0);
      },
    );
  });

  it('leaves look-alikes: a commit outside an action, another module in the file, a field of its own', async () => {
    const store = [
      "import { fetchRecords } from '../api/records';",
      'const one = {',
      '  mutations: { SET(state, rows) { state.records = rows; } },',
      '  getters: { names: (state) => state.records.map((r) => r.recordName) },',
      "  actions: { async load({ commit }) { const res = await fetchRecords(); commit('SET', res.data.data); } },",
      '};',
      'const two = {',
      '  mutations: { SET(state, rows) { state.records = rows; } },',
      '  getters: { ids: (state) => state.records.map((r) => r.recordId) },',
      '};',
      'export default { modules: { one, two } };',
      '',
    ].join('\n');
    const own = [
      "import { fetchRecords } from '../api/records';",
      'const commit = (name, value) => console.log(name, value);',
      'const mutations = { SET(state, rows) { state.records = rows; } };',
      'const getters = { names: (state) => state.records.map((r) => r.recordName) };',
      'export async function load() {',
      '  const res = await fetchRecords();',
      "  commit('SET', res.data.data);",
      '}',
      'export default { mutations, getters };',
      '',
    ].join('\n');
    await migrateSmallProject(
      'vuex-store-lookalike-',
      {
        'src/api/http.js': HTTP,
        'src/api/records.js': SERVICE,
        'src/store/two-modules.js': store,
        'src/store/own-commit.js': own,
      },
      { from: 4, to: 6 },
      async (dir) => {
        // two modules in one file: which one a commit reaches is not sure, nothing is renamed
        expect(await readFile(join(dir, 'src/store/two-modules.js'), 'utf8')).toBe(store);
        // a `commit` of the file's own, not an action context's: not a mutation
        expect(await readFile(join(dir, 'src/store/own-commit.js'), 'utf8')).toBe(own);
      },
    );
  });
});
