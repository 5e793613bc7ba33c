/**
 * 학생 가져오기 (docs/decisions/041-student-import.md): which column holds what, guessed from
 * the header row the way Korean spreadsheets name them, and each row read and judged as the
 * student it would become. Pure: the server reads the file into cells and stores the rows
 * without problems; the page shows the same problems in the preview.
 */
import { type GuardianContact, readGuardians } from './guardian-line.ts';
import { importProblems } from './messages/student-import.ts';
import { normalizePhone } from './schemas/auth.ts';
import { MEMO_MAX, STUDENT_NAME_MAX } from './schemas/students.ts';
import { normalizeLine, normalizeName, normalizeParagraphs, textProblem } from './text.ts';
import { isCalendarDate } from './time.ts';

/** What a row may carry, in the order the page and the template show them. */
export const IMPORT_FIELDS = ['name', 'phone', 'remaining', 'joinDate', 'guardian', 'memo'] as const;
export type ImportField = (typeof IMPORT_FIELDS)[number];

export const IMPORT_FIELD_LABELS: Record<ImportField, string> = {
  name: '이름',
  phone: '전화번호',
  remaining: '잔여 횟수',
  joinDate: '등록일',
  guardian: '보호자',
  memo: '메모',
};

/** The file, at most: 2 MB, 2,000 students, 50 columns. */
export const MAX_IMPORT_BYTES = 2 * 1024 * 1024;
export const MAX_IMPORT_ROWS = 2_000;
export const MAX_IMPORT_COLUMNS = 50;
/** Lessons a student may bring, as a payment may buy (DESIGN §4). */
export const MAX_IMPORT_REMAINING = 100;
/** A guardian as one line: a name with who they are, perhaps a phone number. */
export const GUARDIAN_MAX = 50;

/** Which column (0-based) holds each field; null when the file has none. */
export type ImportMapping = Record<ImportField, number | null>;

/**
 * A cell as the file reader hands it over: text, a number, or nothing. Dates are already
 * `YYYY-MM-DD` text (a spreadsheet's date cell has no time zone: its calendar day is taken).
 */
export type ImportCell = string | number | null;

export interface ImportSheetRow {
  /** The row's number as the spreadsheet shows it (the header is usually 1). */
  row: number;
  cells: ImportCell[];
}

export interface ImportRow {
  row: number;
  name: string;
  phone: string;
  /** Null when the cell could not be read as a count. */
  remaining: number | null;
  /** Null when the cell could not be read as a date. */
  joinDate: string | null;
  guardian: string;
  /** The guardian cell read as contacts of the student; empty when it could not be (then memo). */
  contacts: GuardianContact[];
  memo: string;
  problems: string[];
}

/**
 * The field a header names, or null. The guardian comes first, so that 보호자 연락처 is the
 * guardian's and not the student's phone; 이름 last, so that 보호자 이름 stays the guardian's.
 */
export function guessField(header: string): ImportField | null {
  const key = header.normalize('NFC').replace(/\s/gu, '').toLowerCase();
  if (/보호자|학부모|부모|guardian|parent/u.test(key)) return 'guardian';
  if (/전화|연락처|휴대폰|핸드폰|phone|tel/u.test(key)) return 'phone';
  if (/잔여|남은|remaining/u.test(key)) return 'remaining';
  if (/등록일|가입일|등록날짜|joindate/u.test(key)) return 'joinDate';
  if (/메모|비고|특이사항|memo|note/u.test(key)) return 'memo';
  if (/이름|성명|학생명|^name$/u.test(key)) return 'name';
  return null;
}

/** Each field's first column whose header names it. */
export function guessMapping(columns: readonly string[]): ImportMapping {
  const mapping = Object.fromEntries(IMPORT_FIELDS.map((field) => [field, null])) as ImportMapping;
  columns.forEach((header, index) => {
    const field = guessField(header);
    if (field && mapping[field] === null) mapping[field] = index;
  });
  return mapping;
}

