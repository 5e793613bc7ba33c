/**
 * The template a teacher fills in: the header row the import guesses at once, one example row,
 * and columns wide enough to read. 전화번호 and 등록일 are text cells, so that Excel keeps the
 * leading 0 of a phone number and does not turn a typed date into a number.
 */
import { IMPORT_FIELD_LABELS, IMPORT_FIELDS } from '#shared/student-import-rules.ts';
import { loadExcel } from './load-excel.ts';

export const TEMPLATE_FILE_NAME = '학생-가져오기-양식.xlsx';

const EXAMPLE: Record<(typeof IMPORT_FIELDS)[number], string | number> = {
  name: '김민지',
  phone: '010-1234-5678',
  remaining: 4,
  joinDate: '2024-03-05',
  guardian: '박지연 (어머니) 010-2345-6789',
  memo: '리드 2.5호, 호흡 위주',
};
const WIDTHS = [14, 18, 12, 14, 32, 40];

export async function importTemplate(): Promise<Buffer> {
  const workbook = new (await loadExcel()).Workbook();
  const sheet = workbook.addWorksheet('학생');
  sheet.columns = IMPORT_FIELDS.map((field, index) => ({
    header: IMPORT_FIELD_LABELS[field],
    key: field,
    width: WIDTHS[index],
    style: field === 'phone' || field === 'joinDate' ? { numFmt: '@' } : {},
  }));
  sheet.addRow(EXAMPLE);
  sheet.getRow(1).font = { bold: true };
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
