/**
 * The 발송함's reads: the messages newest first (a teacher's: those about their students), the
 * month's count and estimated cost per channel, and whether the outbox has stalled.
 */
import { hideCredentials, messageEvents, textForStaff } from '#shared/message-events.ts';
import { renderTemplate } from '#shared/message-template.ts';
import type { MessagesPage } from '#shared/schemas/messages.ts';
import { CHANNELS, MESSAGES_PAGE_SIZE, type OutboxItem } from '#shared/schemas/messages.ts';
import { seoulMonthRange, seoulYearMonth } from '#shared/time.ts';
import type { Db } from '../../db/database.ts';
import { readPage } from '../../db/read-page.ts';
import type { OutboxStatus } from './messages.tables.ts';
import { eventTexts } from './template-settings.ts';

/** A message is late once due this long; with nothing sent meanwhile, the outbox has stalled. */
export const STALL_MS = 60 * 60_000;

function scoped(db: Db, teacherId: string | null) {
  return db
    .selectFrom('message_outbox')
    .leftJoin('students', 'students.id', 'message_outbox.student_id')
    .$if(teacherId !== null, (query) => query.where('students.teacher_id', '=', teacherId as string));
}

type Row = Awaited<ReturnType<typeof selectItems>>[number];
const selectItems = (db: Db, teacherId: string | null) =>
  scoped(db, teacherId).selectAll('message_outbox').select('students.name as student_name').execute();

export function toItem(row: Row, texts: Map<string, string>): OutboxItem {
  // A message still waiting holds its pay link whole; staff read it without the secret.
  const variables = hideCredentials(row.event, JSON.parse(row.variables) as Record<string, string>);
  return {
    id: Number(row.id),
    event: row.event,
    channel: (CHANNELS as readonly string[]).includes(row.channel ?? '')
      ? (row.channel as OutboxItem['channel'])
      : null,
    recipient: row.recipient,
    studentName: row.student_name ?? null,
    status: row.status,
    scheduledAt: row.scheduled_at,
    sentAt: row.sent_at,
    reason: row.reason,
    attempts: Number(row.attempts),
    text: textForStaff(
      row.event,
      row.text ??
        renderTemplate(
          texts.get(row.event) ?? messageEvents[row.event].defaultText,
          variables,
          messageEvents[row.event].blanks,
        ),
    ),
  };
}

export async function findItem(db: Db, teacherId: string | null, id: number): Promise<OutboxItem | null> {
  const row = await scoped(db, teacherId)
    .selectAll('message_outbox')
    .select('students.name as student_name')
    .where('message_outbox.id', '=', id)
    .executeTakeFirst();
  return row ? toItem(row, await eventTexts(db)) : null;
}

export async function listMessages(
  db: Db,
  teacherId: string | null,
  filter: { status?: OutboxStatus | undefined; event?: string | undefined; page: number },
  now: Date,
): Promise<Omit<MessagesPage, 'senderConfigured'>> {
  const filtered = scoped(db, teacherId)
    .$if(filter.status !== undefined, (query) =>
      query.where('message_outbox.status', '=', filter.status as OutboxStatus),
    )
    .$if(filter.event !== undefined, (query) =>
      query.where('message_outbox.event', '=', filter.event as OutboxItem['event']),
    );
  const [{ rows, total }, texts, month, stalled] = await Promise.all([
    readPage(
      filtered
        .selectAll('message_outbox')
        .select('students.name as student_name')
        .orderBy('message_outbox.created_at', 'desc')
        .orderBy('message_outbox.id', 'desc'),
      filtered,
      filter.page,
      MESSAGES_PAGE_SIZE,
    ),
    eventTexts(db),
    monthByChannel(db, teacherId, now),
    isStalled(db, now),
  ]);
  return {
    items: rows.map((row) => toItem(row, texts)),
    total,
    page: filter.page,
    pageSize: MESSAGES_PAGE_SIZE,
    month,
    stalled,
  };
}

async function monthByChannel(db: Db, teacherId: string | null, now: Date) {
  const { year, month } = seoulYearMonth(now);
  const { start, end } = seoulMonthRange(year, month);
  const rows = await scoped(db, teacherId)
    .select(['message_outbox.channel'])
    .select((eb) => [
      eb.fn.countAll<number | string>().as('count'),
      eb.fn.sum<number | string | null>('message_outbox.cost').as('cost'),
    ])
    .where('message_outbox.status', '=', 'sent')
    .where('message_outbox.sent_at', '>=', start.toISOString())
    .where('message_outbox.sent_at', '<', end.toISOString())
    .groupBy('message_outbox.channel')
    .execute();
  const byChannel = new Map(rows.map((row) => [row.channel, row]));
  return CHANNELS.filter((channel) => byChannel.has(channel)).map((channel) => {
    const row = byChannel.get(channel)!;
    return { channel, count: Number(row.count), cost: Number(row.cost ?? 0) };
  });
}

/** Messages due for over an hour, and not one sent in that hour: the scheduler is not working. */
export async function isStalled(db: Db, now: Date): Promise<boolean> {
  const hourAgo = new Date(now.getTime() - STALL_MS).toISOString();
  const [late, recent] = await Promise.all([
    db
      .selectFrom('message_outbox')
      .select('id')
      .where('status', '=', 'waiting')
      .where('next_attempt_at', '<=', hourAgo)
      .limit(1)
      .executeTakeFirst(),
    db.selectFrom('message_outbox').select('id').where('sent_at', '>', hourAgo).limit(1).executeTakeFirst(),
  ]);
  return late !== undefined && recent === undefined;
}
