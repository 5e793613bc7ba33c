import type { Generated } from 'kysely';
import type { MessageEvent } from '#shared/message-events.ts';

export type OutboxStatus = 'waiting' | 'sent' | 'failed' | 'skipped';

/** One message to one recipient (docs/decisions/046). */
export interface MessageOutboxTable {
  id: Generated<number>;
  event: MessageEvent;
  student_id: number | null;
  contact_id: number | null;
  /** The address the message is for and its key counts by: a phone, else an e-mail. */
  recipient: string;
  phone: string | null;
  email: string | null;
  /** How it went out (알림톡, SMS, LMS, e-mail, webhook), or null until it is worked. */
  channel: string | null;
  /** The template it is sent with: the event's, whose registered provider template it names. */
  template: string;
  /** JSON object of the template's variables. */
  variables: string;
  /** The text as sent (or as it stood when skipped). */
  text: string | null;
  source_key: string;
  idempotency_key: string;
  urgent: Generated<number>;
  scheduled_at: string;
  status: OutboxStatus;
  reason: string | null;
  attempts: Generated<number>;
  next_attempt_at: string;
  /** A worker holds the row until then; past it, another may claim it again. */
  claimed_until: string | null;
  provider_id: string | null;
  /** Estimated cost in won. */
  cost: number | null;
  created_at: string;
  sent_at: string | null;
}

/** The owner's choice per event; an event without a row is on, with its default text. */
export interface MessageEventsTable {
  event: MessageEvent;
  enabled: number;
  text: string | null;
  updated_at: string;
  updated_by: string;
}

/** One row (id 1): the hour, Seoul, the day-before reminders go out. */
export interface MessageSettingsTable {
  id: number;
  reminder_hour: number;
  updated_at: string;
  updated_by: string;
}

/** A sender the owner set in the browser (docs/decisions/076); its credentials sealed. */
export interface MessageSendersTable {
  kind: 'smtp' | 'solapi' | 'webhook';
  /** JSON of what the page may show: the sender's address, number, host. */
  shown: string;
  /** JSON of the credentials, sealed (lib/secret-box.ts) for the kind's own purpose. */
  secret_sealed: string;
  secret_hint: string | null;
  updated_at: string;
  updated_by: string;
}

/** One row (id 1): raised by every change of the senders, read before each outbox run. */
export interface MessageSendersVersionTable {
  id: number;
  version: number;
}

export interface MessagesTables {
  message_senders: MessageSendersTable;
  message_senders_version: MessageSendersVersionTable;
  message_outbox: MessageOutboxTable;
  message_events: MessageEventsTable;
  message_settings: MessageSettingsTable;
}
