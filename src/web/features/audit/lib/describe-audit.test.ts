import { describe, expect, it } from 'vitest';
import { auditActionLabel } from '#shared/audit-actions.ts';
import type { AuditEntry } from '#shared/schemas/audit.ts';
import { actorIdShown, type DetailContext, describeTarget, detailParts } from './describe-audit.ts';

/** The particulars in one line, as the audit page shows an entry of one line. */
const describeDetail = (detail: Record<string, unknown>, context?: DetailContext) =>
  detailParts(detail, context).join(' · ');

const entry = (action: string, target: string, detail: Record<string, unknown> = {}) => ({
  action,
  target,
  detail,
  actorId: 'owner',
  actorName: '원장',
});

/** What the page shows in the 대상 and 내용 columns. */
const columns = (item: Pick<AuditEntry, 'action' | 'target' | 'detail' | 'actorId' | 'actorName'>) => {
  const target = describeTarget(item);
  return [target, describeDetail(item.detail, { action: item.action, target })];
};

describe('audit entries in words', () => {
  it('names every action in Korean, the ones added this week too', () => {
    const labels = {
      'payment.refund': '환불',
      'product.create': '상품 등록',
      'timetable.lesson.create': '시간표 레슨 추가',
      'student.create': '학생 등록',
      'lesson.create': '레슨 기록',
      'lesson.correct': '레슨 기록 수정',
      'lesson.delete': '레슨 기록 삭제',
      'payment.void': '결제 취소',
      'booking.delete': '연습실 예약 삭제',
      'account.password_reset': '비밀번호 재설정',
      'enquiry.status': '상담 신청 상태 변경',
      'account.sessions_end': '다른 기기 로그아웃',
    };
    for (const [action, label] of Object.entries(labels))
      expect(auditActionLabel(action), action).toBe(label);
  });

  it('names what was changed by its name, older entries with `product:3` too', () => {
    expect(columns(entry('product.create', '리드 세트', { name: '리드 세트', price: 25_000 }))).toEqual([
      '리드 세트',
      '25,000원',
    ]);
    expect(columns(entry('product.update', 'product:3', { name: '리드 세트', price: 25_000 }))).toEqual([
      '리드 세트',
      '25,000원',
    ]);
    expect(describeTarget(entry('product.delete', 'product:7'))).toBe('상품 7번');
    expect(
      columns(entry('order.status', 'order:4', { from: '접수', to: '확인', productName: '리드' })),
    ).toEqual(['리드 주문', '접수 → 확인']);
    expect(
      columns(
        entry('enquiry.status', 'enquiry:2', {
          before: { status: '접수' },
          after: { status: '연락함' },
          name: '한지민',
        }),
      ),
    ).toEqual(['한지민님 상담 신청', '상태: 접수 → 연락함']);
  });

  it("says a student's remaining lessons as such, and a payment's lessons as its own", () => {
    expect(columns(entry('student.create', '하나', { teacherId: 't1', phone: '', lesson: 0 }))).toEqual([
      '하나',
      '남은 레슨 0회',
    ]);
    expect(columns(entry('student.archive', '하나', { teacherId: 't1', lesson: 2 }))[1]).toBe(
      '남은 레슨 2회',
    );
    expect(columns(entry('payment.create', '하나', { pay: 100_000, lesson: 4, method: '현금' }))[1]).toBe(
      '100,000원 · 4회 · 현금',
    );
    const profile = {
      lesson: 4,
      instrument: '알토 색소폰',
      level: '초급',
      fee: '200000원 / 4회',
      memo: '12자',
    };
    expect(columns(entry('student.create', '두리', profile))[1]).toBe(
      '남은 레슨 4회 · 악기 알토 색소폰 · 수준 초급 · 수강료 200000원 / 4회',
    );
    expect(
      describeDetail({
        before: { name: '두리', phone: '', instrument: null, memo: null },
        after: { name: '두리', phone: '', instrument: '보컬', memo: '30자' },
      }),
    ).toBe('악기: 없음 → 보컬 · 메모: 없음 → 30자');
  });

  it('names an account by its name beside its id', () => {
    expect(columns(entry('account.remove', 'kim', { name: '김선생', role: 'teacher' }))).toEqual([
      '김선생 (kim)',
      '선생님',
    ]);
    expect(columns(entry('account.approve', 'lee', { name: '이선생' }))).toEqual(['이선생 (lee)', '']);
    // Their own account: the actor's name.
    expect(describeTarget(entry('account.password', 'owner', { endedSessions: 1 }))).toBe('원장 (owner)');
    // An entry that kept no name shows the id it has.
    expect(describeTarget(entry('account.reset_issue', 'park'))).toBe('park');
  });

  it('summarises the detail of each kind of change', () => {
    expect(describeDetail({ teacherId: 't1', pay: 250_000, lesson: 4, method: '카드', balance: 6 })).toBe(
      '250,000원 · 4회 · 카드 · 남은 레슨 6회',
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
    ).toBe('이름: 하나 → 하나린 · 전화번호: 없음 → 010-1111-2222');
    expect(describeDetail({ endedSessions: 2 })).toBe('다른 기기 2곳 로그아웃');
    expect(describeDetail({})).toBe('');
  });

  it('says what a correction, a deletion and a void changed, never true or false', () => {
    const correction = {
      teacherId: 't1',
      lessonDay: '2026-11-20',
      recordedAt: '2026-11-20T05:00:00Z',
      balance: { before: 3, after: 4 },
      lessonId: 9,
      before: { status: '출석' },
      after: { status: '사전취소' },
      change: 1,
      reason: '미리 연락 받음',
    };
    expect(describeDetail(correction)).toBe(
      '잔여 +1 · 2026-11-20 · 상태: 출석 → 사전취소 · 남은 레슨 3 → 4회 · 사유: 미리 연락 받음',
    );
    expect(
      describeDetail({
        ...correction,
        before: { status: '출석' },
        after: { deleted: true },
        reason: undefined,
      }),
    ).toBe('잔여 +1 · 2026-11-20 · 지운 기록: 출석 · 남은 레슨 3 → 4회');
    expect(
      describeDetail({
        teacherId: 't1',
        paymentId: 5,
        payDay: '2026-11-19',
        pay: 200_000,
        lesson: 4,
        reason: '두 번 입력',
        before: { voided: false, lesson: 4 },
        after: { voided: true, lesson: 0 },
      }),
    ).toBe('200,000원 · 4회 · 결제일 2026-11-19 · 남은 레슨: 4 → 0 · 사유: 두 번 입력');
  });

  it("says a booking's and a timetable lesson's day, room and hour", () => {
    expect(describeDetail({ date: '2026-11-21', room: 2, roomName: '2번 방', time: 14, type: '1시간' })).toBe(
      '2026-11-21 · 2번 방 · 14시 · 1시간',
    );
    expect(describeDetail({ teacherId: 't1', day: '월', time: 15, type: '1부', studentId: 3 })).toBe(
      '월요일 · 15시 · 1부',
    );
  });

  it("names a studio-content section's publish and restore by the section's label", () => {
    expect(auditActionLabel('site.studio.publish')).toBe('학원 정보 게시');
    expect(auditActionLabel('site.studio.restore')).toBe('학원 정보 되돌림');
    expect(auditActionLabel('site.studio.delete')).toBe('기타 변경 (site.studio.delete)');
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
        { fieldLabels: labels },
      ),
    ).toBe(
      '버전 3 · 전화번호: 02-123-4567 → 010-2222-3333 · 운영 시간: 평일 10시–22시 / 주말 10시–18시 → 매일 10시–22시 · 이메일: 없음 → a@b.kr',
    );
    expect(
      describeDetail(
        { version: 4, restoredFrom: 2, changed: ['phone'], before: { phone: 'B' }, after: { phone: 'A' } },
        { fieldLabels: labels },
      ),
    ).toBe('버전 4 (버전 2의 내용) · 전화번호: B → A');
    // Other entries with a number named `version` are not taken for a section's.
    expect(describeDetail({ version: 9 })).toBe('');
  });

  it('says no developer word: the backup and export by what they are, a family without its sign-in number', () => {
    expect(describeTarget(entry('backup.download', 'backup'))).toBe('백업 파일');
    expect(describeTarget(entry('data.export', 'export'))).toBe('전체 데이터');
    expect(actorIdShown('family-2')).toBe(false);
    expect(actorIdShown('kim')).toBe(true);
  });
});
