/**
 * 전체 데이터 내보내기: everything the studio owns as CSV files for Excel (UTF-8 with a BOM,
 * Korean headers, `YYYY-MM-DD` days, instants in ISO-8601 UTC, whole numbers plain), on SQLite
 * and PostgreSQL alike. A deleted (archived) student, product or voided payment is exported
 * with its state: the export is the studio's record, not today's screen.
 */
import { sql } from 'kysely';
import { type Cell, toCsv } from '#shared/csv.ts';
import { parseJsonOr } from '#shared/json.ts';
import { formatSeoulStamp } from '#shared/time.ts';
import type { Dialect } from '../../db/connection.ts';
import type { Db } from '../../db/database.ts';
import { csvOf, familyExportFiles, text } from './export-families.ts';

const number = (value: number | null | undefined): Cell => value ?? '';

/** The stored JSON list of preferred times as `평일 저녁, 주말`. */
function timesList(value: string): string {
  const list = parseJsonOr(value, value);
  return Array.isArray(list) ? list.map(String).join(', ') : value;
}

async function teacherNames(db: Db): Promise<(id: string | null) => string> {
  const users = await db.selectFrom('users').select(['id', 'name']).execute();
  const names = new Map(users.map((user) => [user.id, user.name]));
  return (id) => (id === null ? '' : (names.get(id) ?? id));
}

/**
 * Tables whose shape moves with the timetable and the calendar (and the lesson notes): exported as they stand, whichever
 * of them this database has, one CSV each with the columns' own names.
 */
const AS_STORED: readonly (readonly [table: string, file: string])[] = [
  ['timetable_lessons', 'timetable.csv'],
  ['lesson_series', 'timetable.csv'],
  ['lesson_one_offs', 'timetable-one-offs.csv'],
  ['timetable_memos', 'timetable-memos.csv'],
  ['makeup_credits', 'makeup-credits.csv'],
  ['lesson_notes', 'lesson-notes.csv'],
  ['lesson_files', 'lesson-files.csv'],
  ['practice_entries', 'practice.csv'],
];

async function tableColumns(db: Db, dialect: Dialect): Promise<Map<string, string[]>> {
  const { rows } =
    dialect === 'sqlite'
      ? await sql<{ table_name: string; column_name: string }>`
          select m.name as table_name, c.name as column_name
          from sqlite_master m join pragma_table_info(m.name) c
          where m.type = 'table' order by m.name, c.cid`.execute(db)
      : await sql<{ table_name: string; column_name: string }>`
          select table_name, column_name from information_schema.columns
          where table_schema = current_schema() order by table_name, ordinal_position`.execute(db);
  const columns = new Map<string, string[]>();
  for (const row of rows)
    columns.set(row.table_name, [...(columns.get(row.table_name) ?? []), row.column_name]);
  return columns;
}

function storedCell(value: unknown): Cell {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return value;
  if (value instanceof Date) return value.toISOString();
  return String(value);
}

