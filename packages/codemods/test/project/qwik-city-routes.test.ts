import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { OwnRoutes } from '../../src/project/own-routes.js';
import { qwikCityRouteOf } from '../../src/project/qwik-city-routes.js';
import { migrateSmallProject } from '../helpers.js';

const endpoint = [
  "import type { RequestHandler } from '@builder.io/qwik-city';",
  'export const onGet: RequestHandler = async (ev) => { ev.json(200, []); };',
  '',
].join('\n');

describe('the endpoints a Qwik City app serves itself, from its route files', () => {
  it('reads src/routes/…/index files exporting a request handler: [params], catch-alls, (groups), index@layout', () => {
    expect(qwikCityRouteOf('/app/src/routes/api/records/index.ts', endpoint)).toEqual(['api', 'records']);
    expect(qwikCityRouteOf('/app/src/routes/api/types/[id]/index.ts', endpoint)).toEqual([
      'api',
      'types',
      '[id]',
    ]);
    expect(qwikCityRouteOf('/app/src/routes/(admin)/api/files/[...path]/index.tsx', endpoint)).toEqual([
      'api',
      'files',
      '[...path]',
    ]);
    expect(qwikCityRouteOf('/app/src/routes/health/index@bare.ts', endpoint)).toEqual(['health']);
    const v2 = "import type { RequestHandler } from '@qwik.dev/router';\nexport async function onPost() {}\n";
    expect(qwikCityRouteOf('/app/src/routes/api/exports/index.ts', v2)).toEqual(['api', 'exports']);
  });

  it('is no route without Qwik City and a handler: a page, a layout, a plugin, another router laid out the same way', () => {
    const page = "import { component$ } from '@builder.io/qwik';\nexport default component$(() => null);\n";
    expect(qwikCityRouteOf('/app/src/routes/records/index.tsx', page)).toBeUndefined();
    expect(qwikCityRouteOf('/app/src/routes/layout.tsx', endpoint)).toBeUndefined();
    expect(qwikCityRouteOf('/app/src/routes/plugin@auth.ts', endpoint)).toBeUndefined();
    // Express or a TanStack Router file route: the same folder layout, no Qwik City
    const express = "import { Router } from 'express';\nexport const onGet = Router();\n";
    expect(qwikCityRouteOf('/app/src/routes/api/records/index.ts', express)).toBeUndefined();
    expect(qwikCityRouteOf('/app/src/api/records/index.ts', endpoint)).toBeUndefined();
  });

  it('makes OwnRoutes serve those paths, and only those', () => {
    const texts = new Map([
      ['/app/src/routes/api/records/index.ts', endpoint],
      ['/app/src/routes/api/types/[id]/index.ts', endpoint],
      ['/app/node_modules/kit/src/routes/api/items/index.ts', endpoint],
    ]);
    const routes = new OwnRoutes(texts.keys(), (file) => texts.get(file));
    expect(routes.serves('/api/records?q=\uE0000\uE000')).toBe(true);
    expect(routes.serves('/api/types/\uE0000\uE000')).toBe(true);
    expect(routes.serves('/api/types')).toBe(false);
    expect(routes.serves('/api/items')).toBe(false);
    expect(routes.serves('/records')).toBe(false);
  });
});

const tsconfig = JSON.stringify({
  compilerOptions: { strict: true, noEmit: true, types: [], lib: ['dom', 'esnext'], skipLibCheck: true },
  include: ['src'],
});
const picker = [
  'export interface RecordOption { id: number; label: string }',
  'export async function options(q: string): Promise<RecordOption[]> {',
  '  const res = await fetch(`/api/records?q=${encodeURIComponent(q)}`);',
  '  return (await res.json()) as RecordOption[];',
  '}',
  '',
].join('\n');

describe("a Qwik City app's own endpoint beside a call of this API", () => {
  it("leaves a fetch of the app's own /api/records and its option type; the look-alike without the route is this API's", () =>
    migrateSmallProject(
      'qwik-routes-',
      {
        'tsconfig.json': tsconfig,
        'src/routes/api/records/index.ts': endpoint,
        'src/components/picker.ts': picker,
        // the look-alike: the same call to a path no route file of the app answers goes to this API (base /api)
        'src/lib/types.ts': [
          'export interface TypeRow { typeId: number; typeName: string }',
          'export async function types(): Promise<TypeRow[]> {',
          "  const res = await fetch('/api/types?recordId=3');",
          '  return ((await res.json()) as { data: TypeRow[] }).data;',
          '}',
          '',
        ].join('\n'),
      },
      { from: 4, to: 6 },
      async (dir, report) => {
        expect(await readFile(join(dir, 'src/components/picker.ts'), 'utf8')).toBe(picker);
        expect(await readFile(join(dir, 'src/routes/api/records/index.ts'), 'utf8')).toBe(endpoint);
        const lib = await readFile(join(dir, 'src/lib/types.ts'), 'utf8');
        expect(lib).toContain("fetch('/api/subcategories?categoryId=3')");
        expect(lib).toContain('subCategoryId: number; subCategoryName: string');
        expect(report.failures).toEqual([]);
        const left = report.remaining.filter((r) => r.file.endsWith('picker.ts'));
        expect(left.map((r) => [r.text, r.left, r.why])).toEqual([
          ['/records', 'own', "the app's own server route"],
        ]);
      },
    ));
});
