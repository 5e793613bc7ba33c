import { describe, expect, it } from 'vitest';
import { boardHoursLabel } from './board-hours.ts';
import {
  dailyLimitLabel,
  invalidRoomMessage,
  invalidTimeMessage,
  overLimitMessage,
  pastClosingMessage,
} from './board-texts.ts';
import { DEFAULT_BOARD } from './booking-rules.ts';
import { bookingMessages } from './messages/booking.ts';

const board = { openHour: 10, lastHour: 18, rooms: ['A홀', 'B홀', '드럼룸'], maxHoursPerName: 1 };

describe('the board texts', () => {
  it('say the booking hours from the first start to the last slot’s end', () => {
    expect(boardHoursLabel(DEFAULT_BOARD)).toBe('매일 09:00–22:00');
    expect(boardHoursLabel(board)).toBe('매일 10:00–19:00');
    expect(boardHoursLabel({ openHour: 0, lastHour: 23 })).toBe('매일 00:00–24:00');
  });

  it('are the fixed messages for the spec board', () => {
    expect(overLimitMessage(DEFAULT_BOARD)).toBe('2시간 이상 예약이 불가능합니다.');
    expect(pastClosingMessage(DEFAULT_BOARD)).toBe(bookingMessages['booking.past_closing']);
    expect(invalidRoomMessage(DEFAULT_BOARD)).toBe('1번 방부터 6번 방까지 중에서 선택해 주세요.');
    expect(invalidTimeMessage(DEFAULT_BOARD)).toBe(
      '오전 9시부터 오후 9시까지 중에서 시작 시간을 선택해 주세요.',
    );
    expect(dailyLimitLabel(DEFAULT_BOARD)).toBe('한 사람당 하루 2시간까지');
  });

  it('name the rooms a studio published before the Korean defaults, as it published them', () => {
    const published = { ...DEFAULT_BOARD, rooms: ['Room1', 'Room2', 'Room3', 'Room4', 'Room5', 'Room6'] };
    expect(invalidRoomMessage(published)).toBe('Room1부터 Room6까지 중에서 선택해 주세요.');
  });

  it('name the configured limit, hours and rooms', () => {
    expect(overLimitMessage(board)).toBe('한 사람당 하루 1시간까지만 예약할 수 있습니다.');
    expect(pastClosingMessage(board)).toBe(
      '오후 6시에는 1시간만 예약할 수 있습니다. 2시간 예약은 오후 5시까지 시작해 주세요.',
    );
    expect(invalidRoomMessage(board)).toBe('A홀부터 드럼룸까지 중에서 선택해 주세요.');
    expect(invalidTimeMessage(board)).toBe('오전 10시부터 오후 6시까지 중에서 시작 시간을 선택해 주세요.');
    expect(dailyLimitLabel(board)).toBe('한 사람당 하루 1시간까지');
  });

  it('fit a board of one room and one hour', () => {
    const tiny = { openHour: 20, lastHour: 20, rooms: ['연습실'], maxHoursPerName: 1 };
    expect(invalidRoomMessage(tiny)).toBe('연습실만 예약할 수 있습니다.');
    expect(invalidTimeMessage(tiny)).toBe('시작 시간은 오후 8시만 선택할 수 있습니다.');
    expect(pastClosingMessage(tiny)).toBe('오후 8시 한 시간만 열려 있어 1시간만 예약할 수 있습니다.');
  });
});
