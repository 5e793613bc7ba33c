/**
 * The families' part of 전체 데이터 내보내기: each student's contacts with their consents, and
 * every message the outbox holds with its state. The texts of sign-in messages (a link or a
 * code that may still open a family session) are withheld as everywhere staff read messages
 * (textForStaff): an export is read in spreadsheets and passed around, and no one needs a
 * credential from it.
 */
import { type Cell, toCsv } from '#shared/csv.ts';
import { type MessageEvent, messageEvents, textForStaff } from '#shared/message-events.ts';
import { formatSeoulStamp } from '#shared/time.ts';
import type { Db } from '../../db/database.ts';

export const text = (value: string | null | undefined): string => value ?? '';

/** A CSV of the rows, each column written once as its header beside how a row fills it. */
export function csvOf<Row>(rows: Row[], columns: [header: string, cell: (row: Row) => Cell][]): string {
  return toCsv(
    columns.map(([header]) => header),
    rows.map((row) => columns.map(([, cell]) => cell(row))),
  );
}

export async function familyExportFiles(
  db: Db,
  nameOf: (studentId: number | null) => string,
): Promise<Record<string, string>> {
  const contacts = await db.selectFrom('student_contacts').selectAll().orderBy('id').execute();
  const messages = await db.selectFrom('message_outbox').selectAll().orderBy('id').execute();
  return {
    'contacts.csv': csvOf(contacts, [
      ['번호', (row) => row.id],
      ['학생 번호', (row) => row.student_id],
      ['학생', (row) => nameOf(row.student_id)],
      ['이름', (row) => row.name],
      ['관계', (row) => row.relation],
      ['전화번호', (row) => row.phone],
      ['이메일', (row) => text(row.email)],
      ['정보 알림 동의일', (row) => text(row.info_consent_on)],
      ['정보 알림 동의 방법', (row) => text(row.info_consent_method)],
      ['광고 동의일', (row) => text(row.ad_consent_on)],
      ['광고 동의 방법', (row) => text(row.ad_consent_method)],
      ['등록 일시', (row) => formatSeoulStamp(row.created_at)],
      ['바꾼 때', (row) => formatSeoulStamp(row.updated_at)],
    ]),
    'messages.csv': csvOf(messages, [
      ['번호', (row) => row.id],
      ['알림', (row) => messageEvents[row.event as MessageEvent]?.label ?? row.event],
      ['학생', (row) => nameOf(row.student_id)],
      ['받는 곳', (row) => row.recipient],
      ['방법', (row) => text(row.channel)],
      ['상태', (row) => row.status],
      ['사유', (row) => text(row.reason)],
      ['보낼 때', (row) => formatSeoulStamp(row.scheduled_at)],
      ['보낸 때', (row) => formatSeoulStamp(row.sent_at)],
      ['시도', (row) => row.attempts],
      ['비용', (row) => row.cost ?? ''],
      ['문구', (row) => textForStaff(row.event, text(row.text))],
    ]),
  };
}
