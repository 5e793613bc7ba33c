/**
 * The outbox at a glance, for the staff's home: how many messages failed, how many wait for a
 * later hour (quiet hours, a retry's backoff), and whether the outbox has stalled. A teacher's
 * counts are those about their own students, as their 발송함 shows.
 */
import type { Expression, SqlBool } from 'kysely';
import type { Db } from '../../db/database.ts';
import { isStalled } from './outbox-list.ts';

export interface OutboxSummary {
  failed: number;
  held: number;
  stalled: boolean;
}

export async function outboxSummary(db: Db, teacherId: string | null, now: Date): Promise<OutboxSummary> {
  const rows = await db
    .selectFrom('message_outbox')
    .leftJoin('students', 'students.id', 'message_outbox.student_id')
    .$if(teacherId !== null, (query) => query.where('students.teacher_id', '=', teacherId as string))
    .select((eb) => {
      const count = (rows: Expression<SqlBool>) =>
        eb.fn.sum<number | string | null>(eb.case().when(rows).then(1).else(0).end());
      return [
        count(eb('message_outbox.status', '=', 'failed')).as('failed'),
        count(
          eb.and([
            eb('message_outbox.status', '=', 'waiting'),
            eb('message_outbox.next_attempt_at', '>', now.toISOString()),
          ]),
        ).as('held'),
      ];
    })
    .executeTakeFirstOrThrow();
  return {
    failed: Number(rows.failed ?? 0),
    held: Number(rows.held ?? 0),
    // Whether the worker runs is the studio's; a teacher's home does not name it.
    stalled: teacherId === null ? await isStalled(db, now) : false,
  };
}
