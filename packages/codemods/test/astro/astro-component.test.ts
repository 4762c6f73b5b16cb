import { readFile, symlink } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCodemod } from '../../src/index.js';
import { repoRoot, rerunSmallProject, sandboxMap, tempDir, writeFiles } from '../helpers.js';

/**
 * Astro components and pages in a run: the frontmatter migrated as a module (its fetches, the models it reads), the
 * template's expressions through the frontmatter's types (`Astro.props` typed by its `Props`). The site's own route
 * params, links, query names and form fields, another service's base, and a `<script>` tag are left.
 */
const files: Record<string, string> = {
  'tsconfig.json': JSON.stringify({
    extends: 'astro/tsconfigs/strict',
    compilerOptions: { types: [] },
    include: ['src'],
  }),
  'src/env.d.ts': '/// <reference types="astro/client" />\n',
  'src/lib/types.ts': [
    'export interface Row { recordId: number; recordName: string; recordCode: string }',
    'export interface Page<T> { data: T[]; totalCount: number }',
    '',
  ].join('\n'),
  'src/lib/api.ts': [
    'export const API = import.meta.env.COMPLIANCE_API;',
    'export async function save(profile: { id: number; recordIds: number[] }) {',
    '  await fetch(`${API}/notificationProfiles/update`, { method: "PUT", body: JSON.stringify(profile) });',
    '}',
    '',
  ].join('\n'),
  'src/components/RowLink.astro': [
    '---',
    "import type { Row } from '../lib/types';",
    'interface Props {',
    '  row: Row;',
    '}',
    'const { row } = Astro.props;',
    '---',
    '<a href={`/records/${row.recordId}`} data-code={row.recordCode}>{row.recordName}</a>',
    '',
  ].join('\n'),
  'src/pages/records/[recordId].astro': [
    '---',
    "import RowLink from '../../components/RowLink.astro';",
    "import type { Page, Row } from '../../lib/types';",
    '',
    'const { recordId } = Astro.params;',
    "const q = Astro.url.searchParams.get('recordId') ?? recordId;",
    'const res = await fetch(`${import.meta.env.COMPLIANCE_API}/records?page=1&recordId=${q}`);',
    'const page = (await res.json()) as Page<Row>;',
    'const audit = await fetch(`${import.meta.env.AUDIT_API}/records?recordId=${q}`);',
    "if (!res.ok) return Astro.redirect('/records');",
    '---',
    '<h1>{page.data[0]?.recordName}</h1>',
    '<form method="post" action="/api/records"><input name="recordName" /></form>',
    '<ul>',
    '  {page.data.map((row) => <li><RowLink row={row} /> {row.recordCode}</li>)}',
    '</ul>',
    '<td>{audit.status}</td>',
    '<script>',
    "  const recordId = document.body.dataset.recordId; console.log({ recordName: recordId, url: '/records' });",
    '</script>',
    '',
  ].join('\n'),
};

const migratedPage = [
  '---',
  "import RowLink from '../../components/RowLink.astro';",
  "import type { Page, Row } from '../../lib/types';",
  '',
  'const { recordId } = Astro.params;',
  "const q = Astro.url.searchParams.get('recordId') ?? recordId;",
  'const res = await fetch(`${import.meta.env.COMPLIANCE_API}/categories?page=1&recordId=${q}`);',
  'const page = (await res.json()) as Page<Row>;',
  'const audit = await fetch(`${import.meta.env.AUDIT_API}/records?recordId=${q}`);',
  "if (!res.ok) return Astro.redirect('/records');",
  '---',
  '<h1>{page.data[0]?.categoryName}</h1>',
  '<form method="post" action="/api/records"><input name="recordName" /></form>',
  '<ul>',
  '  {page.data.map((row) => <li><RowLink row={row} /> {row.categoryCode}</li>)}',
  '</ul>',
  '<td>{audit.status}</td>',
  '<script>',
  "  const recordId = document.body.dataset.recordId; console.log({ recordName: recordId, url: '/records' });",
  '</script>',
  '',
].join('\n');

describe('Astro components in a run', () => {
  it('migrates the frontmatter and the template, leaves the site’s own names, and a rerun changes nothing', async () => {
    const { dir, cleanup } = await tempDir('astro-component-');
    try {
      await writeFiles(dir, files);
      // the project's installed libraries (astro's types), as after `npm install`
      await symlink(join(repoRoot, 'packages/codemods/node_modules'), join(dir, 'node_modules'), 'dir');
      const report = await runCodemod({
        paths: [join(dir, 'src')],
        from: 4,
        to: 6,
        map: await sandboxMap(),
        allowDirty: true,
        cwd: dir,
      });
      expect(report.failures).toEqual([]);
      expect(await readFile(join(dir, 'src/pages/records/[recordId].astro'), 'utf8')).toBe(migratedPage);
      expect(await readFile(join(dir, 'src/components/RowLink.astro'), 'utf8')).toBe(
        files['src/components/RowLink.astro']!.replace(
          '<a href={`/records/${row.recordId}`} data-code={row.recordCode}>{row.recordName}</a>',
          '<a href={`/records/${row.categoryId}`} data-code={row.categoryCode}>{row.categoryName}</a>',
        ),
      );
      expect(report.notes.some((n) => n.startsWith('2 Astro component(s) and page(s) (.astro)'))).toBe(true);
      // the audit service's `/records` is another base's; the template's link and the redirect are the site's
      expect(report.possible.map((p) => p.text)).toEqual([
        '`${import.meta.env.AUDIT_API}/records?recordId=${q}`',
      ]);
      // a `<script>` tag is not read: the path in it is listed for a person to look at
      expect(report.remaining.filter((r) => r.left === 'look').map((r) => [r.line, r.text])).toEqual([
        [19, '/records'],
      ]);
      const again = await rerunSmallProject(dir);
      expect(again.edits).toEqual([]);
    } finally {
      await cleanup();
    }
  }, 120_000);
});