/** Whether a mapping fits a file of `columnCount` columns, each column used once at most. */
export function isValidMapping(mapping: ImportMapping, columnCount: number): boolean {
  const used = IMPORT_FIELDS.map((field) => mapping[field]).filter((index) => index !== null);
  return (
    used.every((index) => Number.isInteger(index) && index >= 0 && index < columnCount) &&
    new Set(used).size === used.length
  );
}

/** Column letters as a spreadsheet shows them: 0 → A, 25 → Z, 26 → AA. */
export function columnLetter(index: number): string {
  let rest = index;
  let letters = '';
  do {
    letters = String.fromCharCode(65 + (rest % 26)) + letters;
    rest = Math.floor(rest / 26) - 1;
  } while (rest >= 0);
  return letters;
}

export function cellText(cell: ImportCell | undefined): string {
  return cell === null || cell === undefined ? '' : String(cell);
}

/** The header row's names; an empty header is called by its column letter (C열). */
export function columnNames(header: readonly ImportCell[]): string[] {
  return header.map((cell, index) => normalizeLine(cellText(cell)) || `${columnLetter(index)}열`);
}

/** The header (the first row with anything in it) and the rows under it that are not empty. */
export function splitSheet(rows: readonly ImportSheetRow[]): {
  columns: string[];
  body: ImportSheetRow[];
} {
  const filled = rows.filter((row) => row.cells.some((cell) => cellText(cell).trim() !== ''));
  const [header, ...body] = filled;
  return { columns: header ? columnNames(header.cells) : [], body };
}

/**
 * A phone number as typed. A number cell lost its leading 0 (01012345678 became 1012345678):
 * it is put back before the number is read.
 */
function readPhone(cell: ImportCell): { phone: string; problem: string | null } {
  const typed = typeof cell === 'number' && /^1\d{8,9}$/u.test(String(cell)) ? `0${cell}` : cellText(cell);
  const trimmed = typed.trim();
  if (trimmed === '') return { phone: '', problem: null };
  const phone = normalizePhone(trimmed);
  return phone === null
    ? { phone: trimmed, problem: importProblems.phoneInvalid(trimmed) }
    : { phone, problem: null };
}

/** Lessons left: a whole number 0 … 100, `5` or `5회`; an empty cell is 0. */
function readRemaining(cell: ImportCell): { remaining: number | null; problem: string | null } {
  const typed = cellText(cell).trim();
  if (typed === '') return { remaining: 0, problem: null };
  const digits = typed.replace(/\s*회$/u, '');
  const count = /^[+-]?\d+(\.\d+)?$/u.test(digits) ? Number(digits) : Number.NaN;
  if (count < 0) return { remaining: null, problem: importProblems.remainingNegative(typed) };
  if (!Number.isInteger(count)) return { remaining: null, problem: importProblems.remainingNotWhole(typed) };
  if (count > MAX_IMPORT_REMAINING) {
    return { remaining: null, problem: importProblems.remainingTooLarge(MAX_IMPORT_REMAINING) };
  }
  return { remaining: count, problem: null };
}

/**
 * The day of registration as `YYYY-MM-DD`: 2024-03-05, 2024.3.5, 2024. 3. 5., 2024/03/05 or
 * 20240305. Empty means today; a day after today or before 1900 is a mistake.
 */
function readJoinDate(cell: ImportCell, today: string): { joinDate: string | null; problem: string | null } {
  const typed = cellText(cell).trim();
  if (typed === '') return { joinDate: today, problem: null };
  const parts =
    /^(\d{4})\s*[-./]\s*(\d{1,2})\s*[-./]\s*(\d{1,2})\.?$/u.exec(typed) ??
    /^(\d{4})(\d{2})(\d{2})$/u.exec(typed);
  const date = parts ? `${parts[1]}-${parts[2]!.padStart(2, '0')}-${parts[3]!.padStart(2, '0')}` : '';
  if (!isCalendarDate(date) || date < '1900-01-01') {
    return { joinDate: null, problem: importProblems.dateInvalid(typed) };
  }
  if (date > today) return { joinDate: null, problem: importProblems.dateFuture(typed) };
  return { joinDate: date, problem: null };
}

