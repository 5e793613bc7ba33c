/**
 * The outbox's one way in (docs/decisions/046): `enqueueMessage` writes, in the caller's
 * transaction, one row per recipient of a message the change causes. Nothing here sends; the
 * scheduler works the rows.
 *
 * The idempotency key is (event, recipient, the cause's own key): written twice — by a retried
 * request, a rescan, a second instance — the second write finds the key and writes nothing
 * (ON CONFLICT DO NOTHING, which never aborts the caller's transaction on PostgreSQL).
 *
 * A balance notice (남은 레슨 1회, 0회·미수) has one cause, the student's balance, and one key
 * per student, recipient and the day it goes out: a newer notice replaces one still held
 * (ON CONFLICT DO UPDATE while it waits unclaimed), and once one has gone out that day, later
 * ones are not queued. However many lessons and payments of one student run at once, a family
 * has at most one balance notice waiting per day — the unique key holds it on both databases.
 */
import type { Kysely } from 'kysely';
import { enabledByDefault, type MessageEvent, messageEvents } from '#shared/message-events.ts';
import { holdForQuietHours } from '#shared/quiet-hours.ts';
import { normalizePhone } from '#shared/schemas/auth.ts';
import { seoulDate } from '#shared/time.ts';
import type { Database } from '../../db/database.ts';
import { findContact, listContacts } from './contacts.queries.ts';
import type { OutboxStatus } from './messages.tables.ts';

export interface EnqueueRequest {
  event: MessageEvent;
  /** The student it is about; null for a message about no one student (a sign-in code). */
  studentId: number | null;
  /** The template's variables, by the names message-events.ts lists for the event. */
  variables: Record<string, string>;
  /** The cause's own key: the payment's id, the lesson occurrence, the code's row … */
  sourceKey: string;
  /**
   * One recipient: a contact of the student (sent whatever their consent, since they asked),
   * or a bare phone or e-mail. Without it, every contact of the student who consented to
   * informational messages.
   */
  to?: { contactId?: number; phone?: string; email?: string };
  /** Due at once even at night; default: the event's own (message-events.ts). */
  urgent?: boolean;
  /** When a notice should go (held out of 21:00–08:00 Seoul unless urgent); default now. */
  scheduledAt?: Date;
  /** The app's clock (app.clock.now()). */
  now: Date;
}

export interface EnqueuedMessage {
  id: number;
  event: MessageEvent;
  recipient: string;
  contactId: number | null;
  status: OutboxStatus;
  scheduledAt: string;
  idempotencyKey: string;
}

interface Recipient {
  contactId: number | null;
  phone: string | null;
  email: string | null;
}

/** The key a message is written once under. */
export function idempotencyKey(event: MessageEvent, recipient: string, sourceKey: string): string {
  return `${event}|${recipient}|${sourceKey}`;
}

/** The notices about a student's balance, whose cause is the balance itself. */
export const BALANCE_EVENTS: readonly MessageEvent[] = ['lessons-low', 'lessons-out'];

export function isBalanceEvent(event: MessageEvent): boolean {
  return BALANCE_EVENTS.includes(event);
}

/** The one key of a student's balance notices to one recipient on the Seoul day they go out. */
export function balanceKey(recipient: string, studentId: number, due: Date): string {
  return `balance|${recipient}|student:${studentId}:${seoulDate(due)}`;
}

async function recipientsOf(db: Kysely<Database>, request: EnqueueRequest): Promise<Recipient[]> {
  const { to, studentId } = request;
  if (to?.contactId !== undefined) {
    if (studentId === null) throw new Error('a contact is always some student’s: give studentId');
    const contact = await findContact(db, studentId, to.contactId);
    if (!contact) throw new Error(`contact ${to.contactId} is not student ${studentId}'s`);
    return [{ contactId: contact.id, phone: contact.phone, email: contact.email }];
  }
  if (to?.phone || to?.email) {
    const phone = to.phone ? normalizePhone(to.phone) : null;
    if (to.phone && !phone) throw new Error(`not a mobile number: ${to.phone}`);
    return [{ contactId: null, phone, email: to.email ?? null }];
  }
  if (studentId === null) return [];
  const contacts = await listContacts(db, studentId);
  return contacts
    .filter((contact) => contact.informational !== null)
    .map((contact) => ({ contactId: contact.id, phone: contact.phone, email: contact.email }));
}

async function isEnabled(db: Kysely<Database>, event: MessageEvent): Promise<boolean> {
  const row = await db
    .selectFrom('message_events')
    .select('enabled')
    .where('event', '=', event)
    .executeTakeFirst();
  return row === undefined ? enabledByDefault(event) : Number(row.enabled) === 1;
}

/**
 * Writes the message for each recipient in `trx` (pass the transaction of the change that
 * causes it) and returns the rows written: none for an event the owner switched off, for a
 * student with no consented contact, or for keys already written.
 */
export async function enqueueMessage(
  trx: Kysely<Database>,
  request: EnqueueRequest,
): Promise<EnqueuedMessage[]> {
  const definition = messageEvents[request.event];
  const missing = definition.variables.filter(
    (name) => request.variables[name] === undefined && !definition.blanks?.includes(name),
  );
  // A caller's mistake, not a person's: the message would go out with a hole in it.
  if (missing.length > 0) throw new Error(`${request.event} needs ${missing.join(', ')}`);
  if (!(await isEnabled(trx, request.event))) return [];
  const recipients = await recipientsOf(trx, request);
  const urgent = request.urgent ?? definition.urgent === true;
  const due = urgent ? request.now : holdForQuietHours(request.scheduledAt ?? request.now);
  const written: EnqueuedMessage[] = [];
  for (const recipient of recipients) {
    const address = recipient.phone ?? recipient.email;
    if (!address) continue;
    const balance = isBalanceEvent(request.event) && request.studentId !== null;
    const key = balance
      ? balanceKey(address, request.studentId as number, due)
      : idempotencyKey(request.event, address, request.sourceKey);
    const at = request.now.toISOString();
    const row = await trx
      .insertInto('message_outbox')
      .values({
        event: request.event,
        student_id: request.studentId,
        contact_id: recipient.contactId,
        recipient: address,
        phone: recipient.phone,
        email: recipient.email,
        template: request.event,
        variables: JSON.stringify(request.variables),
        source_key: request.sourceKey,
        idempotency_key: key,
        urgent: urgent ? 1 : 0,
        scheduled_at: due.toISOString(),
        status: 'waiting',
        next_attempt_at: due.toISOString(),
        created_at: request.now.toISOString(),
      })
      .onConflict((conflict) =>
        balance
          ? // The newer notice takes the held one's place; one going out or gone is left alone.
            conflict
              .column('idempotency_key')
              .doUpdateSet({
                event: request.event,
                template: request.event,
                contact_id: recipient.contactId,
                variables: JSON.stringify(request.variables),
                source_key: request.sourceKey,
                created_at: at,
              })
              .where('message_outbox.status', '=', 'waiting')
              .where((eb) =>
                eb.or([
                  eb('message_outbox.claimed_until', 'is', null),
                  eb('message_outbox.claimed_until', '<', at),
                ]),
              )
          : conflict.column('idempotency_key').doNothing(),
      )
      .returning(['id', 'status', 'scheduled_at'])
      .executeTakeFirst();
    if (!row) continue;
    written.push({
      id: Number(row.id),
      event: request.event,
      recipient: address,
      contactId: recipient.contactId,
      status: row.status,
      scheduledAt: row.scheduled_at,
      idempotencyKey: key,
    });
  }
  return written;
}
