/**
 * Writes a teacher's lessons as an iCalendar feed (RFC 5545) with ical-generator: one VEVENT
 * per lesson, its start and end in Asia/Seoul with the zone's own VTIMEZONE block.
 */
import { ICalCalendar, ICalEventStatus } from 'ical-generator';
import type { FeedEvent, WallClock } from '#shared/calendar-feed-rules.ts';

export const SEOUL_ZONE = 'Asia/Seoul';

/**
 * Korea has kept +09:00 all year since 1988, so the zone needs one STANDARD rule; written here
 * rather than taken from a zone database package the server would carry for this alone.
 */
export const SEOUL_VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  `TZID:${SEOUL_ZONE}`,
  `X-LIC-LOCATION:${SEOUL_ZONE}`,
  'BEGIN:STANDARD',
  'TZOFFSETFROM:+0900',
  'TZOFFSETTO:+0900',
  'TZNAME:KST',
  'DTSTART:19700101T000000',
  'END:STANDARD',
  'END:VTIMEZONE',
].join('\r\n');

/**
 * ical-generator writes a zoned time from a Date's local fields (its "the time is already in
 * that zone"), so the Date is built from the Seoul wall-clock fields in the server's own zone:
 * the same digits come out whatever zone the server runs in (lessons lie between 9 and 22 시,
 * far from any zone's daylight-saving switch).
 */
function wallClockDate(time: WallClock): Date {
  const [year, month, day] = time.date.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, day, time.hour, time.minute, 0, 0);
}

export interface FeedDocument {
  /** The calendar's name in the phone's list, e.g. "온음 아카데미 · 김선생 레슨". */
  name: string;
  events: readonly FeedEvent[];
  /** Where every lesson takes place: the studio's address, for the phone's map. */
  location?: string;
  /** When the feed was written (DTSTAMP, in UTC). */
  now: Date;
}

export function renderFeed(document: FeedDocument): string {
  const calendar = new ICalCalendar({
    prodId: { company: 'studio', product: 'lesson-feed', language: 'KO' },
    name: document.name,
    // Asks subscribing calendars to read again within the hour (most choose their own pace).
    ttl: 60 * 60,
  });
  // A zone without a name: the VTIMEZONE is written for the events' zone, while DTSTAMP stays
  // in UTC as RFC 5545 asks (a named calendar zone would write it as a local time).
  calendar.timezone({ name: null, generator: (zone) => (zone === SEOUL_ZONE ? SEOUL_VTIMEZONE : null) });
  calendar.x('X-WR-TIMEZONE', SEOUL_ZONE);
  for (const event of document.events) {
    calendar.createEvent({
      id: event.uid,
      start: wallClockDate(event.start),
      end: wallClockDate(event.end),
      timezone: SEOUL_ZONE,
      stamp: document.now,
      summary: event.summary,
      description: event.description,
      location: document.location ?? null,
      status: event.cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    });
  }
  // RFC 5545 ends every content line with CRLF, the last one too; the library leaves it off.
  const text = calendar.toString();
  return text.endsWith('\r\n') ? text : `${text}\r\n`;
}
