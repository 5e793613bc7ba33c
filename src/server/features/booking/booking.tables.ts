import type { Generated } from 'kysely';
import type { Duration } from '#shared/booking-rules.ts';

/** One booked hourly slot; a 2-hour booking is two rows with type '2시간'. */
export interface BookingsTable {
  /** Seoul calendar date, YYYY-MM-DD. */
  date: string;
  room: number;
  /** Start hour of the slot, 9–21. */
  time: number;
  /** Normalised: trimmed, inner whitespace collapsed. */
  name: string;
  type: Duration;
  created_at: string;
  /**
   * The keyed hash of the booking's 4-digit PIN (`$hmac-sha256$…`; `$argon2id$…` for bookings
   * made before decision 063), the same on both hours of a 2-hour booking;
   * null for bookings made before PINs (only staff delete those). Never leaves the server.
   */
  pin_hash: string | null;
}

/** Written by the server in the same transaction that removes a slot. */
export interface BookingDeletionsTable {
  id: Generated<number>;
  date: string;
  room: number;
  time: number;
  name: string;
  deleted_at: string;
}

/** The PIN key on PostgreSQL without APP_SECRET (booking-pin-key.ts): one row, id 1. */
export interface BookingPinKeyTable {
  id: number;
  /** 32 random bytes, hex. */
  key: string;
}

export interface BookingTables {
  bookings: BookingsTable;
  booking_deletions: BookingDeletionsTable;
  booking_pin_key: BookingPinKeyTable;
}
