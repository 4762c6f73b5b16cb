import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { migrateSmallProject } from '../helpers.js';
import { zodStandIn } from './zod-stand-in.js';

/**
 * A test's stub of an answer whose type a runtime schema infers (`types/schema-shape.ts`): the keys of
 * `z.object({ … })` declare the fields as an interface's members do, so an untyped stub literal whose keys that
 * shape declares follows its renames; the app's own objects (a key the shape does not declare) are left.
 */
const files: Record<string, string> = {
  'tsconfig.json': JSON.stringify({
    compilerOptions: { strict: true, noEmit: true, types: [], lib: ['esnext', 'dom'] },
    include: ['src'],
  }),
  'src/stand-ins.d.ts': zodStandIn,
  'src/profiles.ts': [
    "import ky from 'ky';",
    "import { z } from 'zod';",
    'const service = ky.create({ prefixUrl: process.env.SERVICE_URL });',
    'export const Profile = z.object({ id: z.number(), recordIds: z.array(z.number()), recipientEmails: z.array(z.string()) });',
    'export type Profile = z.infer<typeof Profile>;',
    'export const readProfile = (id: number) => service.get(`notificationProfiles/${id}`).json<Profile>();',
    "export const addProfile = (p: Omit<Profile, 'id'>) => service.post('notificationProfiles/add', { json: p }).json<Profile>();",
    '',
  ].join('\n'),
  'src/__tests__/profiles.test.ts': [
    "import { readProfile } from '../profiles';",
    "const canned = { id: 3, recordIds: [1, 2], recipientEmails: ['qa@example.com'] };",
    'globalThis.fetch = async () => new Response(JSON.stringify(canned));',
    "const preferences = { recordIds: [1], theme: 'dark' };",
    'export const check = async () => [(await readProfile(3)).id, preferences];',
    '',
  ].join('\n'),
};

describe("a test's stub of an answer typed by a runtime schema", () => {
  it("renames the stub's keys the schema's shape declares; the app's own object is left", async () => {
    await migrateSmallProject('schema-shape-', files, { from: 4, to: 6 }, async (dir) => {
      const spec = await readFile(join(dir, 'src/__tests__/profiles.test.ts'), 'utf8');
      expect(spec).toContain(
        "const canned = { id: 3, categoryIds: [1, 2], recipients: ['qa@example.com'] };",
      );
      expect(spec).toContain("const preferences = { recordIds: [1], theme: 'dark' };");
    });
  }, 60_000);
});
