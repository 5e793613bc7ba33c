import { describe, expect, it } from 'vitest';
import type { Booking } from '#shared/schemas/booking.ts';
import { hourRange, otherHalf } from './booking-span.ts';

const slot = (room: number, time: number, name: string, type: Booking['type']): Booking => ({
  date: '2026-11-21',
  room,
  time,
  name,
  type,
});

describe('hourRange', () => {
  it('names the hour within one half of the day, and across noon', () => {
    expect(hourRange(14)).toBe('오후 2시–3시');
    expect(hourRange(9, 2)).toBe('오전 9시–11시');
    expect(hourRange(11)).toBe('오전 11시–오후 12시');
  });
});

describe('otherHalf', () => {
  const board = [
    slot(2, 14, '김민수', '2시간'),
    slot(2, 15, '김민수', '2시간'),
    slot(2, 16, '이서연', '2시간'),
    slot(3, 13, '김민수', '1시간'),
  ];

  it('finds the neighbouring hour of the same 2-hour booking, either way', () => {
    expect(otherHalf(board[0]!, board)).toEqual(board[1]);
    expect(otherHalf(board[1]!, board)).toEqual(board[0]);
  });

  it('finds nothing for a 1-hour booking or a neighbour of another name', () => {
    expect(otherHalf(board[3]!, board)).toBeUndefined();
    expect(otherHalf(board[2]!, board)).toBeUndefined();
  });
});
