import { readFile, symlink } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCodemod } from '../../src/index.js';
import { repoRoot, sandboxMap, tempDir, writeFiles } from '../helpers.js';

// a component on Angular's own published types (signal, computed, input from @angular/core as installed)
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
  'src/api.ts': [
    "import { Injectable, inject } from '@angular/core';",
    "import { HttpClient } from '@angular/common/http';",
    "import { Observable, map } from 'rxjs';",
    'export interface Record { recordId: number; recordName: string }',
    "@Injectable({ providedIn: 'root' })",
    'export class Api {',
    '  private readonly http = inject(HttpClient);',
    '  list(): Observable<Record[]> {',
    "    return this.http.get<{ data: Record[] }>('/api/v4/records').pipe(map((p) => p.data));",
    '  }',
    '}',
    '',
  ].join('\n'),
  'src/list.component.ts': [
    "import { Component, computed, input, signal } from '@angular/core';",
    "import { Record } from './api';",
    "@Component({ selector: 'app-list', standalone: true, templateUrl: './list.component.html' })",
    'export class ListComponent {',
    '  readonly records = signal<Record[]>([]);',
    '  readonly first = computed(() => this.records()[0]);',
    '  readonly picked = input<Record>();',
    '}',
    '',
  ].join('\n'),
  'src/list.component.html': [
    '@for (r of records(); track r.recordId) {',
    '  <p>{{ r.recordName }}</p>',
    '}',
    '<b>{{ first()?.recordName }}</b> <i>{{ picked()?.recordName }}</i>',
    '',
  ].join('\n'),
};

describe("an Angular template over @angular/core's published signal types", () => {
  it('follows signal(), computed() and input() to the API type their reads name', async () => {
    const { dir, cleanup } = await tempDir('angular-real-');
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
      expect(await readFile(join(dir, 'src/list.component.html'), 'utf8')).toBe(
        [
          '@for (r of records(); track r.categoryId) {',
          '  <p>{{ r.categoryName }}</p>',
          '}',
          '<b>{{ first()?.categoryName }}</b> <i>{{ picked()?.categoryName }}</i>',
          '',
        ].join('\n'),
      );
      expect(report.typeErrors).toEqual([]);
    } finally {
      await cleanup();
    }
  }, 120_000);
});
