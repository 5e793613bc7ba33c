/**
 * Files for the import tests, made by the test itself: a real .xlsx written with exceljs, CSV
 * in UTF-8 (with or without a BOM) or CP949 encoded with iconv-lite, and the multipart form
 * that carries one to `POST /api/member/import`.
 */
import ExcelJS from 'exceljs';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import iconv from 'iconv-lite';
import type { SignedIn } from './sign-in.ts';

export type SheetCell = string | number | Date | null;

const BOUNDARY = '----studio-import-boundary';

export async function xlsxFile(rows: SheetCell[][], sheetName = '학생'): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetName);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const quote = (cell: SheetCell) => {
  const text = cell === null ? '' : cell instanceof Date ? cell.toISOString().slice(0, 10) : String(cell);
  return /[",\r\n]/u.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};

export function csvText(rows: SheetCell[][], separator = ','): string {
  return `${rows.map((row) => row.map(quote).join(separator)).join('\r\n')}\r\n`;
}

export function csvFile(rows: SheetCell[][], encoding: 'utf8' | 'utf8-bom' | 'cp949' = 'utf8'): Buffer {
  const text = csvText(rows);
  if (encoding === 'cp949') return iconv.encode(text, 'cp949');
  const data = Buffer.from(text, 'utf8');
  return encoding === 'utf8-bom' ? Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), data]) : data;
}

export function importForm(file: Buffer | null, options: { filename?: string; mapping?: string } = {}) {
  const parts: Buffer[] = [];
  if (options.mapping !== undefined) {
    parts.push(
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="mapping"\r\n\r\n${options.mapping}\r\n`,
      ),
    );
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${options.filename ?? 'students.xlsx'}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      file,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return { contentType: `multipart/form-data; boundary=${BOUNDARY}`, payload: Buffer.concat(parts) };
}

export function importFile(
  app: FastifyInstance,
  who: SignedIn | null,
  file: Buffer | null,
  options: { dryRun?: boolean; mapping?: object | string; filename?: string; query?: string } = {},
): Promise<LightMyRequestResponse> {
  const mapping =
    options.mapping === undefined
      ? undefined
      : typeof options.mapping === 'string'
        ? options.mapping
        : JSON.stringify(options.mapping);
  const form = importForm(file, { filename: options.filename, mapping });
  return app.inject({
    method: 'POST',
    url: `/api/member/import?dryRun=${options.dryRun ?? true}${options.query ?? ''}`,
    headers: { 'content-type': form.contentType, ...(who ? { cookie: who.cookie } : {}) },
    payload: form.payload,
  });
}
