import { describe, expect, it } from 'vitest';
import { parse } from '../../src/transform/parser.js';
import { componentStoreReads, mappedNames } from '../../src/transform/vuex-component-reads.js';
import { registeredModules } from '../../src/transform/vuex-components.js';

/** Where a component reads a namespaced module's state and getters (src/transform/vuex-component-reads.ts). */
const modules = [
  {
    namespace: 'records',
    state: new Map([['records', 'rows']]),
    getters: new Map([['active', 'active rows']]),
  },
];

function readsOf(source: string): string[] {
  return componentStoreReads(parse(source, 'babel'), modules).map(
    (r) => `${source.slice(r.node.start ?? 0, r.node.end ?? 0)} → ${r.value}`,
  );
}

describe("a component's reads of the store", () => {
  it('names mapped as a list or an object, and the store read directly', () => {
    const source = [
      'export default {',
      '  computed: {',
      "    ...mapState('records', ['records']),",
      "    ...mapGetters('records', { live: 'active' }),",
      "    a() { return [this.records, this.live, this.$store.state.records.records, this.$store.getters['records/active']]; },",
      '  },',
      '};',
    ].join('\n');
    expect(readsOf(source)).toEqual([
      'this.records → rows',
      'this.live → active rows',
      'this.$store.state.records.records → rows',
      "this.$store.getters['records/active'] → active rows",
    ]);
  });

  it("leaves another namespace's names, a name mapped twice or declared by the component, an unknown field", () => {
    const source = [
      'export default {',
      "  props: ['active'],",
      '  computed: {',
      "    ...mapState('notes', ['records']),",
      "    ...mapGetters('records', ['active']),",
      "    ...mapState('records', { loading: 'loading' }),",
      "    a() { return [this.records, this.active, this.loading, this.$store.state.notes.records, this.$store.getters['notes/active']]; },",
      '  },',
      '};',
    ].join('\n');
    expect(readsOf(source)).toEqual([]);
    expect([...mappedNames(parse(source, 'babel'), modules)]).toEqual([]);
  });

  it("a store's registered modules by namespace, under `new Vuex.Store` and `createStore`", () => {
    const store = parse(
      'new Vuex.Store({ modules: { records, rows: list } });\ncreateStore({ modules: { other } });\nfoo({ modules: { x } });',
      'babel',
    );
    expect([...registeredModules(store)]).toEqual([
      ['records', 'records'],
      ['list', 'rows'],
      ['other', 'other'],
    ]);
  });
});
