import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { bundlerTsconfig, migrateInstalledProject } from './installed-project.js';

/**
 * A runtime schema's key masks (`types/schema-mask-keys.ts`): `.pick({ … })`, `.omit({ … })` on a schema whose
 * entries are renamed name the new keys, so the result still compiles; the same mask on a schema of another service
 * is left. Written unlike the trial client: the masks on an `.extend`ed schema, a quoted key, the route declared
 * inline in `initContract().router`.
 */
const files: Record<string, string> = {
  'tsconfig.json': bundlerTsconfig,
  'src/contract.ts': [
    "import { initContract } from '@ts-rest/core';",
    "import { z } from 'zod';",
    'const Base = z.object({ id: z.number(), recordName: z.string() });',
    'export const Category = Base.extend({ recordCode: z.string() });',
    "export const Draft = Category.omit({ id: true, 'recordCode': true });",
    'export const Other = z.object({ id: z.number(), recordName: z.string() });',
    'export const OtherName = Other.pick({ recordName: true });',
    'export const contract = initContract().router({',
    "  create: { method: 'POST', path: '/records', body: Draft, responses: { 200: Category } },",
    '});',
    '',
  ].join('\n'),
};

describe("a runtime schema's key masks", () => {
  it('name the renamed entries; a mask of another schema is left', async () => {
    await migrateInstalledProject('schema-mask-keys-', files, async (dir, report, again) => {
      const text = await readFile(join(dir, 'src/contract.ts'), 'utf8');
      expect(text).toContain('const Base = z.object({ id: z.number(), categoryName: z.string() });');
      expect(text).toContain('Base.extend({ categoryCode: z.string() })');
      expect(text).toContain("Category.omit({ id: true, 'categoryCode': true })");
      expect(text).toContain('export const Other = z.object({ id: z.number(), recordName: z.string() });');
      expect(text).toContain('Other.pick({ recordName: true })');
      expect(report.typeErrors).toEqual([]);
      expect((await again()).summary.changed).toBe(0);
    });
  }, 120_000);
});
