import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { migrateSmallProject } from '../helpers.js';

/**
 * A conditional fetch (`project/conditional-path.ts`): a hook given `id ? `items/${id}/answer` : null` asks for that
 * path or for nothing, as SWR's keys do; the call is read as the request of the branch that asks, so the answer's
 * reads follow. A conditional between two paths is left to the code reading each.
 */
const files: Record<string, string> = {
  'tsconfig.json': JSON.stringify({
    compilerOptions: { strict: true, noEmit: true, types: [], lib: ['esnext', 'dom'] },
    include: ['src'],
  }),
  'src/types.ts': `export interface Answer { headerId: 'REC_NAME' | 'QUESTION'; value: string }
export interface Answers { answers: Answer[] }
export interface Row { recordName: string }
`,
  'src/live.ts': `export function useLive<T>(path: string | null): { data?: T } {
  const state: { data?: T } = {};
  if (path !== null) void fetch(\`/api/v4/\${path}\`).then(async (res) => (state.data = (await res.json()) as T));
  return state;
}
`,
  'src/area.ts': `import { useLive } from './live';
import type { Answers, Row } from './types';

export function area(itemId?: string): string | undefined {
  const { data } = useLive<Answers>(itemId ? \`items/\${itemId}/answer\` : null);
  return data?.answers.find((a) => a.headerId === 'REC_NAME')?.value;
}

export function either(all: boolean): Row[] | undefined {
  return useLive<Row[]>(all ? 'records' : 'types').data;
}
`,
};

describe('a conditional path given to a wrapper', () => {
  it('is read as the path of the branch that asks for something; a choice of two paths is left', async () => {
    await migrateSmallProject('conditional-path-', files, { from: 4, to: 6 }, async (dir) => {
      const out = await readFile(join(dir, 'src/area.ts'), 'utf8');
      expect(out).toContain("a.headerId === 'CATEGORY_NAME'");
      expect(out).toContain('itemId ? `items/${itemId}/answer` : null');
      expect(out).toContain("useLive<Row[]>(all ? 'records' : 'types')");
    });
  }, 60_000);
});
