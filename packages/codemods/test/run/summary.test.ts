import { describe, expect, it } from 'vitest';
import { formatSummary, type CodemodReport } from '../../src/index.js';
import { join, run, tempDir, writeFile } from '../helpers.js';

function report(extra: Partial<CodemodReport>): CodemodReport {
  return {
    from: 4,
    to: 6,
    dry: true,
    summary: {
      files: 1,
      skipped: 0,
      changed: 0,
      unchanged: 1,
      failed: 0,
      manual: 0,
      edits: 0,
      todos: 0,
      workers: 0,
    },
    notes: [],
    byChange: {},
    edits: [],
    todos: [],
    failures: [],
    possible: [],
    remaining: [],
    timings: {},
    typeErrors: [],
    interrupted: false,
    written: [],
    ...extra,
  };
}

describe('the summary', () => {
  it('does not say that no old paths are left when files failed to parse', () => {
    const text = formatSummary(report({ failures: [{ file: 'a.ts', error: 'Unexpected token (1:5)' }] }));
    expect(text).not.toContain('no old paths left');
    expect(text).toContain('not known for the 1 file(s) that failed');
  });

  it('lists URLs left alone as possibly this API, with the base they were written with', () => {
    const text = formatSummary(
      report({
        possible: [
          {
            file: 'a.ts',
            line: 3,
            column: 9,
            text: '`${AUDIT_API}/records`',
            reason: 'its base (AUDIT_API) is not shown to be this API',
          },
        ],
      }),
    );
    expect(text).toMatch(/possibly this API, base unknown.*\n\s+a\.ts:3:9\s+`\$\{AUDIT_API\}\/records`/);
  });
});

describe('the scan for old paths left', () => {
  it('counts neither import specifiers nor globs, and lists paths without a slash under an API client', async () => {
    const { dir, cleanup } = await tempDir();
    try {
      await writeFile(
        join(dir, 'a.ts'),
        [
          "import { list } from './records';",
          "export { types } from '@/api/types';",
          "const pattern = 'src/**/records/*.ts';",
          "import axios from 'axios';",
          "const api = axios.create({ baseURL: 'https://api.example.com/api/v4' });",
          '// the path the map does not name under a renamed prefix',
          'export const history = (id: number) => api.get(`records/${id}/history`);',
          '',
        ].join('\n'),
      );
      const result = await run(dir, 4, 6, { dry: true });
      expect(result.remaining.map((r) => r.text)).toEqual(['`records/${id}/history`']);
    } finally {
      await cleanup();
    }
  });
});