/** Free text of one field: refused characters and length are problems, the text is kept as read. */
function readText(
  cell: ImportCell,
  field: ImportField,
  max: number,
  multiline: boolean,
): { text: string; problems: string[] } {
  const typed = cellText(cell);
  const text = multiline ? normalizeParagraphs(typed) : normalizeLine(typed);
  const problems: string[] = [];
  if (textProblem(typed, multiline)) problems.push(importProblems.badCharacters(IMPORT_FIELD_LABELS[field]));
  if (text.length > max) problems.push(importProblems.tooLong(IMPORT_FIELD_LABELS[field], max));
  return { text, problems };
}

/**
 * The student's memo as stored: the file's memo, after the guardian's line when the guardian
 * could not be read as contacts (read, they are the student's contacts instead).
 */
export function storedMemo(row: Pick<ImportRow, 'guardian' | 'contacts' | 'memo'>): string | null {
  const unread = row.guardian !== '' && row.contacts.length === 0;
  const lines = [unread && `보호자: ${row.guardian}`, row.memo].filter(Boolean);
  return lines.length > 0 ? lines.join('\n') : null;
}

function readRow(source: ImportSheetRow, mapping: ImportMapping, today: string): ImportRow {
  const cell = (field: ImportField) => {
    const index = mapping[field];
    return index === null ? null : (source.cells[index] ?? null);
  };
  const problems: string[] = [];
  const typedName = cellText(cell('name'));
  const name = normalizeName(typedName);
  if (name === '') problems.push(importProblems.nameEmpty);
  if (textProblem(typedName)) problems.push(importProblems.badCharacters(IMPORT_FIELD_LABELS.name));
  if (name.length > STUDENT_NAME_MAX) problems.push(importProblems.nameTooLong(STUDENT_NAME_MAX));
  const { phone, problem: phoneProblem } = readPhone(cell('phone'));
  const { remaining, problem: remainingProblem } = readRemaining(cell('remaining'));
  const { joinDate, problem: dateProblem } = readJoinDate(cell('joinDate'), today);
  const guardian = readText(cell('guardian'), 'guardian', GUARDIAN_MAX, false);
  const memo = readText(cell('memo'), 'memo', MEMO_MAX, true);
  problems.push(
    ...[phoneProblem, remainingProblem, dateProblem].filter((problem) => problem !== null),
    ...guardian.problems,
    ...memo.problems,
  );
  const contacts = guardian.problems.length === 0 ? (readGuardians(guardian.text) ?? []) : [];
  const row = { guardian: guardian.text, contacts, memo: memo.text };
  // The guardian's line and the memo share the student's one memo.
  if (memo.problems.length === 0 && (storedMemo(row)?.length ?? 0) > MEMO_MAX) {
    problems.push(importProblems.tooLong(IMPORT_FIELD_LABELS.memo, MEMO_MAX));
  }
  return { row: source.row, name, phone, remaining, joinDate, ...row, problems };
}

/**
 * Every row as the student it would be, with its problems: those of its own cells, a name the
 * file has more than once (every such row: which one is meant is the teacher's to say), and a
 * name among the teacher's current students (`existing`), which is skipped.
 */
export function readImportRows(
  body: readonly ImportSheetRow[],
  mapping: ImportMapping,
  existing: ReadonlySet<string>,
  today: string,
): ImportRow[] {
  const rows = body.map((source) => readRow(source, mapping, today));
  const rowsByName = new Map<string, number[]>();
  for (const row of rows) {
    if (row.name !== '') rowsByName.set(row.name, [...(rowsByName.get(row.name) ?? []), row.row]);
  }
  for (const row of rows) {
    const others = (rowsByName.get(row.name) ?? []).filter((number) => number !== row.row);
    if (others.length > 0) row.problems.push(importProblems.duplicateInFile(others));
    if (existing.has(row.name)) row.problems.push(importProblems.alreadyRegistered);
  }
  return rows;
}

export function isImportable(row: Pick<ImportRow, 'problems'>): boolean {
  return row.problems.length === 0;
}
