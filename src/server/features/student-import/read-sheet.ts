/**
 * An uploaded file as rows of cells: the first worksheet of an .xlsx (unpacked within a budget
 * by xlsx-archive.ts, then read with exceljs), or a CSV (csv-text.ts). What the file is comes
 * from its first bytes, not its name: a ZIP is an .xlsx, an OLE file is the old .xls (refused,
 * with how to save it anew), anything else is read as CSV text. Whatever the reader trips over
 * is the teacher's 400, never a 500.
 */
import type ExcelJS from 'exceljs';
import {
  type ImportCell,
  type ImportSheetRow,
  MAX_IMPORT_COLUMNS,
  MAX_IMPORT_ROWS,
} from '#shared/student-import-rules.ts';
import { AppError } from '../../app-error.ts';
import { decodeCsv, parseCsv } from './csv-text.ts';
import { loadExcel } from './load-excel.ts';
import { unpackXlsx } from './xlsx-archive.ts';

const ZIP = [0x50, 0x4b, 0x03, 0x04];
const OLE = [0xd0, 0xcf, 0x11, 0xe0];
/**
 * Rows read at most, empty ones included: a file that reaches it holds more students than one
 * import takes (the route counts the students themselves against MAX_IMPORT_ROWS).
 */
const MAX_RECORDS = MAX_IMPORT_ROWS * 2;

const startsWith = (data: Buffer, bytes: readonly number[]) =>
  bytes.every((byte, index) => data[index] === byte);

const pad = (value: number) => String(value).padStart(2, '0');

/** A row's cells without the empty ones at its end, held to the column limit. */
function limitColumns(cells: ImportCell[]): ImportCell[] {
  let length = cells.length;
  while (length > 0 && (cells[length - 1] === null || cells[length - 1] === '')) length -= 1;
  if (length > MAX_IMPORT_COLUMNS) throw new AppError('student_import.too_many_columns', 400);
  return cells.slice(0, length);
}

/**
 * A cell's value as text or a number. A date cell is its calendar day: a spreadsheet's date
 * has no time zone, and exceljs hands it over as that day at midnight UTC.
 */
export function cellValue(value: ExcelJS.CellValue): ImportCell {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'number') return value;
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) return null;
    return `${value.getUTCFullYear()}-${pad(value.getUTCMonth() + 1)}-${pad(value.getUTCDate())}`;
  }
  if ('richText' in value && Array.isArray(value.richText)) {
    return value.richText.map((part) => part.text).join('');
  }
  if ('result' in value) return cellValue(value.result as ExcelJS.CellValue);
  if ('formula' in value || 'sharedFormula' in value) return null;
  if ('text' in value && typeof value.text === 'string') return value.text;
  if ('error' in value) return String(value.error);
  return null;
}

async function readXlsx(data: Buffer): Promise<ImportSheetRow[]> {
  const archive = await unpackXlsx(data);
  if ('problem' in archive) {
    if (archive.problem === 'too_large') throw new AppError('student_import.too_large', 413);
    throw new AppError('student_import.unreadable', 400);
  }
  const workbook = new (await loadExcel()).Workbook();
  try {
    await workbook.xlsx.load(archive.workbook as unknown as ArrayBuffer);
  } catch {
    throw new AppError('student_import.unreadable', 400);
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new AppError('student_import.empty', 400);
  const rows: ImportSheetRow[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
    if (rows.length >= MAX_RECORDS) return;
    // row.values is 1-based: index 0 is always empty.
    const values = (Array.isArray(row.values) ? row.values : []).slice(1);
    rows.push({ row: rowNumber, cells: limitColumns(Array.from(values, (value) => cellValue(value))) });
  });
  return rows;
}

function readCsv(data: Buffer): ImportSheetRow[] {
  const text = decodeCsv(data);
  if (text === null) throw new AppError('student_import.unreadable', 400);
  return parseCsv(text, MAX_RECORDS).map((cells, index) => ({ row: index + 1, cells: limitColumns(cells) }));
}

export async function readSheet(data: Buffer): Promise<ImportSheetRow[]> {
  if (data.length === 0) throw new AppError('student_import.empty', 400);
  if (startsWith(data, OLE)) throw new AppError('student_import.xls_unsupported', 400);
  const rows = startsWith(data, ZIP) ? await readXlsx(data) : readCsv(data);
  if (rows.length >= MAX_RECORDS) throw new AppError('student_import.too_many_rows', 400);
  return rows;
}
