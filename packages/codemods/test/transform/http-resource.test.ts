import { readFile, symlink } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCodemod } from '../../src/index.js';
import { repoRoot, sandboxMap, tempDir, writeFiles } from '../helpers.js';

/**
 * Angular 19.2's `httpResource<T>(() => url)` makes its request from the function it is given: a URL, or `{ url,
 * params, method, body }` (also returned from a block). The request is read as a call of this API whose response is
 * the type argument, so the rows read through `value()` are renamed; another service's resource (its base not this
 * API's), a function of the app's own named `httpResource`, and the query and body of neither are left.
 */
const files: Record<string, string> = {
  'tsconfig.json': JSON.stringify({
    compilerOptions: {
      strict: true,
      noEmit: true,
      target: 'ES2022',
      module: 'ES2022',
      moduleResolution: 'bundler',
      experimentalDecorators: true,
      skipLibCheck: true,
      lib: ['es2022', 'dom'],
    },
    include: ['src'],
  }),
  'src/config.ts': [
    "export const API = '/api/v4';",
    "export const AUDIT = 'https://audit.example.test/v2';",
    '',
  ].join('\n'),
  'src/models.ts': [
    'export interface Row { itemId: number; recordName: string; score: number | null }',
    'export interface Page<T> { data: T[] }',
    'export interface SubType { typeId: number; typeName: string }',
    'export interface AuditEntry { id: string; recordId: number; recordName: string }',
    '',
  ].join('\n'),
  'src/own-resource.ts': [
    '/** The app’s own cache of fetched pages, not Angular’s. */',
    'export function httpResource<T>(key: () => string): { value(): T | undefined } {',
    '  return { value: () => (key() ? undefined : undefined) };',
    '}',
    '',
  ].join('\n'),
  'src/items.component.ts': [
    "import { httpResource } from '@angular/common/http';",
    "import { Component, computed, signal } from '@angular/core';",
    "import { API, AUDIT } from './config';",
    "import { AuditEntry, Page, Row, SubType } from './models';",
    '',
    "@Component({ selector: 'app-items', template: '' })",
    'export class ItemsComponent {',
    '  readonly page = signal(1);',
    '  readonly recordId = signal(3);',
    "  readonly searchText = signal('');",
    '  readonly rows = httpResource<Page<Row>>(() => `${API}/items/search?page=${this.page()}`);',
    '  readonly names = computed(() => (this.rows.value()?.data ?? []).map((r) => `${r.recordName}: ${r.score}`));',
    '  readonly types = httpResource<Page<SubType>>(() => ({',
    '    url: `${API}/types`,',
    '    params: { recordId: this.recordId() },',
    '  }));',
    '  readonly first = computed(() => this.types.value()?.data[0]?.typeName);',
    '  readonly found = httpResource<Page<Row>>(() => {',
    '    const params: Record<string, string> = { searchText: this.searchText() };',
    '    return { url: `${API}/items/search`, params };',
    '  });',
    '  readonly trail = httpResource<AuditEntry[]>(() => ({',
    '    url: `${AUDIT}/records`,',
    '    params: { recordId: this.recordId() },',
    '  }));',
    '  readonly lastAudit = computed(() => this.trail.value()?.[0]?.recordName);',
    '}',
    '',
  ].join('\n'),
  'src/cached.component.ts': [
    "import { Component, computed } from '@angular/core';",
    "import { AuditEntry } from './models';",
    "import { httpResource } from './own-resource';",
    '',
    "@Component({ selector: 'app-cached', template: '' })",
    'export class CachedComponent {',
    "  readonly cached = httpResource<AuditEntry>(() => '/records');",
    '  readonly name = computed(() => this.cached.value()?.recordName);',
    '}',
    '',
  ].join('\n'),
};

describe("Angular's httpResource", () => {
  it('reads the request its function describes, typed by its type argument; another service and a look-alike are left', async () => {
    const { dir, cleanup } = await tempDir('http-resource-');
    try {
      await writeFiles(dir, files);
      await symlink(join(repoRoot, 'packages/codemods/node_modules'), join(dir, 'node_modules'), 'dir');
      const report = await runCodemod({
        paths: [join(dir, 'src')],
        from: 4,
        to: 6,
        map: await sandboxMap(),
        allowDirty: true,
        cwd: dir,
      });
      const component = await readFile(join(dir, 'src/items.component.ts'), 'utf8');
      const models = await readFile(join(dir, 'src/models.ts'), 'utf8');
      // the response typed by the type argument: the row's fields, and their reads through value()
      expect(models).toContain(
        'export interface Row { itemId: number; categoryName: string; complianceScore: number | null }',
      );
      expect(component).toContain('`${r.categoryName}: ${r.complianceScore}`');
      expect(models).toContain('export interface SubType { subCategoryId: number; subCategoryName: string }');
      expect(component).toContain('this.types.value()?.data[0]?.subCategoryName');
      // the request object's path and query, and a query held in the block's own variable
      expect(component).toContain(
        'url: `${API}/subcategories`,\n    params: { categoryId: this.recordId() },',
      );
      expect(component).toContain('const params: Record<string, string> = { keyword: this.searchText() };');
      // another service's resource and the app's own look-alike: untouched
      expect(models).toContain(
        'export interface AuditEntry { id: string; recordId: number; recordName: string }',
      );
      expect(component).toContain('url: `${AUDIT}/records`,\n    params: { recordId: this.recordId() },');
      expect(component).toContain('this.trail.value()?.[0]?.recordName');
      expect(await readFile(join(dir, 'src/cached.component.ts'), 'utf8')).toBe(
        files['src/cached.component.ts'],
      );
      expect(report.todos.filter((t) => t.file.endsWith('items.component.ts'))).toEqual([]);
      expect(report.typeErrors).toEqual([]);
    } finally {
      await cleanup();
    }
  }, 120_000);
});
