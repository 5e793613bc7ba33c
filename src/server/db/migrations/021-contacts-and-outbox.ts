/**
 * Families' contacts and the message outbox (docs/decisions/046).
 *
 * `student_contacts`: up to three people to reach about a student, each in one of three slots.
 * The unique (student_id, slot) with slot 1–3 is the limit the database keeps:
 * however many requests add a contact at once, a fourth has no slot to take. One phone per
 * student once. Consent to informational messages and, separately, to advertising is a date
 * and the way it was given, both set or both null.
 *
 * `message_outbox`: every message is a row, written in the transaction of the change that
 * causes it. The idempotency key (event, recipient, the cause's own key) is unique, so a retry
 * or a second instance writing the same message writes nothing. A row is due when it is
 * waiting and its next attempt has come; a worker claims it until `claimed_until`.
 *
 * `message_events`: the owner's choices per event (on/off, the text); no row = on, default text.
 */
import { type Kysely, sql } from 'kysely';
import { createIndex, createNumberedTable, notNullColumns } from './schema-steps.ts';

const RELATIONS = `'본인', '어머니', '아버지', '기타'`;
const CONSENT_METHODS = `'서면', '구두', '문자', '온라인'`;
const STATUSES = `'waiting', 'sent', 'failed', 'skipped'`;

const consentPair = (prefix: string) =>
  sql.raw(
    `(${prefix}_on is null and ${prefix}_method is null) or ` +
      `(length(${prefix}_on) = 10 and ${prefix}_method in (${CONSENT_METHODS}))`,
  );

export async function up(db: Kysely<unknown>): Promise<void> {
  await createNumberedTable(db, 'student_contacts')
    .addColumn('student_id', 'integer', (column) => column.notNull().references('students.id'))
    .addColumn('slot', 'integer', (column) => column.notNull().check(sql`slot between 1 and 3`))
    .addColumn('name', 'text', (column) => column.notNull().check(sql`length(name) between 1 and 20`))
    .addColumn('relation', 'text', (column) => column.notNull().check(sql.raw(`relation in (${RELATIONS})`)))
    .addColumn('phone', 'text', (column) => column.notNull().check(sql`length(phone) between 12 and 13`))
    .addColumn('email', 'text')
    .addColumn('info_consent_on', 'text')
    .addColumn('info_consent_method', 'text')
    .addColumn('ad_consent_on', 'text')
    .addColumn('ad_consent_method', 'text')
    .$call(notNullColumns({ created_at: 'text', updated_at: 'text' }))
    .addUniqueConstraint('student_contacts_slot', ['student_id', 'slot'])
    .addUniqueConstraint('student_contacts_phone', ['student_id', 'phone'])
    .addCheckConstraint('student_contacts_info_consent', consentPair('info_consent'))
    .addCheckConstraint('student_contacts_ad_consent', consentPair('ad_consent'))
    .execute();
  await createIndex(db, 'student_contacts_by_phone', 'student_contacts', ['phone']);

  await createNumberedTable(db, 'message_outbox')
    .addColumn('event', 'text', (column) => column.notNull())
    .addColumn('student_id', 'integer', (column) => column.references('students.id'))
    // No foreign key: a message stays in the 발송함 after its contact is deleted.
    .addColumn('contact_id', 'integer')
    .addColumn('recipient', 'text', (column) => column.notNull())
    .addColumn('phone', 'text')
    .addColumn('email', 'text')
    .addColumn('channel', 'text')
    .$call(notNullColumns({ template: 'text', variables: 'text' }))
    .addColumn('text', 'text')
    .addColumn('source_key', 'text', (column) => column.notNull())
    .addColumn('idempotency_key', 'text', (column) => column.notNull().unique())
    .addColumn('urgent', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('scheduled_at', 'text', (column) => column.notNull())
    .addColumn('status', 'text', (column) => column.notNull().check(sql.raw(`status in (${STATUSES})`)))
    .addColumn('reason', 'text')
    .addColumn('attempts', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'text', (column) => column.notNull())
    .addColumn('claimed_until', 'text')
    .addColumn('provider_id', 'text')
    .addColumn('cost', 'integer')
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('sent_at', 'text')
    .execute();
  await createIndex(db, 'message_outbox_due', 'message_outbox', ['status', 'next_attempt_at']);
  await createIndex(db, 'message_outbox_student', 'message_outbox', ['student_id']);
  await createIndex(db, 'message_outbox_created', 'message_outbox', ['created_at']);

  await db.schema
    .createTable('message_events')
    .addColumn('event', 'text', (column) => column.primaryKey())
    .addColumn('enabled', 'integer', (column) => column.notNull().check(sql`enabled in (0, 1)`))
    .addColumn('text', 'text')
    .$call(notNullColumns({ updated_at: 'text', updated_by: 'text' }))
    .execute();
}
