import { createRequire } from 'node:module';
import type { Workbook } from 'exceljs';

/** One sheet as rows keyed by the header row's names: `{ Items: [{ id: 1, name: 'x' }, …] }`. */
export type SheetRows = Record<string, Record<string, unknown>[]>;

/** Why a spreadsheet could not be read. */
export interface Unreadable {
  unreadable: string;
}

/**
 * Reads an .xlsx file with exceljs into rows per sheet: the first row names the columns (through `headerNames`,
 * which may translate them), every other row becomes an object of its cells' values. A column without a header
 * is named by its position (`column 4`); cells are plain values (dates as ISO text, formulas as their
 * result, rich text and links as their text). A file exceljs cannot open gives `{ unreadable: why }`.
 */
export async function readSheetRows(
  bytes: Buffer,
  headerNames: (names: string[]) => string[] = (names) => names,
): Promise<SheetRows | Unreadable> {
  // Loaded on first use (exceljs is large) with require: exceljs is CommonJS and names its classes only on
  // module.exports, which an ES import sees only as the default export.
  const ExcelJS = createRequire(import.meta.url)('exceljs') as {
    Workbook: typeof Workbook;
  };
  const book = new ExcelJS.Workbook();
  try {
    await book.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch (error) {
    return { unreadable: `not a readable .xlsx file (${(error as Error).message})` };
  }
  const sheets: SheetRows = {};
  for (const sheet of book.worksheets) {
    // exceljs gives sparse arrays, 1-based (rows and cells): holes are empty rows and cells.
    const values = sheet.getSheetValues() as (unknown[] | undefined)[];
    const width = Math.max(0, ...Array.from(values, (r) => (Array.isArray(r) ? r.length - 1 : 0)));
    const first = values[1] ?? [];
    const header = Array.from({ length: width }, (_, i) => {
      const text = cellValue(first[i + 1]);
      return text === null || text === '' ? `column ${i + 1}` : String(text);
    });
    const names = headerNames(header);
    const rows: Record<string, unknown>[] = [];
    for (let r = 2; r < values.length; r++) {
      const row = values[r] ?? [];
      const object: Record<string, unknown> = {};
      for (let c = 0; c < width; c++) {
        const value = cellValue(row[c + 1]);
        if (value !== null) object[names[c] ?? `column ${c + 1}`] = value;
      }
      rows.push(object);
    }
    sheets[sheet.name] = rows;
  }
  return sheets;
}

/** A cell's value as plain JSON. */
function cellValue(v: unknown): unknown {
  if (v === undefined || v === null) return null;
  if (v instanceof Date) return v.toISOString();
  if (typeof v !== 'object') return v;
  const o = v as Record<string, unknown>;
  if ('result' in o) return cellValue(o.result);
  if (Array.isArray(o.richText)) return (o.richText as { text: string }[]).map((t) => t.text).join('');
  if ('text' in o) return cellValue(o.text);
  if ('error' in o) return String(o.error);
  return JSON.stringify(o);
}
