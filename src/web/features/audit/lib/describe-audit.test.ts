import { describe, expect, it } from 'vitest';
import { actionLabel, describeDetail } from './describe-audit.ts';

describe('audit entries in words', () => {
  it('names known actions in Korean and leaves unknown ones as they are', () => {
    expect(actionLabel('payment.refund')).toBe('환불');
    expect(actionLabel('timetable.create')).toBe('timetable.create');
    expect(actionLabel('account.password')).toBe('비밀번호 변경');
    expect(actionLabel('account.sessions_end')).toBe('다른 기기 로그아웃');
  });

  it('summarises the detail of each kind of change', () => {
    expect(describeDetail({ teacherId: 't1', pay: 250_000, lesson: 4, method: '카드' })).toBe(
      '250,000원 · 4회 · 카드',
    );
    expect(describeDetail({ teacherId: 't1', status: '출석', change: -1 })).toBe('출석 · 잔여 -1');
    expect(describeDetail({ status: '지각', lessonDay: '2026-11-21', change: 1 })).toBe(
      '지각 · 잔여 +1 · 2026-11-21',
    );
    expect(describeDetail({ refundOf: 3, refund: 166_666, lessons: 3 })).toBe('환불 166,666원 · 3회 차감');
    expect(
      describeDetail({
        before: { name: '하나', phone: '' },
        after: { name: '하나린', phone: '010-1111-2222' },
      }),
    ).toBe('하나 → 하나린 · 없음 → 010-1111-2222');
    expect(describeDetail({ endedSessions: 2 })).toBe('다른 기기 2곳 로그아웃');
    expect(describeDetail({})).toBe('');
  });

  it("names a studio-content section's publish and restore by the section's label", () => {
    expect(actionLabel('site.studio.publish')).toBe('학원 정보 게시');
    expect(actionLabel('site.studio.restore')).toBe('학원 정보 되돌림');
    expect(actionLabel('site.nothing.publish')).toBe('site.nothing.publish');
    expect(actionLabel('site.studio.delete')).toBe('site.studio.delete');
  });

  it('says which version a section published and each changed field before and after', () => {
    const labels = { phone: '전화번호', hours: '운영 시간', email: '이메일' };
    expect(
      describeDetail(
        {
          version: 3,
          changed: ['phone', 'hours', 'email'],
          before: { phone: '02-123-4567', hours: '평일 10시–22시\n주말 10시–18시', email: '' },
          after: { phone: '010-2222-3333', hours: '매일 10시–22시', email: 'a@b.kr' },
        },
        labels,
      ),
    ).toBe(
      '버전 3 · 전화번호: 02-123-4567 → 010-2222-3333 · 운영 시간: 평일 10시–22시 / 주말 10시–18시 → 매일 10시–22시 · 이메일: 없음 → a@b.kr',
    );
    expect(
      describeDetail(
        { version: 4, restoredFrom: 2, changed: ['phone'], before: { phone: 'B' }, after: { phone: 'A' } },
        labels,
      ),
    ).toBe('버전 4 (버전 2의 내용) · 전화번호: B → A');
    // Other entries with a number named `version` are not taken for a section's.
    expect(describeDetail({ version: 9 })).toBe('');
  });
});
