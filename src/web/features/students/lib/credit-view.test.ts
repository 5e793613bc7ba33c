/** The words of credits and packages, and the checks of the days typed before anything is sent. */
import { describe, expect, it } from 'vitest';
import type { LessonPackage } from '#shared/schemas/calendar.ts';
import {
  byUrgency,
  canExtend,
  canLapse,
  creditReasonLabels,
  creditStateLabels,
  DEFAULT_EXTEND_DAYS,
  expiringLine,
  ownerOnlyNote,
  packageStateLabel,
  parseExtendDays,
  parseValidDays,
  usableCredits,
  validityText,
} from './credit-view.ts';

const today = '2026-11-25';

describe('credits', () => {
  it('counts only the valid ones as usable', () => {
    expect(usableCredits([])).toBe(0);
    expect(
      usableCredits([
        { state: 'valid' },
        { state: 'used' },
        { state: 'expired' },
        { state: 'revoked' },
        { state: 'valid' },
      ]),
    ).toBe(2);
  });

  it('names every state and reason in Korean', () => {
    expect(creditStateLabels).toEqual({
      valid: '사용 가능',
      used: '사용함',
      expired: '만료',
      revoked: '취소됨',
    });
    expect(creditReasonLabels).toEqual({ 사전취소: '사전취소 (학생 사정)', 강사사정: '강사사정' });
  });
});

describe('a package’s validity', () => {
  it('says the last day and the days left or past', () => {
    expect(validityText(null, today)).toBe('기간 없음');
    expect(validityText(undefined, today)).toBe('기간 없음');
    expect(validityText('', today)).toBe('기간 없음');
    expect(validityText('2026-11-28', today)).toBe('11월 28일 (토)까지 (3일 남음)');
    expect(validityText('2026-11-26', today)).toBe('11월 26일 (목)까지 (1일 남음)');
    expect(validityText(today, today)).toBe('11월 25일 (수)까지 (오늘까지)');
    expect(validityText('2026-11-24', today)).toBe('11월 24일 (화)까지 (1일 지남)');
    expect(validityText('2026-11-20', today)).toBe('11월 20일 (금)까지 (5일 지남)');
  });

  it('tags only what needs the teacher’s eye', () => {
    expect(packageStateLabel({ state: 'ok', unused: 3 })).toBeNull();
    expect(packageStateLabel({ state: 'expiring', unused: 3 })).toBe('곧 만료');
    expect(packageStateLabel({ state: 'expired', unused: 3 })).toBe('기간 지남');
  });

  it('lets only the owner extend a package running out or run out, and lapse only a run-out one', () => {
    expect(canExtend({ state: 'expired', unused: 2 }, 'owner')).toBe(true);
    expect(canExtend({ state: 'expiring', unused: 1 }, 'owner')).toBe(true);
    expect(canExtend({ state: 'expiring', unused: 0 }, 'owner')).toBe(false);
    expect(canExtend({ state: 'ok', unused: 2 }, 'owner')).toBe(false);
    expect(canExtend({ state: 'expired', unused: 2 }, 'teacher')).toBe(false);
    expect(canLapse({ state: 'expired', unused: 2 }, 'owner')).toBe(true);
    expect(canLapse({ state: 'expired', unused: 1 }, 'owner')).toBe(true);
    expect(canLapse({ state: 'expired', unused: 0 }, 'owner')).toBe(false);
    expect(canLapse({ state: 'expiring', unused: 2 }, 'owner')).toBe(false);
    expect(canLapse({ state: 'ok', unused: 2 }, 'owner')).toBe(false);
    expect(canLapse({ state: 'expired', unused: 2 }, 'teacher')).toBe(false);
    expect(canLapse({ state: 'expired', unused: 2 }, undefined)).toBe(false);
  });

  it('tells a teacher who decides instead', () => {
    expect(ownerOnlyNote({ state: 'expired', unused: 2 })).toBe('기간 연장과 소멸 처리는 원장이 합니다.');
    expect(ownerOnlyNote({ state: 'expiring', unused: 1 })).toBe('기간 연장은 원장이 합니다.');
    expect(ownerOnlyNote({ state: 'ok', unused: 2 })).toBeNull();
    expect(ownerOnlyNote({ state: 'expired', unused: 0 })).toBeNull();
  });
});

describe('the expiring notice', () => {
  const item = (state: LessonPackage['state'], expiresOn: string | null) => ({
    name: '김민지',
    state,
    unused: 3,
    expiresOn,
  });

  it('says what expires when, or what has expired', () => {
    expect(expiringLine(item('expiring', '2026-11-28'), today)).toBe(
      '김민지: 남은 레슨 3회의 유효기간이 3일 뒤(2026-11-28) 끝납니다.',
    );
    expect(expiringLine(item('expiring', today), today)).toBe(
      '김민지: 남은 레슨 3회의 유효기간이 오늘 끝납니다.',
    );
    expect(expiringLine(item('expiring', null), today)).toBe(
      '김민지: 남은 레슨 3회의 유효기간이 곧 끝납니다.',
    );
    expect(expiringLine(item('expiring', '2026-11-26'), today)).toBe(
      '김민지: 남은 레슨 3회의 유효기간이 1일 뒤(2026-11-26) 끝납니다.',
    );
    expect(expiringLine(item('expired', '2026-11-20'), today)).toBe(
      '김민지: 남은 레슨 3회의 유효기간이 2026-11-20에 지났습니다.',
    );
    expect(expiringLine(item('expired', null), today)).toBe('김민지: 남은 레슨 3회의 유효기간이 지났습니다.');
  });

  it('puts the expired first, then the nearest last day', () => {
    const items = [
      { id: 1, state: 'expiring' as const, expiresOn: '2026-11-30' },
      { id: 2, state: 'expired' as const, expiresOn: '2026-11-20' },
      { id: 3, state: 'expiring' as const, expiresOn: '2026-11-26' },
      { id: 4, state: 'expired' as const, expiresOn: '2026-11-10' },
      { id: 5, state: 'expiring' as const, expiresOn: null },
    ];
    expect(byUrgency(items).map((each) => each.id)).toEqual([4, 2, 5, 3, 1]);
    expect(items.map((each) => each.id)).toEqual([1, 2, 3, 4, 5]);
  });
});

describe('days typed', () => {
  it('extends by 1–365 whole days, 7 to start with', () => {
    expect(DEFAULT_EXTEND_DAYS).toBe(7);
    expect(parseExtendDays('7')).toEqual({ days: 7 });
    expect(parseExtendDays(' 1 ')).toEqual({ days: 1 });
    expect(parseExtendDays('365')).toEqual({ days: 365 });
    const refusal = { error: '연장할 날수를 1일부터 365일 사이로 입력해 주세요.' };
    for (const text of ['0', '366', '', ' ', '1.5', '-3', 'abc', '12345', '1e2']) {
      expect(parseExtendDays(text), text).toEqual(refusal);
    }
  });

  it('takes a payment’s validity of 0–730 days', () => {
    expect(parseValidDays('0')).toEqual({ days: 0 });
    expect(parseValidDays('730')).toEqual({ days: 730 });
    expect(parseValidDays('30')).toEqual({ days: 30 });
    const refusal = { error: '결제 레슨의 유효 기간은 0일(없음)에서 730일 사이의 정수로 입력해 주세요.' };
    for (const text of ['731', '-1', '', '2.5', 'x7', '7x']) {
      expect(parseValidDays(text), text).toEqual(refusal);
    }
  });
});
