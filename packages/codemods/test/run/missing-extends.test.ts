import { describe, expect, it } from 'vitest';
import { missingExtends, missingExtendsNote } from '../../src/run/missing-extends.js';
import { formatSummary } from '../../src/index.js';
import { join, migrateSmallProject, tempDir, writeFiles } from '../helpers.js';

/**
 * A tsconfig extending a file not on disk (a Nuxt app's `.nuxt/tsconfig.json` before `nuxt prepare`): the run says
 * which config extends which missing file and, for a framework that generates it, what to run before running again.
 */
const nuxtApp: Record<string, string> = {
  'tsconfig.json':
    '{\n  // https://nuxt.com/docs/guide/concepts/typescript\n  "extends": "./.nuxt/tsconfig.json"\n}\n',
  'nuxt.config.ts': 'export default defineNuxtConfig({});\n',
  // a page using a dozen auto-imports (before `records.ts`): the compiler suggests a spelling for the first few only
  'src/pages/items.ts': [
    'export async function item(id: number): Promise<string> {',
    ...[
      'useState',
      'useCookie',
      'useRoute',
      'useRouter',
      'useHead',
      'useSeoMeta',
      'useNuxtApp',
      'useError',
    ].map((n) => `  ${n}();`),
    ...['useLazyFetch', 'useRequestHeaders', 'useRequestEvent', 'clearError'].map((n) => `  ${n}();`),
    '  const res = await fetch(`/api/items/exportToExcel?id=${id}`);',
    '  return res.statusText;',
    '}',
    '',
  ].join('\n'),
  'src/pages/records.ts': [
    'export async function open(): Promise<void> {',
    "  const res = await fetch('/api/records');",
    '  const rows = (await res.json()) as { recordId: number }[];',
    // an auto-import the missing `.nuxt/` would declare: an error the input has too
    '  await navigateTo(`/records/${rows[0]!.recordId}`);',
    '}',
    '',
  ].join('\n'),
};

describe('a tsconfig extending a file that is not there', () => {
  it('is named in the summary and --json, with `npx nuxt prepare` for a Nuxt app; its auto-imports are not the migration’s errors', () =>
    migrateSmallProject('missing-extends-', nuxtApp, { from: 4, to: 6 }, async (_dir, report) => {
      expect(report.missingExtends).toEqual([
        {
          tsconfig: 'tsconfig.json',
          missing: '.nuxt/tsconfig.json',
          generate: { framework: 'Nuxt', command: 'npx nuxt prepare' },
        },
      ]);
      const summary = formatSummary(report);
      expect(summary).toContain('note: tsconfig.json extends .nuxt/tsconfig.json, which does not exist');
      expect(summary).toContain('run `npx nuxt prepare`, then run the codemod again');
      // the run did change the file (the path), so the type-check ran, and found nothing the input did not have
      expect(report.summary.changed).toBe(2);
      expect(report.typeChecked).toBe('tsconfig.json');
      expect(report.typeErrors).toEqual([]);
      // Nuxt's `navigateTo` takes a page of the app: its old-looking path is judged, not listed to look at
      expect(report.remaining.map((r) => [r.text, r.left, r.why])).toEqual([
        ['/records', 'own', 'navigation call (navigateTo)'],
      ]);
    }));

  it('without a framework config, says to generate or install it; nothing is said when every extends is there', async () => {
    const { dir, cleanup } = await tempDir('missing-extends-');
    try {
      await writeFiles(dir, {
        'plain/tsconfig.json': '{ "extends": "./.nuxt/tsconfig.json" }',
        'pkg/tsconfig.json': '{ "extends": ["./base", "@tsconfig/not-installed/tsconfig.json"] }',
        'pkg/base.json': '{ "extends": "./generated/tsconfig.json" }',
        'whole/tsconfig.json': '{ "extends": "./base.json" }',
        'whole/base.json': '{ "compilerOptions": { "strict": true } }',
      });
      const plain = missingExtends(join(dir, 'plain/tsconfig.json'));
      expect(plain).toEqual([
        { tsconfig: join(dir, 'plain/tsconfig.json'), missing: join(dir, 'plain/.nuxt/tsconfig.json') },
      ]);
      expect(missingExtendsNote(plain[0]!, (p) => p.slice(dir.length + 1))).toMatch(
        /plain\/tsconfig\.json extends plain\/\.nuxt\/tsconfig\.json, which does not exist.*; generate or install it, then run the codemod again$/,
      );
      // the chain is followed: the file that extends the missing one is named, and a package not installed too
      expect(missingExtends(join(dir, 'pkg/tsconfig.json'))).toEqual([
        { tsconfig: join(dir, 'pkg/base.json'), missing: join(dir, 'pkg/generated/tsconfig.json') },
        { tsconfig: join(dir, 'pkg/tsconfig.json'), missing: '@tsconfig/not-installed/tsconfig.json' },
      ]);
      expect(missingExtends(join(dir, 'whole/tsconfig.json'))).toEqual([]);
    } finally {
      await cleanup();
    }
  });
});
