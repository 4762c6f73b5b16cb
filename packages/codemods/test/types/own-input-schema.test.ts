import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { migrateSmallProject } from '../helpers.js';
import { zodStandIn } from './zod-stand-in.js';

/**
 * A schema that validates the app's own input (`zValidator('json', input)` of a Hono route) names the app's fields,
 * even where a body spreads the validated input into a request of this API whose fields are renamed: its keys are
 * left and the body gets a TODO. The same schema not given to a validator (a draft of the request, parsed and
 * spread) declares the body's fields, renamed.
 */
const files: Record<string, string> = {
  'tsconfig.json': JSON.stringify({
    compilerOptions: { strict: true, noEmit: true, types: [], lib: ['dom', 'esnext'] },
    include: ['src'],
  }),
  'src/zod.d.ts': zodStandIn,
  'src/validator.d.ts': [
    "declare module '@hono/zod-validator' {",
    "  import type { ZodType } from 'zod';",
    '  export function zValidator<T>(target: string, schema: ZodType<T>): (input: unknown) => T;',
    '}',
    '',
  ].join('\n'),
  'src/schedule.ts': [
    "import { z } from 'zod';",
    "import { zValidator } from '@hono/zod-validator';",
    '',
    'const scheduleInput = z.object({ recordId: z.number(), typeId: z.number(), title: z.string() });',
    "const validate = zValidator('json', scheduleInput);",
    '',
    'export async function schedule(raw: unknown) {',
    '  const { title, ...ids } = validate(raw);',
    "  return fetch('/api/v4/profiles/scheduled', { method: 'POST', body: JSON.stringify({ name: title, ...ids }) });",
    '}',
    '',
    '// not validated as the input of the app: a draft of the request, its keys the body fields',
    'const draftInput = z.object({ recordId: z.number(), typeId: z.number(), title: z.string() });',
    'export async function scheduleDraft(raw: unknown) {',
    '  const { title, ...ids } = draftInput.parse(raw);',
    "  return fetch('/api/v4/profiles/publicform', { method: 'POST', body: JSON.stringify({ name: title, ...ids }) });",
    '}',
    '',
  ].join('\n'),
};

describe("a zValidator schema: the app's own input", () => {
  it('keeps its keys and leaves a TODO at the body spreading them; the same schema without a validator is renamed', async () => {
    await migrateSmallProject('own-input-schema-', files, { from: 4, to: 6 }, async (dir, report) => {
      const out = await readFile(join(dir, 'src/schedule.ts'), 'utf8');
      expect(out).toContain(
        'const scheduleInput = z.object({ recordId: z.number(), typeId: z.number(), title: z.string() });',
      );
      expect(out).toContain(
        'const draftInput = z.object({ categoryId: z.number(), subCategoryId: z.number(), title: z.string() });',
      );
      expect(report.todos.map((t) => t.message)).toContainEqual(
        expect.stringMatching(/^request fields of this endpoint are renamed \(recordId → categoryId, typeId/),
      );
    });
  });
});
