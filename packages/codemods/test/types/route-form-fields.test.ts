import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { migrateSmallProject, rerunSmallProject } from '../helpers.js';
import { zodStandIn } from './zod-stand-in.js';

// A route module in another shape than the trial's: an arrow `export const action`, `schema.parse` (not safeParse)
// of `Object.fromEntries(await request.formData())` sent whole through an axios-like client, a fetcher's form, a
// form posting to another route, and a field the schema does not keep.
const files: Record<string, string> = {
  'tsconfig.json': JSON.stringify({
    compilerOptions: { strict: true, noEmit: true, types: [], jsx: 'preserve', lib: ['dom', 'esnext'] },
    include: ['src'],
  }),
  'src/stand-ins.d.ts': [
    zodStandIn,
    'declare namespace JSX {',
    '  type Element = unknown;',
    '  interface IntrinsicElements { [element: string]: { [attribute: string]: unknown } }',
    '}',
    "declare module 'http-client' {",
    '  export const http: { post<T>(path: string, body: unknown): Promise<T> };',
    '}',
    '',
  ].join('\n'),
  'src/routes/new-sub-category.tsx': [
    "import { z } from 'zod';",
    "import { http } from 'http-client';",
    '',
    'const schema = z.object({ typeName: z.string(), recordId: z.number() });',
    '',
    'export const action = async ({ request }: { request: Request }) => {',
    '  const input = schema.parse(Object.fromEntries(await request.formData()));',
    "  return http.post<{ typeId: number }>('/api/v4/types', input);",
    '};',
    '',
    'declare const fetcher: { Form: (props: { method: string; children?: unknown }) => JSX.Element };',
    '',
    'export default function NewSubCategory() {',
    '  return (',
    '    <section>',
    '      <fetcher.Form method="POST">',
    '        <input name="typeName" />',
    '        <input type="hidden" name="recordId" value="3" />',
    '        <input name="_intent" value="create" />',
    '      </fetcher.Form>',
    '      <form method="post" action="/search">',
    '        <input name="typeName" />',
    '      </form>',
    '    </section>',
    '  );',
    '}',
    '',
  ].join('\n'),
};

describe("a route module's form whose parsed data is the action's request body", () => {
  it("renames the fields of the module's own forms the body has; a form posting elsewhere and other fields are left", async () => {
    await migrateSmallProject('route-form-fields-', files, { from: 4, to: 6 }, async (dir) => {
      const route = await readFile(join(dir, 'src/routes/new-sub-category.tsx'), 'utf8');
      expect(route).toContain('z.object({ subCategoryName: z.string(), categoryId: z.number() })');
      expect(route).toContain(
        '<fetcher.Form method="POST">\n        <input name="subCategoryName" />\n        <input type="hidden" name="categoryId" value="3" />\n        <input name="_intent" value="create" />',
      );
      expect(route).toContain('<form method="post" action="/search">\n        <input name="typeName" />');
      const again = await rerunSmallProject(dir);
      expect(again.summary.changed).toBe(0);
    });
  }, 60_000);
});
