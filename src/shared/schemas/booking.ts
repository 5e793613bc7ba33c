/**
 * Requests and responses of the practice-room board (spec §7 paths and field names).
 * Error messages are codes from shared/messages/booking.ts: the server answers with the
 * first one, so a missing field reads "예약정보를 모두 입력해 주세요." as the spec asks.
 */
import { z } from 'zod';
import { DURATIONS, isPin, NAME_MAX_LENGTH, PIN_LENGTH } from '../booking-rules.ts';
import { isCalendarDate } from '../time.ts';
import { nameField } from './text.ts';

/** "Missing" is the spec's incomplete-booking message; a present but wrong value has its own. */
function missingOr(code: string) {
  return (issue: { input?: unknown }) =>
    issue.input === undefined || issue.input === null ? 'booking.incomplete' : code;
}

const calendarDate = z
  .string({ error: 'booking.invalid_date' })
  .refine(isCalendarDate, { error: 'booking.invalid_date' })
  .meta({ description: '날짜 (YYYY-MM-DD, 한국 시간). 없으면 오늘', example: '2026-11-21' });

// Which rooms and hours exist is the owner's (the board's settings): the route checks them
// against the published board (whole numbers only), so its answer can name them.
const room = z
  .number({ error: missingOr('booking.invalid_room') })
  .meta({ description: '방 번호 (1부터 연습실 수까지; 기본 1–6, 1번 방–6번 방)' });

const time = z
  .number({ error: missingOr('booking.invalid_time') })
  .meta({ description: '시작 시각 (연습실 예약 설정의 시간 안에서; 기본 9–21시)' });

const duration = z.enum(DURATIONS, { error: missingOr('booking.invalid_duration') });

// The shared name rules: one NFC spelling without invisible characters, so that look-alike
// spellings of one name share the daily limit.
const name = nameField({
  required: 'booking.incomplete',
  tooLong: 'booking.name_too_long',
  max: NAME_MAX_LENGTH,
}).meta({
  description: '예약자 이름 (NFC, 보이지 않는 문자 제거, 앞뒤 공백 제거, 연속 공백은 하나로; 20자까지)',
});

/**
 * The PIN a new booking is made with. Missing or empty is the spec's incomplete booking; any
 * other string that is not exactly 4 ASCII digits has its own message.
 */
const newPin = z
  .string({ error: missingOr('booking.invalid_pin') })
  .refine((value) => value !== '', { error: 'booking.incomplete', abort: true })
  .refine(isPin, { error: 'booking.invalid_pin' })
  .meta({
    description: `삭제할 때 쓸 비밀번호: 숫자 ${PIN_LENGTH}자리. 해시로만 저장되며 어떤 응답에도 나오지 않음. 2시간 예약은 두 시간에 같은 비밀번호`,
    example: '4821',
  });

/**
 * The PIN a deletion is asked with. Any string: one that is not the booking's PIN — malformed
 * ones included — is refused as a wrong PIN (403) and counted against the address's limit.
 */
const givenPin = z
  .string({ error: 'booking.invalid_pin' })
  .nullish()
  .meta({ description: '예약할 때 정한 비밀번호 (원장·강사로 로그인했으면 필요 없음)', example: '4821' });

/** A booked slot as the board shows it: never its PIN or the PIN's hash. */
export const booking = z.object({
  date: z.string(),
  room: z.number().int(),
  time: z.number().int(),
  name: z.string(),
  type: z.enum(DURATIONS),
});
export type Booking = z.infer<typeof booking>;

export const deletionLogEntry = z.object({
  date: z.string(),
  room: z.number().int(),
  time: z.number().int(),
  name: z.string(),
  /** The instant of deletion, ISO-8601 UTC; shown in ko-KR, Asia/Seoul. */
  deleteTime: z.string(),
});
export type DeletionLogEntry = z.infer<typeof deletionLogEntry>;

export const listBookingsQuery = z.object({ date: calendarDate.optional() });
export const listBookingsResponse = z.array(booking);

export const createBookingRequest = z.object({
  date: calendarDate.optional(),
  room,
  time,
  name,
  type: duration,
  pin: newPin,
});
export type CreateBookingRequest = z.input<typeof createBookingRequest>;
/** Every slot the booking took (two for a 2-hour booking). */
export const createBookingResponse = z.array(booking);

export const deleteBookingRequest = z.object({ date: calendarDate.optional(), room, time, pin: givenPin });
export type DeleteBookingRequest = z.input<typeof deleteBookingRequest>;
/** The log entry written for the removed slot. */
export const deleteBookingResponse = deletionLogEntry;

export const listLogsQuery = z.object({
  date: calendarDate.optional(),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export const listLogsResponse = z.array(deletionLogEntry);

export const bookingEventsQuery = z.object({ date: calendarDate.optional() });
/** What a live board hears: the date whose bookings or log changed. */
export interface BookingChange {
  date: string;
}

/** Where the QR poster sends people: the public address of /book, or null when not configured. */
export const bookingPosterResponse = z.object({ boardUrl: z.string().nullable() });
export type BookingPosterResponse = z.infer<typeof bookingPosterResponse>;