async function asStored(db: Db, table: string, columns: string[]): Promise<string> {
  const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(table)} order by 1`.execute(
    db,
  );
  return toCsv(
    columns,
    rows.map((row) => columns.map((column) => storedCell(row[column]))),
  );
}

/** Every CSV of the export, file name to content, in the archive's order. */
export async function buildExportFiles(db: Db, dialect: Dialect): Promise<Map<string, string>> {
  const who = await teacherNames(db);
  const students = await db.selectFrom('students').selectAll().orderBy('id').execute();
  const studentName = new Map(students.map((student) => [student.id, student.name]));
  const nameOf = (id: number | null) => (id === null ? '' : (studentName.get(id) ?? String(id)));

  const lessons = await db.selectFrom('lessons_given').selectAll().orderBy('id').execute();
  const payments = await db.selectFrom('payments').selectAll().orderBy('id').execute();
  const ledger = await db.selectFrom('lesson_ledger').selectAll().orderBy('id').execute();
  const posts = await db.selectFrom('posts').selectAll().orderBy('post_id').execute();
  const products = await db.selectFrom('products').selectAll().orderBy('id').execute();
  const orders = await db.selectFrom('order_requests').selectAll().orderBy('id').execute();
  const enquiries = await db.selectFrom('enquiries').selectAll().orderBy('id').execute();
  const bookings = await db
    .selectFrom('bookings')
    .select(['date', 'room', 'time', 'name', 'type', 'created_at'])
    .orderBy('date')
    .orderBy('room')
    .orderBy('time')
    .execute();

  const files = new Map<string, string>(
    Object.entries({
      'students.csv': csvOf(students, [
        ['번호', (row) => row.id],
        ['이름', (row) => row.name],
        ['전화번호', (row) => row.phone],
        ['선생님', (row) => who(row.teacher_id)],
        ['등록일', (row) => row.join_date],
        ['남은 레슨', (row) => row.remaining],
        ['악기', (row) => text(row.instrument)],
        ['수준', (row) => text(row.level)],
        ['메모', (row) => text(row.memo)],
        ['수강료', (row) => number(row.fee_amount)],
        ['수강료 레슨 수', (row) => number(row.fee_lessons)],
        ['삭제일시', (row) => formatSeoulStamp(row.archived_at)],
        ['만든 때', (row) => formatSeoulStamp(row.created_at)],
      ]),
      'lessons.csv': csvOf(lessons, [
        ['번호', (row) => row.id],
        ['날짜', (row) => row.lesson_day],
        ['학생 번호', (row) => row.student_id],
        ['학생', (row) => nameOf(row.student_id)],
        ['상태', (row) => row.status],
        ['기록한 사람', (row) => who(row.recorded_by)],
        ['기록 일시', (row) => formatSeoulStamp(row.recorded_at)],
        ['되돌린 일시', (row) => formatSeoulStamp(row.cancelled_at)],
      ]),
      'payments.csv': csvOf(payments, [
        ['번호', (row) => row.id],
        ['날짜', (row) => row.pay_day],
        ['학생 번호', (row) => row.student_id],
        ['학생', (row) => nameOf(row.student_id)],
        ['구분', (row) => (row.kind === 'refund' ? '환불' : '결제')],
        ['금액', (row) => row.amount],
        ['레슨 수', (row) => row.lessons],
        ['결제 방법', (row) => row.method],
        ['현금영수증 번호', (row) => text(row.receipt_no)],
        ['환불한 결제 번호', (row) => number(row.refund_of)],
        ['기록한 사람', (row) => who(row.recorded_by)],
        ['결제 일시', (row) => formatSeoulStamp(row.paid_at)],
        ['취소 일시', (row) => formatSeoulStamp(row.voided_at)],
        ['취소 사유', (row) => text(row.void_reason)],
        ['취소한 사람', (row) => (row.voided_by === null ? '' : who(row.voided_by))],
      ]),
      'ledger.csv': csvOf(ledger, [
        ['번호', (row) => row.id],
        ['일시', (row) => row.at],
        ['학생 번호', (row) => row.student_id],
        ['학생', (row) => nameOf(row.student_id)],
        ['변동', (row) => row.change],
        ['잔여', (row) => row.balance],
        ['사유', (row) => row.reason],
        ['레슨 번호', (row) => number(row.lesson_id)],
        ['결제 번호', (row) => number(row.payment_id)],
        ['메모', (row) => text(row.note)],
        ['한 사람', (row) => who(row.actor_id)],
      ]),
      'posts.csv': csvOf(posts, [
        ['번호', (row) => row.post_id],
        ['제목', (row) => row.title],
        ['쓴 사람', (row) => who(row.author_id)],
        ['쓴 때', (row) => formatSeoulStamp(row.written_at)],
        ['고친 때', (row) => formatSeoulStamp(row.updated_at)],
        ['대표 사진', (row) => text(row.image_url)],
        ['본문(HTML)', (row) => row.content],
      ]),
      'products.csv': csvOf(products, [
        ['번호', (row) => row.id],
        ['이름', (row) => row.name],
        ['가격', (row) => row.price],
        ['사진', (row) => text(row.img_url)],
        ['옵션(JSON)', (row) => row.option_list],
        ['만든 때', (row) => formatSeoulStamp(row.created_at)],
        ['고친 때', (row) => formatSeoulStamp(row.updated_at)],
        ['삭제일시', (row) => formatSeoulStamp(row.deleted_at)],
      ]),
      'orders.csv': csvOf(orders, [
        ['번호', (row) => row.id],
        ['상품 번호', (row) => row.product_id],
        ['상품', (row) => row.product_name],
        ['단가', (row) => row.unit_price],
        ['옵션', (row) => text(row.option_label)],
        ['수량', (row) => row.quantity],
        ['이름', (row) => row.customer_name],
        ['전화번호', (row) => row.phone],
        ['요청 사항', (row) => text(row.message)],
        ['상태', (row) => row.status],
        ['요청 일시', (row) => formatSeoulStamp(row.created_at)],
        ['바꾼 때', (row) => formatSeoulStamp(row.updated_at)],
      ]),
      'enquiries.csv': csvOf(enquiries, [
        ['번호', (row) => row.id],
        ['이름', (row) => row.name],
        ['전화번호', (row) => row.phone],
        ['관심 수업', (row) => text(row.instrument)],
        ['희망 시간대', (row) => timesList(row.preferred_times)],
        ['문의 내용', (row) => text(row.message)],
        ['상태', (row) => row.status],
        ['동의 일시', (row) => formatSeoulStamp(row.consented_at)],
        ['신청 일시', (row) => formatSeoulStamp(row.created_at)],
        ['바꾼 때', (row) => formatSeoulStamp(row.updated_at)],
        ['등록한 학생', (row) => text(row.student_name)],
        ['담당 선생님', (row) => text(row.student_teacher_name)],
      ]),
      'bookings.csv': csvOf(bookings, [
        ['날짜', (row) => row.date],
        ['방', (row) => row.room],
        ['시각', (row) => row.time],
        ['이름', (row) => row.name],
        ['구분', (row) => row.type],
        ['예약 일시', (row) => formatSeoulStamp(row.created_at)],
      ]),
    }),
  );
  for (const [file, content] of Object.entries(await familyExportFiles(db, nameOf))) files.set(file, content);
  const columns = await tableColumns(db, dialect);
  for (const [table, file] of AS_STORED) {
    const names = columns.get(table);
    if (names && !files.has(file)) files.set(file, await asStored(db, table, names));
  }
  return files;
}
