import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CheckerError, ReportInvalidError, readReport } from '@compliance-migrate/checker';

describe('readReport', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'read-report-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('reads a report as `check --format json` writes it', async () => {
    const file = join(dir, 'report.json');
    const report = {
      tool: 'compliance-migrate check',
      targets: { a: { version: 4 }, b: { version: 5 } },
      operations: [{ name: 'categories', findings: [] }],
    };
    await writeFile(file, JSON.stringify(report));
    await expect(readReport(file)).resolves.toEqual(report);
  });

  it('a missing file, text that is not JSON, or JSON that is not a report: ERR_CHECK_REPORT_INVALID naming it', async () => {
    const notJson = join(dir, 'notes.txt');
    await writeFile(notJson, 'hello');
    const other = join(dir, 'other.json');
    await writeFile(other, '{"tool": "something else"}');
    for (const [file, message] of [
      [join(dir, 'missing.json'), /missing\.json: cannot read a JSON report \(ENOENT/],
      [notJson, /notes\.txt: cannot read a JSON report \(/],
      [other, /other\.json is not a check report \("tool" is not "compliance-migrate check"\)/],
    ] as const) {
      const error: unknown = await readReport(file).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ReportInvalidError);
      expect(error).toBeInstanceOf(CheckerError);
      expect(error).toMatchObject({ code: 'ERR_CHECK_REPORT_INVALID', file });
      expect((error as Error).message).toMatch(message);
    }
  });
});
