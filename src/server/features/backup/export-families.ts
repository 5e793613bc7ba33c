/**
 * The families' part of 전체 데이터 내보내기: each student's contacts with their consents, and
 * every message the outbox holds with its state. The texts of sign-in messages (a link or a
 * code that may still open a family session) are withheld as everywhere staff read messages
 * (textForStaff): an export is read in spreadsheets and passed around, and no one needs a
 * credential from it.
 */
import { toCsv } from '#shared/csv.ts';
import { type MessageEvent, messageEvents, textForStaff } from '#shared/message-events.ts';
import { formatSeoulStamp } from '#shared/time.ts';
import type { Db } from '../../db/database.ts';

const text = (value: string | null | undefined): string => value ?? '';

export async function familyExportFiles(
  db: Db,
  nameOf: (studentId: number | null) => string,
): Promise<Record<string, string>> {
  const contacts = await db.selectFrom('student_contacts').selectAll().orderBy('id').execute();
  const messages = await db.selectFrom('message_outbox').selectAll().orderBy('id').execute();
  return {
    'contacts.csv': toCsv(
      [
        '번호',
        '학생 번호',
        '학생',
        '이름',
        '관계',
        '전화번호',
        '이메일',
        '정보 알림 동의일',
        '정보 알림 동의 방법',
        '광고 동의일',
        '광고 동의 방법',
        '등록 일시',
        '바꾼 때',
      ],
      contacts.map((row) => [
        row.id,
        row.student_id,
        nameOf(row.student_id),
        row.name,
        row.relation,
        row.phone,
        text(row.email),
        text(row.info_consent_on),
        text(row.info_consent_method),
        text(row.ad_consent_on),
        text(row.ad_consent_method),
        formatSeoulStamp(row.created_at),
        formatSeoulStamp(row.updated_at),
      ]),
    ),
    'messages.csv': toCsv(
      [
        '번호',
        '알림',
        '학생',
        '받는 곳',
        '방법',
        '상태',
        '사유',
        '보낼 때',
        '보낸 때',
        '시도',
        '비용',
        '문구',
      ],
      messages.map((row) => [
        row.id,
        messageEvents[row.event as MessageEvent]?.label ?? row.event,
        nameOf(row.student_id),
        row.recipient,
        text(row.channel),
        row.status,
        text(row.reason),
        formatSeoulStamp(row.scheduled_at),
        formatSeoulStamp(row.sent_at),
        row.attempts,
        row.cost ?? '',
        textForStaff(row.event, text(row.text)),
      ]),
    ),
  };
}
