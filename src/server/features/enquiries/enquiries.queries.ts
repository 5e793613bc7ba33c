/**
 * 상담 신청: a visitor's enquiry, and staff moving it 접수 → 연락함 → 등록 or 종료. Every move
 * is guarded by the status it starts from, so of two people pressing at once one wins.
 */
import { ENQUIRY_RETENTION_DAYS, type EnquiryStatus, PREFERRED_TIMES } from '#shared/enquiry-rules.ts';
import type { EnquiriesPage, EnquiryItem, EnquiryValues } from '#shared/schemas/enquiries.ts';
import type { Db } from '../../db/database.ts';
import { readPage } from '../../db/read-page.ts';
import { readKnownList } from '../../lib/known-list.ts';
import type { EnquiriesTable } from './enquiries.tables.ts';

export async function insertEnquiry(db: Db, values: EnquiryValues, now: Date): Promise<number> {
  const at = now.toISOString();
  const row = await db
    .insertInto('enquiries')
    .values({
      name: values.name,
      phone: values.phone,
      instrument: values.instrument,
      preferred_times: JSON.stringify(values.preferredTimes),
      message: values.message,
      consented_at: at,
      created_at: at,
      updated_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

type EnquiryRow = Omit<EnquiriesTable, 'id' | 'preferred_times' | 'status'> & {
  id: number;
  preferred_times: string;
  status: EnquiryStatus;
};

function toEnquiry(row: EnquiryRow): EnquiryItem {
  return {
    id: Number(row.id),
    name: row.name,
    phone: row.phone,
    instrument: row.instrument,
    preferredTimes: readKnownList(row.preferred_times, PREFERRED_TIMES),
    message: row.message,
    status: row.status,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    student:
      row.student_name !== null && row.student_teacher_id !== null
        ? {
            name: row.student_name,
            teacherId: row.student_teacher_id,
            teacherName: row.student_teacher_name ?? row.student_teacher_id,
          }
        : null,
  };
}

export async function countNewEnquiries(db: Db): Promise<number> {
  const row = await db
    .selectFrom('enquiries')
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .where('status', '=', '접수')
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function listEnquiries(
  db: Db,
  query: { page: number; status?: EnquiryStatus | undefined },
  pageSize: number,
): Promise<EnquiriesPage> {
  const { page, status } = query;
  const filtered = db
    .selectFrom('enquiries')
    .$if(status !== undefined, (builder) => builder.where('status', '=', status as EnquiryStatus));
  const [{ rows, total }, newCount] = await Promise.all([
    readPage(
      filtered.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc'),
      filtered,
      page,
      pageSize,
    ),
    countNewEnquiries(db),
  ]);
  return { items: rows.map(toEnquiry), page, pageSize, total, newCount };
}

export async function findEnquiry(db: Db, id: number): Promise<EnquiryItem | null> {
  const row = await db.selectFrom('enquiries').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? toEnquiry(row) : null;
}

/**
 * Moves an enquiry from `from` to `to` only if it is still at `from`; `student` names the
 * student it became (on the way to 등록), or clears it (null, on the way back from a failed
 * registration). True when this call made the move.
 */
export async function moveEnquiry(
  db: Db,
  move: {
    id: number;
    from: EnquiryStatus;
    to: EnquiryStatus;
    now: Date;
    student?: { name: string; teacherId: string; teacherName: string } | null;
  },
): Promise<boolean> {
  const student =
    move.student === undefined
      ? {}
      : {
          student_name: move.student?.name ?? null,
          student_teacher_id: move.student?.teacherId ?? null,
          student_teacher_name: move.student?.teacherName ?? null,
        };
  const result = await db
    .updateTable('enquiries')
    .set({ status: move.to, updated_at: move.now.toISOString(), ...student })
    .where('id', '=', move.id)
    .where('status', '=', move.from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Retention (the privacy policy: details taken for a consultation are destroyed once it is
 * over): an enquiry that ended — registered or closed — is deleted ENQUIRY_RETENTION_DAYS after
 * its last change. A registered person's details live on as the student's.
 */
export async function purgeEndedEnquiries(db: Db, now: Date): Promise<number> {
  const before = new Date(now.getTime() - ENQUIRY_RETENTION_DAYS * 24 * 60 * 60 * 1000).toISOString();
  const result = await db
    .deleteFrom('enquiries')
    .where('status', 'in', ['등록', '종료'])
    .where('updated_at', '<', before)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
