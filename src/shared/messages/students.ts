/** Students, lessons, payments and refunds (spec §8 "student" messages, DESIGN §4). */
import { formatWon } from '../student-rules.ts';

export const studentsMessages = {
  'students.name_required': '학생 이름을 입력해 주세요.',
  'students.name_too_long': '학생 이름은 20자까지 입력할 수 있습니다.',
  'students.phone_format': '전화번호를 확인해 주세요. (예: 010-1234-5678)',
  'students.lesson_count': '레슨 횟수는 0회에서 100회 사이로 입력해 주세요.',
  'students.name_taken': '같은 이름의 학생이 이미 있습니다. 이름 뒤에 구분할 글자를 붙여 주세요.',
  'students.not_found': '학생을 찾을 수 없습니다.',
  'students.teacher_mismatch': '다른 선생님의 학생은 관리할 수 없습니다.',
  'students.no_lessons_left': '남은 레슨이 없습니다. 결제를 먼저 등록해 주세요.',
  'students.status_invalid': '레슨 상태를 목록에서 골라 주세요.',
  'students.nothing_to_cancel': '오늘 기록된 레슨이 없어 취소할 수 없습니다.',
  'students.teacher_not_found': '선생님 계정을 찾을 수 없습니다.',
  'students.busy': '다른 변경이 먼저 처리되었습니다. 화면을 새로 고친 뒤 다시 시도해 주세요.',
  'students.pay_invalid': '결제 금액은 1원 이상의 숫자로 입력해 주세요.',
  'students.pay_lessons_invalid': '결제 횟수는 1회에서 100회 사이로 입력해 주세요.',
  'students.method_invalid': '결제 수단은 카드, 계좌이체, 현금 중에서 골라 주세요.',
  'students.receipt_no_too_long': '현금영수증 번호는 30자까지 입력할 수 있습니다.',
  'students.payment_not_found': '결제 기록을 찾을 수 없습니다.',
  'students.nothing_to_refund': '환불할 결제가 없습니다.',
  'students.already_refunded': '이미 환불된 결제입니다.',
  'students.refund_zero': '총 교습시간의 1/2이 지나 환불 금액이 없습니다.',
  'students.date_invalid': '날짜를 YYYY-MM-DD 형식으로 입력해 주세요.',
} as const;

/** Spec §8: the toasts of successful actions, word for word where the spec gives them. */
export const studentsNotices = {
  created: (name: string) => `${name} 학생이 등록되었습니다.`,
  lessonRecorded: (name: string) => `${name}님 1회 레슨 완료, 감사합니다.`,
  lessonNoted: (name: string, status: string) => `${name}님 ${status} 기록되었습니다.`,
  cancelled: (name: string) => `${name}님의 오늘 레슨 기록을 취소했습니다.`,
  charged: (name: string, pay: number, lessons: number) =>
    `${name}님 ${formatWon(pay)} ${lessons}회 결제되었습니다.`,
  cashReceipt: '현금 10만원 이상 결제입니다. 현금영수증을 꼭 발급해 주세요.',
  refunded: (name: string, refund: number) => `${name}님 ${formatWon(refund)} 환불되었습니다.`,
  archived: (name: string) => `${name} 학생이 삭제되었습니다.`,
  updated: (name: string) => `${name} 학생 정보가 수정되었습니다.`,
} as const;
