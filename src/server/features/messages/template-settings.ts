/**
 * The owner's choices per event (on or off, the text) over the defaults of
 * src/shared/message-events.ts: an event without a row is on (unless it is off by default),
 * with its default text.
 */
import {
  enabledByDefault,
  MESSAGE_EVENTS,
  type MessageEvent,
  messageEvents,
} from '#shared/message-events.ts';
import type { Db } from '../../db/database.ts';

export interface EventSetting {
  event: MessageEvent;
  enabled: boolean;
  text: string;
  /** Whether the text is the owner's own rather than the default. */
  customised: boolean;
}

/** The owner's own texts by event (events left at the default are absent). */
export async function eventTexts(db: Db): Promise<Map<string, string>> {
  const rows = await db
    .selectFrom('message_events')
    .select(['event', 'text'])
    .where('text', 'is not', null)
    .execute();
  return new Map(rows.map((row) => [row.event, row.text as string]));
}

export async function listEventSettings(db: Db): Promise<EventSetting[]> {
  const rows = await db.selectFrom('message_events').selectAll().execute();
  const stored = new Map(rows.map((row) => [row.event, row]));
  return MESSAGE_EVENTS.map((event) => {
    const row = stored.get(event);
    return {
      event,
      enabled: row ? Number(row.enabled) === 1 : enabledByDefault(event),
      text: row?.text ?? messageEvents[event].defaultText,
      customised: row?.text != null,
    };
  });
}
