import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { migrateSmallProject } from '../helpers.js';
import { effectStandIn } from '../types/effect-stand-in.js';

/**
 * An Effect client that puts its base before the requests of the function making it
 * (`HttpClientRequest.prependUrl(baseUrl)`, `transform/prepended-base.ts`): the requests there are after that base, so
 * another service's client built the same way (its base from its own config) is left and listed as possibly this
 * API; one whose base is written out on this API's base path is migrated, and so is a request built in a function
 * prepending nothing (the client is made elsewhere).
 */
const files: Record<string, string> = {
  'tsconfig.json': JSON.stringify({
    compilerOptions: { strict: true, noEmit: true, types: [], lib: ['esnext'] },
    include: ['src'],
  }),
  'src/stand-ins.d.ts': effectStandIn,
  'src/audit.ts': [
    "import { HttpClientRequest } from '@effect/platform';",
    '',
    '/** The audit trail service: its own base, its own `/records`. */',
    'export const makeAudit = (baseUrl: string) => {',
    '  const prefix = HttpClientRequest.prependUrl(baseUrl);',
    '  return {',
    '    recordsFor: (recordId: number) =>',
    "      HttpClientRequest.get('/records').pipe(prefix, HttpClientRequest.setUrlParams({ recordId, type: 'compliance' })),",
    '  };',
    '};',
    '',
  ].join('\n'),
  'src/compliance.ts': [
    "import { HttpClientRequest } from '@effect/platform';",
    '',
    'export const makeCompliance = () => {',
    "  const prefix = HttpClientRequest.prependUrl('/api/v4');",
    "  return { types: (recordId: number) => HttpClientRequest.get('/types').pipe(prefix, HttpClientRequest.setUrlParams({ recordId })) };",
    '};',
    "export const records = () => HttpClientRequest.get('/records');",
    '',
  ].join('\n'),
};

describe('requests after a base an Effect client prepends (HttpClientRequest.prependUrl)', () => {
  it('leaves another service’s client and lists it; migrates this API’s', async () => {
    await migrateSmallProject('effect-base-', files, { from: 4, to: 6 }, async (dir, report) => {
      expect(await readFile(join(dir, 'src/audit.ts'), 'utf8')).toBe(files['src/audit.ts']);
      expect(report.possible.map((p) => `${p.file}:${p.line} ${p.text}`)).toEqual([
        "src/audit.ts:8 '/records'",
      ]);
      const out = await readFile(join(dir, 'src/compliance.ts'), 'utf8');
      expect(out).toContain(
        "HttpClientRequest.get('/subcategories').pipe(prefix, HttpClientRequest.setUrlParams({ categoryId: recordId }))",
      );
      expect(out).toContain("HttpClientRequest.get('/categories')");
    });
  }, 60_000);
});
