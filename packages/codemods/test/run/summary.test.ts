import { describe, expect, it } from 'vitest';
import { formatSummary, type CodemodReport } from '../../src/index.js';
import { overlayReferenceUrl } from '@compliance-migrate/rename-map';
import { join, repoRoot, run, tempDir, writeFile } from '../helpers.js';

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
    },
    notes: [],
    byChange: {},
    edits: [],
    todos: [],
    failures: [],
    possible: [],
    unnamed: [],
    remaining: [],
    unreadTemplates: [],
    versionBases: [],
    missingExtends: [],
    timings: {},
    typeErrors: [],
    templates: { files: [], inline: 0, unread: [] },
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

  it('says in words how many files were read, passed over and edited, and how many edits each change made', () => {
    const text = formatSummary(
      report({
        summary: {
          files: 11,
          skipped: 1,
          changed: 2,
          unchanged: 9,
          failed: 0,
          manual: 0,
          edits: 3,
          todos: 0,
        },
        byChange: { 'v5.resource.record-to-category': 2, 'v6.export.lower-case': 1 },
      }),
    );
    expect(text).toContain('  files: 11 read (1 of them holds no text of this API: not parsed)\n');
    expect(text).toMatch(
      / {2}edits: 3, by change:\n {8}2 {2}v5\.resource\.record-to-category\n {8}1 {2}v6\.export/,
    );
    expect(formatSummary(report({}))).toContain('  files: 1 read\n');
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

  it('says which calls reach changes the spec does not name, with no overlay for them, and what to do', async () => {
    const { dir, cleanup } = await tempDir('summary-gaps-');
    try {
      // a v4 client reading record rows: the spec says v5 renamed response fields of GET /records without naming them
      await writeFile(
        join(dir, 'records.ts'),
        "export async function rows() {\n  const res = await fetch('/records');\n  return (await res.json()).data;\n}\n",
      );
      const { loadChangeMap } = await import('@compliance-migrate/rename-map');
      const bare = await run(dir, 4, 5, { dry: true, map: await loadChangeMap([]) });
      // named as the version that changed it names the endpoint
      expect(
        bare.unnamed.map((g) => `${g.file}:${g.line} v${g.since} ${g.endpoint} ${g.what}`),
      ).toContainEqual('records.ts:2 v5 GET /categories response');
      const text = formatSummary(bare);
      expect(text).toMatch(/changes the spec does not name, no overlay fills: \d+ call\(s\)/);
      expect(text).toContain('v5 GET /categories (response)');
      expect(text).toContain(overlayReferenceUrl());
      // the sandbox's overlay fills them: nothing to say
      const filled = await run(dir, 4, 5, {
        dry: true,
        map: await loadChangeMap([join(repoRoot, 'fixtures/maps/sandbox.yaml')]),
      });
      expect(filled.unnamed.filter((g) => g.endpoint === 'GET /categories')).toEqual([]);
      expect(formatSummary(filled)).not.toContain('v5 GET /categories (response)');
    } finally {
      await cleanup();
    }
  });

  it('names each line of a template it did not read that holds old names', () => {
    const text = formatSummary(
      report({
        unreadTemplates: [
          { file: 'templates/row.hbs', line: 4, names: ['recordName'] },
          { file: 'index.html', line: 26, names: ['recordId', 'typeId'] },
        ],
      }),
    );
    expect(text).toMatch(/templates and pages not read .*: 2 line\(s\) in 2 file\(s\)/);
    expect(text).toMatch(/\n\s+templates\/row\.hbs:4\s+recordName\n\s+index\.html:26\s+recordId, typeId\n/);
  });

  it('says the type-check ran and found nothing new, and how many files are left for manual work', async () => {
    const { dir, cleanup } = await tempDir();
    try {
      await writeFile(
        join(dir, 'tsconfig.json'),
        JSON.stringify({
          compilerOptions: { strict: true, noEmit: true, lib: ['dom', 'esnext'], types: [] },
        }),
      );
      await writeFile(
        join(dir, 'types.ts'),
        [
          'export async function types(recordId: number): Promise<unknown> {',
          '  const res = await fetch(`https://api.example.com/types?recordId=${recordId}`);',
          '  return res.json();',
          '}',
          '',
        ].join('\n'),
      );
      const checked = await run(dir, 4, 6, { dry: true });
      expect(checked.typeErrors).toEqual([]);
      expect(checked.typeChecked).toBe('tsconfig.json');
      const text = formatSummary(checked);
      expect(text).toContain(
        'type-check of the result (tsconfig.json): no compiler error the input did not have',
      );
      expect(text).toMatch(/1 changed, 0 unchanged, 0 failed; \d+ file\(s\) left for manual work/);
      const unchecked = await run(dir, 4, 6, { dry: true, typecheck: false });
      expect(unchecked.typeChecked).toBeUndefined();
      expect(formatSummary(unchecked)).not.toContain('type-check of the result');
    } finally {
      await cleanup();
    }
  });

  it('says nothing of a clean type-check when it found errors', () => {
    const text = formatSummary(
      report({
        typeChecked: 'tsconfig.json',
        typeErrors: [{ file: 'a.ts', line: 2, column: 3, message: "Property 'x' does not exist" }],
      }),
    );
    expect(text).not.toContain('no compiler error the input did not have');
    expect(text).toContain('compiler errors the migration leaves (1; the input did not have them)');
  });
});
