import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { runCodemod } from '../../src/index.js';
import { sandboxMap, tempDir, writeFiles } from '../helpers.js';

/**
 * The summary's "N of them hold no text of this API: not parsed": a file the text prefilter passed over but the
 * type-aware pass then edited (a view reading the answer's fields) is a changed file, not one counted as unparsed.
 */
const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(cleanups.splice(0).map((c) => c()));
});

const files = {
  'tsconfig.json': JSON.stringify({ compilerOptions: { strict: true, module: 'esnext', target: 'es2022' } }),
  'src/models.ts': 'export interface ComplianceRecord { recordId: number; recordName: string }\n',
  'src/api.ts': [
    "import type { ComplianceRecord } from './models';",
    'export async function createRecord(input: { recordName: string }): Promise<ComplianceRecord> {',
    "  const res = await fetch('/api/v4/records', { method: 'POST', body: JSON.stringify(input) });",
    '  return (await res.json()) as ComplianceRecord;',
    '}',
    '',
  ].join('\n'),
  // no URL, no path, no import of the client: only reads of the answer, reached through its type
  'src/title.ts': [
    "import type { ComplianceRecord } from './models';",
    'export const title = (r: ComplianceRecord): string => `#${r.recordId} ${r.recordName}`;',
    '',
  ].join('\n'),
  // nothing of this API at all
  'src/format.ts': 'export const upper = (s: string): string => s.toUpperCase();\n',
};

describe('the count of files holding no text of this API', () => {
  it('leaves out a file the type-aware pass edited; keeps the one nothing reached', async () => {
    const { dir, cleanup } = await tempDir('codemods-unparsed-');
    cleanups.push(cleanup);
    await writeFiles(dir, files);
    const report = await runCodemod({
      paths: [join(dir, 'src')],
      cwd: dir,
      from: 4,
      to: 6,
      map: await sandboxMap(),
      allowDirty: true,
      dry: true,
    });
    expect(report.edits.filter((e) => e.file.endsWith('title.ts')).length).toBe(2);
    expect(report.summary).toMatchObject({ files: 4, skipped: 1, changed: 3 });
  });
});
