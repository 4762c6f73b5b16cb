import { describe, expect, it } from 'vitest';
import { scriptBindings } from '../../src/sfc/script-bindings.js';

describe('scriptBindings', () => {
  it('lists the top-level value bindings, not type imports or types', () => {
    const b = scriptBindings(
      [
        "import { ref } from 'vue';",
        "import type { Record } from '@/api/types';",
        "import RecordCard from './RecordCard.vue';",
        "import { type Type, listTypes } from '@/api/records';",
        'interface Local { a: number }',
        'const rows = ref<Record[]>([]);',
        'const { a, b: [c] } = useThing();',
        'function onSave() {}',
      ].join('\n'),
      false,
    );
    expect(b.names).toEqual(['ref', 'RecordCard', 'listTypes', 'rows', 'a', 'c', 'onSave']);
    expect(b.props).toEqual([]);
  });

  it('reads the props of a type literal, an interface, withDefaults and a runtime object', () => {
    const literal = scriptBindings(
      'const props = defineProps<{ record: Record; typeCount?: number }>();',
      false,
    );
    expect([literal.props, literal.propsSource]).toEqual([['record', 'typeCount'], 'props']);
    const named = scriptBindings(
      'interface Props { itemId: number }\nconst p = withDefaults(defineProps<Props>(), { itemId: 1 });',
      false,
    );
    expect([named.props, named.propsSource]).toEqual([['itemId'], 'p']);
    const bare = scriptBindings('defineProps({ record: { type: Object, required: true } });', false);
    expect([bare.props, bare.propsSource]).toEqual([
      ['record'],
      'defineProps({ record: { type: Object, required: true } })',
    ]);
  });

  it('leaves out props destructured into bindings (they are bindings already)', () => {
    const b = scriptBindings('const { record } = defineProps<{ record: Record }>();', false);
    expect(b.names).toEqual(['record']);
    expect(b.props).toEqual([]);
  });
});
