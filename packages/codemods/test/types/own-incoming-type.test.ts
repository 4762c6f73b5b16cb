import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { expectLookAlikesUntouched } from '../helpers.js';

/**
 * A type the app's own server casts what its route received to (`request.payload as HazardInput`) is the app's
 * contract with its callers: spread into a body of this API, its fields keep their names (the body is left for a
 * person); a type only sent to this API is renamed.
 */
const files: Record<string, string> = {
  'tsconfig.json': JSON.stringify({
    compilerOptions: { strict: true, noEmit: true, types: [] },
    include: ['src'],
  }),
  'src/models.ts': [
    "export interface HazardInput { hazardName: string; riskLevel: 'low' | 'high' }",
    "export interface HazardDraft { hazardName: string; riskLevel: 'low' | 'high' }",
    '',
  ].join('\n'),
  'src/client.ts': [
    "import type { HazardDraft, HazardInput } from './models';",
    'declare const api: { post(url: string, body: object): Promise<void> };',
    'export const raise = (hazard: HazardInput) =>',
    "  api.post('/hazards/complianceItem/bulk', { itemIds: [1], ...hazard });",
    "export const draft = (hazard: HazardDraft) => api.post('/hazards/complianceProfile', { profileId: 1, ...hazard });",
    '',
  ].join('\n'),
  'src/routes.ts': [
    "import type { HazardInput } from './models';",
    "import { raise } from './client';",
    'declare const request: { payload: unknown };',
    'export const handler = () => raise(request.payload as HazardInput);',
    '',
  ].join('\n'),
};

describe("a type of the app's own incoming payload", () => {
  it('keeps its names when spread into a body of this API; a type only sent is renamed', async () => {
    await expectLookAlikesUntouched(
      'own-incoming-',
      files,
      ['src/routes.ts'],
      { from: 4, to: 6 },
      async (dir) => {
        const models = await readFile(join(dir, 'src/models.ts'), 'utf8');
        expect(models).toContain(
          "export interface HazardInput { hazardName: string; riskLevel: 'low' | 'high' }",
        );
        expect(models).toContain("export interface HazardDraft { title: string; severity: 'low' | 'high' }");
      },
    );
  }, 60_000);
});
