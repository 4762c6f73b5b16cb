import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { migrateSmallProject, rerunSmallProject } from '../helpers.js';

/** A namespaced Vuex module's state and getters followed into the components reading them (src/transform/vuex-components.ts). */
const HTTP = "import axios from 'axios';\nexport default axios.create({ baseURL: '/api/v4' });\n";
const SERVICE =
  "import http from './http';\nexport function fetchRecords() {\n  return http.get('/records');\n}\n";
/** A module keeping the rows of `GET /records` in `state.records`, with a getter filtering them. */
const RECORDS = [
  "import { fetchRecords } from '../api/records';",
  'const getters = { active: (state) => state.records.filter((r) => r.recordCode !== "X") };',
  'const mutations = { SET(state, rows) {\n    state.records = rows;\n  } };',
  'const actions = {',
  '  async load({ commit }) {',
  '    const res = await fetchRecords();',
  "    commit('SET', res.data.data);",
  '  },',
  '};',
  'export default { namespaced: true, state: () => ({ records: [] }), getters, mutations, actions };',
  '',
].join('\n');
/** A module of the app's own, whose `records` are not this API's rows. */
const NOTES = [
  'const mutations = { SET(state, rows) {\n    state.records = rows;\n  } };',
  'export default { namespaced: true, state: () => ({ records: [] }), mutations };',
  '',
].join('\n');
const STORE = [
  "import Vue from 'vue';",
  "import Vuex from 'vuex';",
  "import records from './records';",
  "import notes from './notes';",
  'Vue.use(Vuex);',
  'export default new Vuex.Store({ modules: { records, notes } });',
  '',
].join('\n');

function component(template: string, script: string): string {
  return `<template>\n${template}\n</template>\n\n<script>\n${script}\n</script>\n`;
}

describe("a Vuex module's rows in the components reading the store", () => {
  it('follows mapState, mapGetters and this.$store into the script and the template', async () => {
    const list = component(
      [
        '  <ul>',
        '    <li v-for="r in records" :key="r.recordId">{{ r.recordName }}</li>',
        '    <li v-for="a in active" :key="a.recordId">{{ a.recordCode }}</li>',
        '  </ul>',
      ].join('\n'),
      [
        "import { mapState, mapGetters } from 'vuex';",
        'export default {',
        '  computed: {',
        "    ...mapState('records', ['records']),",
        "    ...mapGetters('records', ['active']),",
        '    codes() {\n      return this.records.map((r) => r.recordCode);\n    },',
        "    first() {\n      return this.$store.getters['records/active'][0].recordName;\n    },",
        '    ids() {\n      return this.$store.state.records.records.map((r) => r.recordId);\n    },',
        '  },',
        '};',
      ].join('\n'),
    );
    await migrateSmallProject(
      'vuex-components-',
      {
        'src/api/http.js': HTTP,
        'src/api/records.js': SERVICE,
        'src/store/records.js': RECORDS,
        'src/store/notes.js': NOTES,
        'src/store/index.js': STORE,
        'src/components/List.vue': list,
      },
      { from: 4, to: 6 },
      async (dir, report) => {
        const text = await readFile(join(dir, 'src/components/List.vue'), 'utf8');
        expect(text).toContain('<li v-for="r in records" :key="r.categoryId">{{ r.categoryName }}</li>');
        // the template's renames are counted in the report, at their lines of the component (two per `<li>`)
        const templateLines = report.edits
          .filter((e) => e.file.endsWith('List.vue') && e.line <= 5)
          .map((e) => e.line);
        expect(templateLines.sort()).toEqual([3, 3, 4, 4]);
        expect(text).toContain('<li v-for="a in active" :key="a.categoryId">{{ a.categoryCode }}</li>');
        expect(text).toContain('this.records.map((r) => r.categoryCode)');
        expect(text).toContain("this.$store.getters['records/active'][0].categoryName");
        expect(text).toContain('this.$store.state.records.records.map((r) => r.categoryId)');
        expect((await rerunSmallProject(dir)).summary.changed).toBe(0);
      },
    );
  });

  it("leaves look-alikes: another module's state of the same name, a module whose state is not this API's", async () => {
    const other = component(
      '  <ul><li v-for="n in records" :key="n.recordId">{{ n.recordName }}</li></ul>',
      [
        "import { mapState } from 'vuex';",
        'export default {',
        '  computed: {',
        "    ...mapState('notes', ['records']),",
        '    names() {\n      return this.records.map((n) => n.recordName);\n    },',
        '    own() {\n      return this.$store.state.notes.records.map((n) => n.recordId);\n    },',
        '  },',
        '};',
      ].join('\n'),
    );
    await migrateSmallProject(
      'vuex-components-left-',
      {
        'src/api/http.js': HTTP,
        'src/api/records.js': SERVICE,
        'src/store/records.js': RECORDS,
        'src/store/notes.js': NOTES,
        'src/store/index.js': STORE,
        'src/components/Notes.vue': other,
      },
      { from: 4, to: 6 },
      async (dir) => {
        const text = await readFile(join(dir, 'src/components/Notes.vue'), 'utf8');
        expect(text).toBe(other);
      },
    );
  });
});
