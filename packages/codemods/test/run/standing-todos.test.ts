import { describe, expect, it } from 'vitest';
import { standingTodos } from '../../src/run/standing-todos.js';
import type { TodoRecord } from '../../src/transform/transform.js';
import { join, readFile, run, tempDir, writeFile } from '../helpers.js';

const guide = 'https://unpkg.com/@compliance-migrate/rename-map@1.0.0/migration-guide.md';
const own = (message: string): TodoRecord => ({
  line: 1,
  column: 1,
  changeId: 'x',
  message,
  inserted: false,
});

describe('standingTodos', () => {
  it('finds the TODO comments a run did not account for, with their change id, at the code they are about', () => {
    const text = [
      'const a = 1;',
      `  // TODO(compliance-migrate): check the response — see ${guide}#v5-endpoint-records-archive`,
      '  // TODO(compliance-migrate): renamed fields — see overlay.yaml (change v5.sandbox.category.record-id)',
      '  const page = await api.put(`/categories/${id}/archive`);',
      '  {/* TODO(compliance-migrate): a JSX one — see overlay.yaml (change v6.x) */}',
      '',
      '    <td>{row.categoryName}</td>',
      '// TODO: not ours',
      'send(body); // TODO(compliance-migrate): a person wrote this one — see overlay.yaml (change v6.z)',
      '    <!-- TODO(compliance-migrate): a template one, last in the file — see overlay.yaml (change v6.y) -->',
    ].join('\n');
    const standing = { inserted: false, standing: true };
    expect(standingTodos(text, [])).toEqual([
      {
        line: 4,
        column: 3,
        changeId: 'v5-endpoint-records-archive',
        message: 'check the response',
        ...standing,
      },
      {
        line: 4,
        column: 3,
        changeId: 'v5.sandbox.category.record-id',
        message: 'renamed fields',
        ...standing,
      },
      { line: 7, column: 5, changeId: 'v6.x', message: 'a JSX one', ...standing },
      { line: 9, column: 1, changeId: 'v6.z', message: 'a person wrote this one', ...standing },
      { line: 10, column: 5, changeId: 'v6.y', message: 'a template one, last in the file', ...standing },
    ]);
  });

  it('leaves out one comment per TODO the run itself reported with that message', () => {
    const line = '// TODO(compliance-migrate): same — see overlay.yaml (change c)';
    const text = `${line}\nf();\n${line}\ng();\n`;
    expect(standingTodos(text, [own('same')]).map((t) => t.line)).toEqual([4]);
    expect(standingTodos(text, [own('same'), own('same')])).toEqual([]);
  });
});

describe('a run over a file with a TODO an earlier run left', () => {
  it('counts it as manual work although the call it is about no longer names an old path', async () => {
    const { dir, cleanup } = await tempDir();
    try {
      const source =
        '// TODO(compliance-migrate): the response of this endpoint has renamed fields — see overlay.yaml (change v5.a)\n' +
        'export const archive = (id: number) => api.put(`/categories/${id}/archive`);\n';
      await writeFile(join(dir, 'a.ts'), source);
      const report = await run(dir, 4, 6, { dry: true });
      expect(report.summary.manual, 'the file is left for manual work').toBe(1);
      expect(report.todos).toMatchObject([{ file: 'a.ts', line: 2, standing: true, changeId: 'v5.a' }]);
      expect(await readFile(join(dir, 'a.ts'), 'utf8')).toBe(source);
    } finally {
      await cleanup();
    }
  });
});
