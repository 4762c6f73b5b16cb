import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { bundlerTsconfig, migrateInstalledProject } from './installed-project.js';

/**
 * A Firebase callable hands its validated payload whole to a function sending it to this API (`createRecord(payload)`
 * with `payload = parseData(RecordPayload, request.data)`): the schema is the web app's contract and keeps its
 * names, and the payload is written out under the names the API's body takes, a long one a member a line.
 * Look-alikes: a schema parsing something else than what the callable received (a draft, another object's `data`)
 * declares the body's fields and is renamed; a payload with a member the body does not take gets a TODO.
 */
const files: Record<string, string> = {
  'tsconfig.json': bundlerTsconfig,
  'src/api.ts': [
    'export interface NewRecord { recordName: string; recordCode: string }',
    "export interface BulkHazard { itemIds: number[]; hazardName: string; riskLevel: 'low' | 'high'; description?: string }",
    "const BASE = 'https://compliance.example.com/api/v4';",
    'async function send<T>(method: string, path: string, body: unknown): Promise<T> {',
    '  const res = await fetch(`${BASE}${path}`, { method, body: JSON.stringify(body) });',
    '  return (await res.json()) as T;',
    '}',
    "export const createRecord = (record: NewRecord) => send<{ recordId: number }>('POST', '/records', record);",
    "export const raiseHazards = (request: BulkHazard) => send<void>('POST', '/hazards/complianceItem/bulk', request);",
    '',
  ].join('\n'),
  'src/callables.ts': [
    "import { HttpsError, onCall } from 'firebase-functions/v2/https';",
    "import { z } from 'zod';",
    "import { createRecord, raiseHazards } from './api';",
    '',
    'function parseData<S extends z.ZodTypeAny>(schema: S, data: unknown): z.infer<S> {',
    '  const result = schema.safeParse(data);',
    "  if (!result.success) throw new HttpsError('invalid-argument', 'Invalid request.');",
    '  return result.data;',
    '}',
    '',
    'export const RecordPayload = z.object({ recordName: z.string(), recordCode: z.string() });',
    'export const createRecordFn = onCall(async (request) => {',
    '  const payload = parseData(RecordPayload, request.data);',
    '  return createRecord(payload);',
    '});',
    '',
    'const HazardPayload = z.object({',
    '  itemIds: z.array(z.number()),',
    '  hazardName: z.string(),',
    "  riskLevel: z.enum(['low', 'high']),",
    '  description: z.string().optional(),',
    '});',
    'export const raiseHazardsFn = onCall(async (request) => {',
    '  const hazard = HazardPayload.parse(request.data);',
    '  await raiseHazards(hazard);',
    '});',
    '',
    'const NotedPayload = z.object({ recordName: z.string(), recordCode: z.string(), note: z.string() });',
    'export const createNotedFn = onCall(async (request) => {',
    '  const noted = NotedPayload.parse(request.data);',
    '  return createRecord(noted);',
    '});',
    '',
  ].join('\n'),
  'src/direct.ts': [
    "import { onCall } from 'firebase-functions/v2/https';",
    "import { z } from 'zod';",
    '',
    'const RecordInput = z.object({ recordName: z.string(), recordCode: z.string() });',
    'export const createDirectFn = onCall(async (request) => {',
    '  const input = RecordInput.parse(request.data);',
    "  await fetch('/api/v4/records', { method: 'POST', body: JSON.stringify(input) });",
    '});',
    '',
  ].join('\n'),
  'src/drafts.ts': [
    "import { z } from 'zod';",
    "import { createRecord } from './api';",
    '',
    '// a draft of the request itself: its keys are the body fields',
    'const Draft = z.object({ recordName: z.string(), recordCode: z.string() });',
    'export const saveDraft = (raw: unknown) => createRecord(Draft.parse(raw));',
    '',
    '// the `data` of an object that is no callable request',
    'declare const message: { data: unknown };',
    'const Queued = z.object({ recordName: z.string(), recordCode: z.string() });',
    'export const fromQueue = () => createRecord(Queued.parse(message.data));',
    '',
  ].join('\n'),
};

describe("a callable's validated payload sent whole as a body of this API", () => {
  it('keeps the schema and writes the payload out under the new names; other schemas are renamed', async () => {
    await migrateInstalledProject('own-input-body-', files, async (dir, report, again) => {
      const callables = await readFile(join(dir, 'src/callables.ts'), 'utf8');
      expect(callables).toContain(
        'export const RecordPayload = z.object({ recordName: z.string(), recordCode: z.string() });',
      );
      expect(callables).toContain(
        '  return createRecord({ categoryName: payload.recordName, categoryCode: payload.recordCode });',
      );
      expect(callables).toContain('  hazardName: z.string(),\n  riskLevel:');
      expect(callables).toContain(
        [
          '  await raiseHazards({',
          '    itemIds: hazard.itemIds,',
          '    title: hazard.hazardName,',
          '    severity: hazard.riskLevel,',
          '    description: hazard.description,',
          '  });',
        ].join('\n'),
      );
      // a member the body does not take: left, with a TODO naming what to send
      expect(callables).toContain(
        'const NotedPayload = z.object({ recordName: z.string(), recordCode: z.string(), note: z.string() });',
      );
      expect(callables).toContain('  return createRecord(noted);');
      expect(report.todos.map((t) => `${t.file}:${t.line} ${t.message}`)).toContainEqual(
        expect.stringMatching(
          /callables\.ts:31 this value is the app's own input \(its names are its callers'\), given where this API's renamed fields are \(recordName → categoryName, recordCode → categoryCode\)/,
        ),
      );

      // sent by the callable itself: the same, at the request
      const direct = await readFile(join(dir, 'src/direct.ts'), 'utf8');
      expect(direct).toContain(
        'const RecordInput = z.object({ recordName: z.string(), recordCode: z.string() });',
      );
      expect(direct).toContain(
        [
          "  await fetch('/api/v4/categories', { method: 'POST', body: JSON.stringify({",
          '    categoryName: input.recordName,',
          '    categoryCode: input.recordCode,',
          '  }) });',
        ].join('\n'),
      );

      const drafts = await readFile(join(dir, 'src/drafts.ts'), 'utf8');
      expect(drafts).toContain(
        'const Draft = z.object({ categoryName: z.string(), categoryCode: z.string() });',
      );
      expect(drafts).toContain(
        'const Queued = z.object({ categoryName: z.string(), categoryCode: z.string() });',
      );

      // the one the TODO is about: `noted` does not fit the renamed body
      expect(report.typeErrors.map((e) => e.file)).toEqual(['src/callables.ts']);
      expect((await again()).summary.changed).toBe(0);
    });
  }, 120_000);

  it("leaves a body of a type the app casts its incoming data to, which may be this API's model too", async () => {
    const cast: Record<string, string> = {
      'tsconfig.json': bundlerTsconfig,
      'src/api.ts': files['src/api.ts']!,
      'src/route.ts': [
        "import { createRecord, type NewRecord } from './api';",
        'declare const req: { body: unknown };',
        'export const fromRoute = () => createRecord(req.body as NewRecord);',
        '',
      ].join('\n'),
    };
    await migrateInstalledProject('own-input-body-cast-', cast, async (dir) => {
      const api = await readFile(join(dir, 'src/api.ts'), 'utf8');
      expect(api).toContain("('POST', '/categories', record);");
      expect(api).not.toContain('record.recordName');
    });
  }, 120_000);
});
