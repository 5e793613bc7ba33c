import { describe, expect, it } from 'vitest';
import { DEFAULT_BOARD } from '#shared/booking-rules.ts';
import type { Booking } from '#shared/schemas/booking.ts';
import { startStates } from './open-starts.ts';

const bookings: Booking[] = [
  { date: '2026-11-21', room: 2, time: 14, name: '김민수', type: '1시간' },
  { date: '2026-11-21', room: 3, time: 10, name: '이서연', type: '1시간' },
];
const base = { bookings, date: '2026-11-21', today: '2026-11-21', now: 10, board: DEFAULT_BOARD };

describe('startStates', () => {
  it('marks hours over, taken in the chosen room, and a 2-hour start that runs into a taken hour', () => {
    const oneHour = startStates({ ...base, room: 2, type: '1시간' });
    expect(oneHour.get(9)).toBe('over');
    expect(oneHour.get(10)).toBe('open');
    expect(oneHour.get(13)).toBe('open');
    expect(oneHour.get(14)).toBe('taken');
    expect(oneHour.get(21)).toBe('open');

    const twoHours = startStates({ ...base, room: 2, type: '2시간' });
    expect(twoHours.get(13)).toBe('taken');
    expect(twoHours.get(14)).toBe('taken');
    expect(twoHours.get(15)).toBe('open');
    expect(twoHours.get(21)).toBe('too_late');
  });

  it('leaves every future hour open until a room is chosen, and other rooms alone', () => {
    expect(startStates({ ...base, room: null, type: '1시간' }).get(14)).toBe('open');
    expect(startStates({ ...base, room: 4, type: '1시간' }).get(14)).toBe('open');
    expect(startStates({ ...base, room: 3, type: '1시간', date: '2026-11-22' }).get(9)).toBe('open');
  });

  it('offers the hours of the board the owner set', () => {
    const board = { openHour: 10, lastHour: 18, rooms: ['A홀', 'B홀', '드럼룸'], maxHoursPerName: 1 };
    const states = startStates({ ...base, board, room: 2, type: '2시간', date: '2026-11-22' });
    expect([...states.keys()]).toEqual([10, 11, 12, 13, 14, 15, 16, 17, 18]);
    expect(states.get(13)).toBe('taken');
    expect(states.get(17)).toBe('open');
    expect(states.get(18)).toBe('too_late');
  });
});
