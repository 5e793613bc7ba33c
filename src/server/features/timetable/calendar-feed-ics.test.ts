import { afterEach, describe, expect, it } from 'vitest';
import { type FeedOccurrence, feedEvent } from '#shared/calendar-feed-rules.ts';
import { events, parseIcs, prop } from '../../testing/ics.ts';
import { renderFeed, SEOUL_VTIMEZONE } from './calendar-feed-ics.ts';

const lesson = (overrides: Partial<FeedOccurrence>): FeedOccurrence => ({
  key: 's1@2026-12-03',
  date: '2026-12-03',
  time: 14,
  type: '1시간',
  kind: 'series',
  name: '김민지',
  status: null,
  closed: null,
  movedFrom: null,
  ...overrides,
});

const now = new Date('2026-11-25T04:00:00Z');
const zone = process.env.TZ;

afterEach(() => {
  if (zone === undefined) delete process.env.TZ;
  else process.env.TZ = zone;
});

describe('the feed as iCalendar', () => {
  it('writes a series week with a closure: the closed day cancelled and named, the others confirmed', () => {
    const week = [
      lesson({ key: 's1@2026-09-22', date: '2026-09-22' }),
      lesson({ key: 's1@2026-09-25', date: '2026-09-25', closed: '추석' }),
      lesson({ key: 's2@2026-09-26', date: '2026-09-26', time: 10, type: '1부', name: '박지훈' }),
    ];
    const text = renderFeed({
      name: '온음 아카데미 · 김선생 레슨',
      events: week.map((o) => feedEvent(o, 'studio.example')),
      now,
    });
    const calendar = parseIcs(text);
    expect(prop(calendar, 'VERSION')).toBe('2.0');
    expect(prop(calendar, 'X-WR-CALNAME')).toBe('온음 아카데미 · 김선생 레슨');
    const [first, closed, half] = events(calendar);
    expect(prop(first!, 'STATUS')).toBe('CONFIRMED');
    expect(prop(closed!, 'UID')).toBe('s1@2026-09-25@studio.example');
    expect(prop(closed!, 'STATUS')).toBe('CANCELLED');
    expect(prop(closed!, 'DESCRIPTION')).toContain('추석');
    expect(prop(half!, 'DTSTART')).toBe('20260926T100000');
    expect(prop(half!, 'DTEND')).toBe('20260926T103000');
  });

  it('writes a 2부 at 14:30 Seoul with the Asia/Seoul zone, whatever zone the server runs in', () => {
    for (const serverZone of ['UTC', 'America/New_York', 'Asia/Seoul', 'Pacific/Kiritimati']) {
      process.env.TZ = serverZone;
      const text = renderFeed({ name: '레슨', events: [feedEvent(lesson({ type: '2부' }), 'h')], now });
      const [event] = events(parseIcs(text));
      const start = event!.properties.get('DTSTART')![0]!;
      expect(start).toEqual({ value: '20261203T143000', params: { TZID: 'Asia/Seoul' } });
      expect(event!.properties.get('DTEND')![0]).toEqual({
        value: '20261203T150000',
        params: { TZID: 'Asia/Seoul' },
      });
      // RFC 5545: the stamp is in UTC.
      expect(prop(event!, 'DTSTAMP')).toBe('20261125T040000Z');
    }
  });

  it('carries the fixed +09:00 VTIMEZONE once, before the events', () => {
    const text = renderFeed({
      name: '레슨',
      events: [
        feedEvent(lesson({}), 'h'),
        feedEvent(lesson({ key: 's1@2026-12-10', date: '2026-12-10' }), 'h'),
      ],
      now,
    });
    const calendar = parseIcs(text);
    const zones = calendar.components.filter((component) => component.name === 'VTIMEZONE');
    expect(zones).toHaveLength(1);
    expect(prop(zones[0]!, 'TZID')).toBe('Asia/Seoul');
    expect(prop(zones[0]!.components[0]!, 'TZOFFSETTO')).toBe('+0900');
    expect(text.indexOf('BEGIN:VTIMEZONE')).toBeLessThan(text.indexOf('BEGIN:VEVENT'));
    expect(text).toContain(SEOUL_VTIMEZONE.split('\r\n')[0]);
  });

  it('cancels a recorded 사전취소 and names its status', () => {
    const text = renderFeed({ name: '레슨', events: [feedEvent(lesson({ status: '사전취소' }), 'h')], now });
    const [event] = events(parseIcs(text));
    expect(prop(event!, 'SUMMARY')).toBe('김민지 · 사전취소');
    expect(prop(event!, 'STATUS')).toBe('CANCELLED');
  });

  it('escapes text and folds long lines as RFC 5545 asks', () => {
    const name = '아주 긴 이름, 세미콜론; 그리고 역슬래시\\ 가 들어간 학생 이름입니다 정말로 깁니다';
    const text = renderFeed({ name: '레슨', events: [feedEvent(lesson({ name, kind: 'trial' }), 'h')], now });
    const [event] = events(parseIcs(text));
    expect(prop(event!, 'SUMMARY')).toBe(`${name} · 체험`);
  });

  it('puts every lesson at the studio when told where it is, and nowhere otherwise', () => {
    const at = renderFeed({
      name: '레슨',
      events: [feedEvent(lesson({}), 'h')],
      now,
      location: '온음, 서울 마포구 1',
    });
    expect(prop(events(parseIcs(at))[0]!, 'LOCATION')).toBe('온음, 서울 마포구 1');
    const nowhere = renderFeed({ name: '레슨', events: [feedEvent(lesson({}), 'h')], now });
    expect(prop(events(parseIcs(nowhere))[0]!, 'LOCATION')).toBeUndefined();
  });

  it('writes an empty calendar when there is no lesson', () => {
    const calendar = parseIcs(renderFeed({ name: '레슨', events: [], now }));
    expect(events(calendar)).toEqual([]);
  });
});
