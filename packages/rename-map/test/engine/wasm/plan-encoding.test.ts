import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import {
  compileBodyPlan,
  type BodyChange,
  type KeyRule,
  type PlanNode,
} from '../../../src/engine/body-plan.js';
import { rewriteJson } from '../../../src/engine/json-rewriter.js';
import { encodePlan } from '../../../src/engine/wasm/plan-encoding.js';
import {
  KEY,
  NODE,
  PLAN_VALUES,
  RULE,
  VALUE,
  renderAssemblyLayout,
} from '../../../src/engine/wasm/plan-layout.js';
import { UnknownPlanFieldError } from '../../../src/errors.js';
import { change } from '../../helpers.js';

const on = { endpoint: 'GET /categories', in: 'response', at: '' } as const;
const rename = change('c.rename', 5, { kind: 'field.renamed', ...on, from: 'records', to: 'data' });
const values = change('c.values', 5, {
  kind: 'value.renamed',
  ...on,
  field: 'state',
  values: { A: 'ALPHA' },
});

function planOf(changes: unknown[]): PlanNode {
  const plan = compileBodyPlan(changes as BodyChange[], 'forward');
  if (!plan) throw new Error('empty plan');
  return plan;
}

function wordsOf(plan: PlanNode): { words: Int32Array; root: number; text(at: number): string } {
  const encoded = encodePlan(plan);
  if (!encoded) throw new Error('not encodable');
  const words = new Int32Array(encoded.bytes.buffer, encoded.bytes.byteOffset, encoded.bytes.length >> 2);
  const text = (at: number) =>
    Buffer.from(encoded.bytes.subarray(words[at]!, words[at]! + words[at + 1]!)).toString('latin1');
  return { words, root: encoded.root, text };
}

describe('the WebAssembly plan encoding', () => {
  it('writes each word where the shared layout puts it', () => {
    const { words, root, text } = wordsOf(planOf([rename, values]));
    expect(words[root + NODE.item]).toBe(PLAN_VALUES.NONE);
    expect(words[root + NODE.keyCount]).toBe(2);
    expect(words[root + NODE.objects]).toBe(1);
    const entries = words[root + NODE.keys]!;
    const byName = new Map(
      [0, 1].map((i) => [text(entries + i * KEY.SIZE + KEY.nameOffset), entries + i * KEY.SIZE]),
    );
    const renameRule = words[byName.get('records')! + KEY.rule]!;
    expect(words[renameRule + RULE.out]).toBe(PLAN_VALUES.RULE_OUT_RENAME);
    expect(text(renameRule + RULE.outOffset)).toBe('"data"');
    expect(words[renameRule + RULE.toMany]).toBe(PLAN_VALUES.TO_MANY_NONE);
    expect(words[renameRule + RULE.child]).toBe(PLAN_VALUES.NONE);
    const valuesRule = words[byName.get('state')! + KEY.rule]!;
    expect(words[valuesRule + RULE.out]).toBe(PLAN_VALUES.RULE_OUT_KEEP);
    expect(words[valuesRule + RULE.valueCount]).toBe(1);
    const value = words[valuesRule + RULE.values]!;
    expect([text(value + VALUE.nameOffset), text(value + VALUE.outOffset)]).toEqual(['A', '"ALPHA"']);
  });

  it('is read by the AssemblyScript rewriter through constants generated from the same layout', async () => {
    const generated = await readFile(new URL('../../../assembly/plan-layout.ts', import.meta.url), 'utf8');
    expect(generated).toBe(renderAssemblyLayout());
    expect(generated).toContain(`export const RULE_CHILD: i32 = ${RULE.child};`);
    const rewriter = await readFile(new URL('../../../assembly/rewriter.ts', import.meta.url), 'utf8');
    // No magic offsets left: every plan word is read as word(x + NAMED_OFFSET).
    expect(rewriter.match(/word\([a-z]+ \+ \d+\)/g)).toBeNull();
  });

  it('refuses a node or rule field it does not know, so the fast rewriter never skips a rule silently', () => {
    const plan = planOf([rename]);
    const rule = plan.keys!.get('records')!;
    Object.assign(rule, { split: { into: ['a', 'b'] } });
    expect(() => encodePlan(plan)).toThrow(UnknownPlanFieldError);
    expect(() => encodePlan(plan)).toThrow('plan rule field "split"');
    // Through the rewriter that would have used it: an error, not a body with the rule left out.
    expect(() => rewriteJson('{"records":[]}', plan)).toThrow(UnknownPlanFieldError);

    const other = planOf([rename]);
    Object.assign(other, { wildcard: true });
    expect(() => encodePlan(other)).toThrow('plan node field "wildcard"');
  });

  it('encodes the plans it knows as before (a rename is applied)', () => {
    expect(rewriteJson('{"records":[1]}', planOf([rename])).body).toBe('{"data":[1]}');
  });
});

// Type-level: these lines must fail to compile (`pnpm typecheck` fails on an unused @ts-expect-error).
export const typeLevel = (): unknown[] => [
  // @ts-expect-error A rule lists every field (undefined when unused): a new field fails to compile where one is built.
  { out: 'data', renameId: 'c.rename' } satisfies KeyRule,
  // @ts-expect-error So does a node.
  { keys: undefined, item: undefined } satisfies PlanNode,
];
