import { createHash } from 'node:crypto';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { compareFiles, type FileBodies } from '../src/compare/compare-files.js';
import { compileDiffOptions } from '../src/compare/diff-json.js';
import { readSheetRows } from '../src/compare/xlsx-rows.js';

async function xlsx(rows: unknown[][], sheet = 'Sheet 1'): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const ws = book.addWorksheet(sheet);
  for (const row of rows) ws.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

const input = (over: Partial<FileBodies>): FileBodies => ({
  operation: 'export',
  kind: 'bytes',
  a: Buffer.from(''),
  b: Buffer.from(''),
  headerNames: (names) => names,
  diffOptions: compileDiffOptions(),
  ...over,
});

describe('spreadsheets', () => {
  it('are read as rows keyed by the header row, with dates, formulas, links and gaps as plain values', async () => {
    const book = new ExcelJS.Workbook();
    const ws = book.addWorksheet('Data');
    ws.addRow(['id', 'when', 'total', 'link', '']);
    ws.addRow([
      1,
      new Date('2026-02-03T00:00:00Z'),
      { formula: '1+1', result: 2 },
      { text: 'see', hyperlink: 'https://x.test' },
      'loose',
    ]);
    ws.addRow([2, null, 5]);
    const rows = await readSheetRows(Buffer.from(await book.xlsx.writeBuffer()));
    expect(rows).toEqual({
      Data: [
        { id: 1, when: '2026-02-03T00:00:00.000Z', total: 2, link: 'see', 'column 5': 'loose' },
        { id: 2, total: 5 },
      ],
    });
  });

  it('compare by cell after B’s header names are translated; a changed cell is found where it is', async () => {
    const a = await xlsx([
      ['itemId', 'due'],
      [1, '2026-01-01'],
      [2, '2026-02-01'],
    ]);
    const b = await xlsx([
      ['id', 'duedate'],
      [1, '2026-01-01'],
      [2, '2026-03-01'],
    ]);
    const names = { id: 'itemId', duedate: 'due' } as Record<string, string>;
    const result = await compareFiles(
      input({ kind: 'xlsx', a, a2: a, b, headerNames: (n) => n.map((x) => names[x] ?? x) }),
    );
    expect(result.findings.map((f) => [f.kind, f.path, f.expected, f.actual])).toEqual([
      ['response.value-changed', '$["Sheet 1"][1].due', '2026-02-01', '2026-03-01'],
    ]);
  });

  it('that cannot be read are noted as not compared (info), not passed as equal', async () => {
    const a = await xlsx([['id'], [1]]);
    const result = await compareFiles(input({ kind: 'xlsx', a, b: Buffer.from('PK\u0003\u0004 not a zip') }));
    expect(result.findings.map((f) => [f.kind, f.severity, f.path])).toEqual([
      ['response.body-not-compared', 'info', '$B'],
    ]);
    expect(result.findings[0]!.detail).toMatch(/^B's spreadsheet: not a readable \.xlsx file/);
  });
});

describe('other bodies, by sha256', () => {
  it('the same bytes: nothing; other bytes: body-changed with both hashes and sizes', async () => {
    const same = await compareFiles(input({ a: Buffer.from('a,b\n1,2\n'), b: Buffer.from('a,b\n1,2\n') }));
    expect(same.findings).toEqual([]);
    const changed = await compareFiles(input({ a: Buffer.from('a,b\n1,2\n'), b: Buffer.from('a,b\n') }));
    expect(changed.findings).toHaveLength(1);
    expect(changed.findings[0]).toMatchObject({
      kind: 'response.body-changed',
      severity: 'warning',
      path: '$',
      expected: `sha256:${createHash('sha256').update('a,b\n1,2\n').digest('hex')}`,
      actual: `sha256:${createHash('sha256').update('a,b\n').digest('hex')}`,
      detail: '8 byte(s) in A, 4 in B',
    });
  });

  it('when A itself answers differently twice, the body is noise and a difference is suppressed', async () => {
    const result = await compareFiles(
      input({ a: Buffer.from('at 10:00'), a2: Buffer.from('at 10:01'), b: Buffer.from('at 10:02') }),
    );
    expect(result.findings).toEqual([]);
    expect(result.noise).toHaveLength(1);
    expect(result.noise[0]!.path).toBe('$');
    expect(result.suppressed).toBe(1);
  });
});
