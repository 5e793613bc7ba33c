/**
 * Every kind of change the server writes to the audit log (DESIGN §4), and what the owner reads
 * for it. `recordAudit` takes its `action` from the keys of this list, so a new kind of change
 * cannot be written without its Korean label: the type asks for it here, and a unit test
 * (src/server/features/audit/audit-actions.test.ts) walks the server's source for every action
 * it writes. Entries once written stay in the log, so an action no code writes any more keeps
 * its label.
 */
import { type SiteSectionKey, siteSectionSchemas } from './schemas/site-content.ts';

export const auditActionLabels = {
  'student.create': '학생 등록',
  'student.update': '학생 정보 수정',
  'student.archive': '학생 삭제',
  'student.restore': '학생 복원',
  'student.import': '학생 가져오기',
  'contact.create': '연락처 등록',
  'contact.update': '연락처 수정',
  'contact.delete': '연락처 삭제',
  'lesson.create': '레슨 기록',
  'lesson.cancel': '레슨 기록 되돌림',
  'lesson.correct': '레슨 기록 수정',
  'lesson.delete': '레슨 기록 삭제',
  'payment.create': '결제',
  'payment.refund': '환불',
  'payment.void': '결제 취소',
  'invoice.create': '청구서 발행',
  'invoice.batch': '이달 청구서 일괄 발행',
  'invoice.cancel': '청구서 취소',
  'invoice.settings': '결제 설정 변경',
  'cash_receipt.ask': '현금영수증 요청',
  'cash_receipt.issue': '현금영수증 발급 처리',
  'cash_receipt.cancel': '현금영수증 취소 처리',
  'cash_receipt.number': '현금영수증 번호 변경',
  'timetable.lesson.create': '시간표 레슨 추가',
  'timetable.lesson.delete': '시간표 레슨 삭제',
  'timetable.memo.create': '시간표 메모 추가',
  'timetable.memo.delete': '시간표 메모 삭제',
  'calendar.series.change': '반복 수업 변경',
  'calendar.series.end': '반복 수업 종료',
  'calendar.series.delete': '반복 수업 삭제',
  'calendar.one_off.create': '보강·체험·이동 수업 추가',
  'calendar.one_off.change': '보강·체험·이동 수업 옮김',
  'calendar.one_off.delete': '보강·체험·이동 수업 삭제',
  'calendar.feed.reset': '캘린더 구독 주소 새로 발급',
  'package.extend': '레슨 유효기간 연장',
  'package.lapse': '기간 지난 레슨 소멸',
  'booking.delete': '연습실 예약 삭제',
  'product.create': '상품 등록',
  'product.update': '상품 수정',
  'product.delete': '상품 삭제',
  'order.status': '주문 상태 변경',
  'enquiry.status': '상담 신청 상태 변경',
  'enquiry.register': '상담 신청 → 학생 등록',
  'closure.create': '휴원일 추가',
  'closure.delete': '휴원일 삭제',
  'holiday.open': '공휴일에 수업함',
  'holiday.close': '공휴일 수업 취소 (다시 쉼)',
  'account.approve': '계정 승인',
  'account.remove': '계정 삭제',
  'account.password': '비밀번호 변경',
  'account.sessions_end': '다른 기기 로그아웃',
  'account.reset_issue': '비밀번호 재설정 링크 발급',
  'account.password_reset': '비밀번호 재설정',
  'backup.download': '백업 내려받기',
  'backup.target': '외부 저장소 설정',
  'backup.run': '지금 백업',
  'backup.drill': '복원 훈련',
  'data.export': '전체 데이터 내보내기',
  'payroll.rule': '강사 정산 규칙 변경',
  'message.setting': '알림 설정',
  'message.sender': '알림 발송 설정',
  'payroll.confirm': '강사 정산 확정',
  'family.link_issue': '가족 링크 만들기',
  'family.session_end': '가족 연결 해제',
  'family.absence': '가족 결석 신청',
  'family.absence_decide': '가족 결석 신청 처리',
  'setup.complete': '처음 설정 (원장 계정과 학원 정보)',
  'system.update': '업데이트 시작',
  'hours.studio': '학원 운영 시간 변경',
  'hours.teacher': '선생님 수업 시간 변경',
};

export type FixedAuditAction = keyof typeof auditActionLabels;

/** A section of the studio's content published or restored: `site.studio.publish`. */
export type SiteAuditAction = `site.${string}.${'publish' | 'restore'}`;

export type AuditAction = FixedAuditAction | SiteAuditAction;

export function isFixedAuditAction(action: string): action is FixedAuditAction {
  return Object.hasOwn(auditActionLabels, action);
}

/** `site.studio.publish` → its section's key and what was done, for any section of the studio's content. */
export function siteAuditAction(action: string): { key: SiteSectionKey; restore: boolean } | null {
  const match = /^site\.([A-Za-z]+)\.(publish|restore)$/.exec(action);
  if (!match || !Object.hasOwn(siteSectionSchemas, match[1]!)) return null;
  return { key: match[1] as SiteSectionKey, restore: match[2] === 'restore' };
}

/**
 * The action in the owner's words. An action this code does not know (none should reach the
 * log: see above) is said as a change, with its code for whoever looks into it.
 */
export function auditActionLabel(action: string): string {
  if (isFixedAuditAction(action)) return auditActionLabels[action];
  const site = siteAuditAction(action);
  if (site) return `${siteSectionSchemas[site.key].label} ${site.restore ? '되돌림' : '게시'}`;
  return `기타 변경 (${action})`;
}
