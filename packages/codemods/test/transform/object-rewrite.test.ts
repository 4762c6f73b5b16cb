import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { migrateSmallProject } from '../helpers.js';

/**
 * A key renamed to the name of the value it holds is written as the shorthand (`hazardName: title` → `title`), as a
 * person writes it: in a body literal (`transform/object-rewrite.ts`) and, through the types, in a typed literal or a
 * destructuring pattern (`shorthandEnd` in `types/type-pass.ts`). Look-alikes: a value named otherwise (`hazardName:
 * name` → `title: name`), a value that is no plain name (`riskLevel: risk as Level`), a key whose value becomes a list.
 */
const files: Record<string, string> = {
  'tsconfig.json': JSON.stringify({
    compilerOptions: { strict: true, noEmit: true, types: [], lib: ['esnext', 'dom'] },
    include: ['src'],
  }),
  'src/hazards.ts': [
    "type Level = 'low' | 'high';",
    'interface ItemHazard { itemId: number; hazardName: string; riskLevel: Level }',
    'interface RecordRow { recordId: number; recordName: string }',
    '',
    'export async function raise(itemId: number, title: string, severity: Level, name: string) {',
    "  await fetch('/api/v4/hazards/complianceItem', {",
    "    method: 'POST',",
    '    body: JSON.stringify({ itemId, hazardName: title, riskLevel: severity }),',
    '  });',
    '  const other: ItemHazard = { itemId, hazardName: name, riskLevel: severity as Level };',
    "  await fetch('/api/v4/hazards/complianceItem', { method: 'POST', body: JSON.stringify(other) });",
    '}',
    '',
    'export async function names(): Promise<string[]> {',
    "  const res = await fetch('/api/v4/records');",
    '  const page = (await res.json()) as { data: RecordRow[] };',
    '  return page.data.map(({ recordName: categoryName }) => categoryName);',
    '}',
    '',
  ].join('\n'),
};

describe('a key renamed to the name of its value', () => {
  it(
    'becomes the shorthand; a value named otherwise keeps its key: value form',
    () =>
      migrateSmallProject('object-rewrite-', files, { from: 4, to: 6 }, async (dir) => {
        const out = await readFile(join(dir, 'src/hazards.ts'), 'utf8');
        expect(out).toContain('body: JSON.stringify({ itemId, title, severity }),');
        expect(out).toContain(
          'const other: ItemHazard = { itemId, title: name, severity: severity as Level };',
        );
        expect(out).toContain('return page.data.map(({ categoryName }) => categoryName);');
      }),
    60_000,
  );
});
