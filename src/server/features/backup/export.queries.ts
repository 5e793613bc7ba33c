/**
 * 전체 데이터 내보내기: everything the studio owns as CSV files for Excel (UTF-8 with a BOM,
 * Korean headers, `YYYY-MM-DD` days, instants in ISO-8601 UTC, whole numbers plain), on SQLite
 * and PostgreSQL alike. A deleted (archived) student, product or voided payment is exported
 * with its state: the export is the studio's record, not today's screen.
 */
import { sql } from 'kysely';
import { type Cell, toCsv } from '#shared/csv.ts';
import { formatSeoulStamp } from '#shared/time.ts';
import type { Dialect } from '../../db/connection.ts';
import type { Db } from '../../db/database.ts';
import { familyExportFiles } from './export-families.ts';

const text = (value: string | null | undefined): string => value ?? '';
const number = (value: number | null | undefined): Cell =>
  value === null || value === undefined ? '' : value;

/** The stored JSON list of preferred times as `평일 저녁, 주말`. */
function timesList(value: string): string {
  try {
    const list: unknown = JSON.parse(value);
    return Array.isArray(list) ? list.map(String).join(', ') : value;
  } catch {
    return value;
  }
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
      'students.csv': toCsv(
        [
          '번호',
          '이름',
          '전화번호',
          '선생님',
          '등록일',
          '남은 레슨',
          '악기',
          '수준',
          '메모',
          '수강료',
          '수강료 레슨 수',
          '삭제일시',
          '만든 때',
        ],
        students.map((row) => [
          row.id,
          row.name,
          row.phone,
          who(row.teacher_id),
          row.join_date,
          row.remaining,
          text(row.instrument),
          text(row.level),
          text(row.memo),
          number(row.fee_amount),
          number(row.fee_lessons),
          formatSeoulStamp(row.archived_at),
          formatSeoulStamp(row.created_at),
        ]),
      ),
      'lessons.csv': toCsv(
        ['번호', '날짜', '학생 번호', '학생', '상태', '기록한 사람', '기록 일시', '되돌린 일시'],
        lessons.map((row) => [
          row.id,
          row.lesson_day,
          row.student_id,
          nameOf(row.student_id),
          row.status,
          who(row.recorded_by),
          formatSeoulStamp(row.recorded_at),
          formatSeoulStamp(row.cancelled_at),
        ]),
      ),
      'payments.csv': toCsv(
        [
          '번호',
          '날짜',
          '학생 번호',
          '학생',
          '구분',
          '금액',
          '레슨 수',
          '결제 방법',
          '현금영수증 번호',
          '환불한 결제 번호',
          '기록한 사람',
          '결제 일시',
          '취소 일시',
          '취소 사유',
          '취소한 사람',
        ],
        payments.map((row) => [
          row.id,
          row.pay_day,
          row.student_id,
          nameOf(row.student_id),
          row.kind === 'refund' ? '환불' : '결제',
          row.amount,
          row.lessons,
          row.method,
          text(row.receipt_no),
          number(row.refund_of),
          who(row.recorded_by),
          formatSeoulStamp(row.paid_at),
          formatSeoulStamp(row.voided_at),
          text(row.void_reason),
          row.voided_by === null ? '' : who(row.voided_by),
        ]),
      ),
      'ledger.csv': toCsv(
        [
          '번호',
          '일시',
          '학생 번호',
          '학생',
          '변동',
          '잔여',
          '사유',
          '레슨 번호',
          '결제 번호',
          '메모',
          '한 사람',
        ],
        ledger.map((row) => [
          row.id,
          row.at,
          row.student_id,
          nameOf(row.student_id),
          row.change,
          row.balance,
          row.reason,
          number(row.lesson_id),
          number(row.payment_id),
          text(row.note),
          who(row.actor_id),
        ]),
      ),
      'posts.csv': toCsv(
        ['번호', '제목', '쓴 사람', '쓴 때', '고친 때', '대표 사진', '본문(HTML)'],
        posts.map((row) => [
          row.post_id,
          row.title,
          who(row.author_id),
          formatSeoulStamp(row.written_at),
          formatSeoulStamp(row.updated_at),
          text(row.image_url),
          row.content,
        ]),
      ),
      'products.csv': toCsv(
        ['번호', '이름', '가격', '사진', '옵션(JSON)', '만든 때', '고친 때', '삭제일시'],
        products.map((row) => [
          row.id,
          row.name,
          row.price,
          text(row.img_url),
          row.option_list,
          formatSeoulStamp(row.created_at),
          formatSeoulStamp(row.updated_at),
          formatSeoulStamp(row.deleted_at),
        ]),
      ),
      'orders.csv': toCsv(
        [
          '번호',
          '상품 번호',
          '상품',
          '단가',
          '옵션',
          '수량',
          '이름',
          '전화번호',
          '요청 사항',
          '상태',
          '요청 일시',
          '바꾼 때',
        ],
        orders.map((row) => [
          row.id,
          row.product_id,
          row.product_name,
          row.unit_price,
          text(row.option_label),
          row.quantity,
          row.customer_name,
          row.phone,
          text(row.message),
          row.status,
          formatSeoulStamp(row.created_at),
          formatSeoulStamp(row.updated_at),
        ]),
      ),
      'enquiries.csv': toCsv(
        [
          '번호',
          '이름',
          '전화번호',
          '관심 수업',
          '희망 시간대',
          '문의 내용',
          '상태',
          '동의 일시',
          '신청 일시',
          '바꾼 때',
          '등록한 학생',
          '담당 선생님',
        ],
        enquiries.map((row) => [
          row.id,
          row.name,
          row.phone,
          text(row.instrument),
          timesList(row.preferred_times),
          text(row.message),
          row.status,
          formatSeoulStamp(row.consented_at),
          formatSeoulStamp(row.created_at),
          formatSeoulStamp(row.updated_at),
          text(row.student_name),
          text(row.student_teacher_name),
        ]),
      ),
      'bookings.csv': toCsv(
        ['날짜', '방', '시각', '이름', '구분', '예약 일시'],
        bookings.map((row) => [
          row.date,
          row.room,
          row.time,
          row.name,
          row.type,
          formatSeoulStamp(row.created_at),
        ]),
      ),
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
