/** Names are compared as people read them, and nothing unreadable gets stored. */
import { describe, expect, it } from 'vitest';
import { appForTests } from '../../testing/app-for-tests.ts';
import { board, book } from '../../testing/booking.ts';

const DATE = '2026-11-22';

describe('booking names', () => {
  const t = appForTests({ now: '2026-11-21T10:00:00+09:00' });

  it('counts look-alike spellings of one name against one 2-hour limit', async () => {
    const spellings = ['김민수', '김민수\u200B', '김민수'.normalize('NFD'), '\u2060김민수', ' 김\u00AD민수 '];
    const statuses: number[] = [];
    for (const [index, name] of spellings.entries()) {
      statuses.push(
        (await book(t.app, { date: DATE, room: index + 1, time: 10, name, type: '1시간' })).statusCode,
      );
    }
    expect(statuses).toEqual([201, 201, 409, 409, 409]);
    const names = (await board(t.app, DATE)).map((slot) => slot.name);
    expect(names).toEqual(['김민수', '김민수']);
  });

  it.each([
    [
      'a NUL',
      '김\u0000민수',
      'text_control',
      '보이지 않는 제어 문자는 입력할 수 없습니다. 내용을 다시 입력해 주세요.',
    ],
    [
      'an escape',
      '김\u001B[31m',
      'text_control',
      '보이지 않는 제어 문자는 입력할 수 없습니다. 내용을 다시 입력해 주세요.',
    ],
    [
      'a line break',
      '김\n민수',
      'text_control',
      '보이지 않는 제어 문자는 입력할 수 없습니다. 내용을 다시 입력해 주세요.',
    ],
    [
      'a right-to-left override',
      '\u202E수민김',
      'text_direction',
      '글자 방향을 바꾸는 특수 문자는 입력할 수 없습니다.',
    ],
  ])('refuses a name with %s with a Korean 400', async (_, name, code, message) => {
    const response = await book(t.app, { date: DATE, room: 6, time: 20, name, type: '1시간' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: { code, message } });
  });

  it('keeps the booking messages for a missing, blank or long name', async () => {
    const missing = await book(t.app, { date: DATE, room: 6, time: 20, type: '1시간' });
    expect(missing.json().error.code).toBe('booking.incomplete');
    const blank = await book(t.app, { date: DATE, room: 6, time: 20, name: ' \u200B ', type: '1시간' });
    expect(blank.json().error).toEqual({
      code: 'booking.incomplete',
      message: '예약정보를 모두 입력해 주세요.',
    });
    const long = await book(t.app, { date: DATE, room: 6, time: 20, name: '가'.repeat(21), type: '1시간' });
    expect(long.json().error.code).toBe('booking.name_too_long');
    expect(await board(t.app, DATE)).toHaveLength(2);
  });
});
