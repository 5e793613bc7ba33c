/** Students, lessons, payments and refunds (spec §8 "student" messages, DESIGN §4). */
import type { LessonStatus } from '../student-rules.ts';
import { formatWon } from '../won.ts';

export const studentsMessages = {
  'students.name_required': '학생 이름을 입력해 주세요.',
  'students.name_too_long': '학생 이름은 20자까지 입력할 수 있습니다.',
  'students.phone_format': '전화번호를 확인해 주세요. (예: 010-1234-5678)',
  'students.lesson_count': '레슨 횟수는 0회에서 100회 사이로 입력해 주세요.',
  'students.name_taken': '같은 이름의 학생이 이미 있습니다. 이름 뒤에 구분할 글자를 붙여 주세요.',
  'students.not_found': '학생을 찾을 수 없습니다.',
  'students.not_archived': '이미 복원된 학생입니다. 학생 목록에서 찾아 주세요.',
  'students.no_lessons_left': '남은 레슨이 없습니다. 결제를 먼저 등록해 주세요.',
  'students.status_invalid': '레슨 상태를 목록에서 골라 주세요.',
  'students.nothing_to_cancel': '오늘 기록된 레슨이 없어 취소할 수 없습니다.',
  'students.teacher_not_found': '선생님 계정을 찾을 수 없습니다.',
  'students.busy': '다른 변경이 먼저 처리되었습니다. 화면을 새로 고친 뒤 다시 시도해 주세요.',
  'students.pay_invalid': '결제 금액은 1원 이상의 숫자로 입력해 주세요.',
  'students.pay_lessons_invalid': '결제 횟수는 1회에서 100회 사이로 입력해 주세요.',
  'students.valid_days_invalid': '유효 기간은 0일(없음)에서 730일 사이의 정수로 입력해 주세요.',
  'students.method_invalid': '결제 수단은 카드, 계좌이체, 현금 중에서 골라 주세요.',
  'students.receipt_no_too_long': '현금영수증 번호는 30자까지 입력할 수 있습니다.',
  'students.payment_not_found': '결제 기록을 찾을 수 없습니다.',
  'students.nothing_to_refund': '환불할 결제가 없습니다.',
  'students.already_refunded': '이미 환불된 결제입니다.',
  'students.refund_under_way':
    '이 결제는 토스페이먼츠에서 환불 중입니다. 잠시 뒤 화면을 새로 고쳐 결과를 확인해 주세요.',
  'students.cancel_not_found': '환불 중인 결제를 찾을 수 없습니다. 이미 끝났을 수 있습니다.',
  'students.provider_refused': '토스페이먼츠가 취소를 거절해 아무것도 기록하지 않았습니다.',
  'students.provider_unreachable':
    '토스페이먼츠의 답을 받지 못했습니다. 환불 중으로 두고 자동으로 다시 확인해 한 번만 기록합니다.',
  'students.refund_zero':
    '환불 금액이 0원입니다. 이 결제의 남은 레슨을 정리하려면 "남은 레슨도 정리"를 골라 주세요.',
  'students.refund_nothing': '환불 금액이 0원이고 이 결제의 남은 레슨도 없어 기록할 것이 없습니다.',
  'students.refund_amount_invalid': '환불 금액은 0원 이상의 숫자로 입력해 주세요.',
  'students.refund_over_paid': '환불 금액은 이 결제에 받은 금액보다 클 수 없습니다.',
  'students.refund_reason_required': '법정 환불액과 다른 금액을 환불하려면 사유를 입력해 주세요.',
  'students.date_invalid': '날짜를 YYYY-MM-DD 형식으로 입력해 주세요.',
  'students.pay_too_large': '금액이 너무 큽니다. 100,000,000원까지 입력할 수 있습니다.',
  'students.owed_limit_reached': '미수 레슨이 한도에 이르렀습니다. 결제를 먼저 등록해 주세요.',
  'students.lesson_day_too_old': '60일보다 지난 날짜의 레슨은 기록할 수 없습니다.',
  'students.lesson_day_future':
    '아직 오지 않은 날짜에는 출석·지각·당일취소를 기록할 수 없습니다. 미리 기록할 수 있는 것은 사전취소와 강사사정입니다.',
  'students.pay_day_too_old': '결제일은 60일 전까지만 고를 수 있습니다.',
  'students.pay_day_future': '결제일은 오늘이나 그 전 날짜로 골라 주세요.',
  'students.lesson_day_too_far': '사전취소와 강사사정은 60일 뒤까지만 미리 기록할 수 있습니다.',
  'students.lesson_not_found': '레슨 기록을 찾을 수 없습니다.',
  'students.lesson_too_old': '60일보다 지난 레슨 기록은 고치거나 지울 수 없습니다.',
  'students.status_unchanged': '이미 그 상태로 기록되어 있습니다.',
  'students.reason_too_long': '사유는 200자까지 입력할 수 있습니다.',
  'students.void_reason_required': '결제를 취소하는 사유를 입력해 주세요.',
  'students.void_not_payment': '환불 기록은 취소할 수 없습니다.',
  'students.already_voided': '이미 취소된 결제입니다.',
  'students.void_refunded': '환불된 결제는 취소할 수 없습니다.',
  'students.void_lessons_used':
    '이 결제의 레슨이 이미 쓰여 결제를 취소할 수 없습니다. 남은 레슨이 결제한 횟수보다 적으면 환불로 처리해 주세요.',
  'students.void_teacher_day': '선생님은 결제한 날에만 결제를 취소할 수 있습니다. 원장님께 요청해 주세요.',
  'students.void_owner_days': '30일이 지난 결제는 취소할 수 없습니다. 환불로 처리해 주세요.',
  'students.instrument_too_long': '악기는 30자까지 입력할 수 있습니다.',
  'students.level_too_long': '수준은 20자까지 입력할 수 있습니다.',
  'students.memo_too_long': '메모는 1,000자까지 입력할 수 있습니다.',
  'students.fee_invalid': '수강료는 금액과 레슨 횟수를 함께 입력해 주세요.',
  'students.fee_pay_invalid': '수강료는 1원 이상의 금액으로 입력해 주세요.',
  'students.fee_pay_too_large': '수강료가 너무 큽니다. 100,000,000원까지 입력할 수 있습니다.',
  'students.fee_lessons_invalid': '수강료의 레슨 횟수는 1회에서 100회 사이로 입력해 주세요.',
  'students.query_too_long': '검색어는 50자까지 입력할 수 있습니다.',
} as const;

/** The refusal of a charge at the owed limit, with the studio's number in it. */
export const owedLimitText = (limit: number) =>
  `미수 레슨이 ${limit}회에 이르러 더 기록할 수 없습니다. 결제를 먼저 등록해 주세요.`;

/** `2026-11-03` → `11월 3일`. */
const dayLabel = (day: string) => `${Number(day.slice(5, 7))}월 ${Number(day.slice(8, 10))}일`;

/** The particle (으)로 after a word: 출석으로, 당일취소로 (none after a vowel or ㄹ). */
function withRo(word: string): string {
  const code = word.charCodeAt(word.length - 1) - 0xac00;
  const final = code >= 0 && code < 11172 ? code % 28 : 0;
  return `${word}${final === 0 || final === 8 ? '로' : '으로'}`;
}

/** What the balance is after a change: lessons left, or lessons owed (미수). */
export function balanceText(balance: number): string {
  if (balance < 0) return `미수 ${-balance}회 (다음 결제에서 먼저 정산됩니다).`;
  return `남은 레슨 ${balance}회.`;
}

/** What each status did: 당일취소 is charged by the studio's rule, not a lesson given. */
const statusDone: Record<LessonStatus, string> = {
  출석: '출석을 기록했습니다. 1회 차감했습니다.',
  지각: '지각으로 기록했습니다. 1회 차감했습니다.',
  당일취소: '당일취소로 기록했습니다. 규정에 따라 1회 차감했습니다.',
  사전취소: '사전취소로 기록했습니다. 차감하지 않았습니다.',
  강사사정: '강사사정으로 기록했습니다. 차감하지 않았습니다.',
};

interface Where {
  /** The lesson's day. */
  day: string;
  today: string;
  /** The balance after the change. */
  balance: number;
  /** The make-up credit the record granted, if any. */
  credit?: '사전취소' | '강사사정' | null;
}

/** What a record did for make-ups: a credit, or why a 사전취소 earned none. */
function creditText(status: LessonStatus, credit: Where['credit']): string {
  if (credit) return ' 보강권 1장이 생겼으니 보강을 잡아 주세요.';
  return status === '사전취소'
    ? ' 알린 때가 늦었거나 이번 달 보강권을 이미 받아 보강권은 생기지 않았습니다.'
    : '';
}

/** A record on another day than today names its day. */
const onDay = ({ day, today }: Where) => (day === today ? '' : `${dayLabel(day)} `);

/** Spec §8: the toasts of successful actions, word for word where the spec gives them. */
export const studentsNotices = {
  cancelFinished: (name: string) => `${name} 학생의 환불을 토스페이먼츠에서 마치고 기록했습니다.`,
  created: (name: string) => `${name} 학생이 등록되었습니다.`,
  lessonRecorded: (name: string, status: LessonStatus, where: Where) =>
    `${name}님 ${onDay(where)}${statusDone[status]} ${balanceText(where.balance)}${creditText(status, where.credit)}`,
  lessonCorrected: (name: string, from: LessonStatus, to: LessonStatus, change: number, where: Where) =>
    `${name}님 ${dayLabel(where.day)} 레슨을 ${from}에서 ${withRo(to)} 고쳤습니다. ${
      change > 0
        ? '차감했던 1회를 돌려주었습니다.'
        : change < 0
          ? '1회 차감했습니다.'
          : '차감은 그대로입니다.'
    } ${balanceText(where.balance)}`,
  lessonDeleted: (name: string, status: LessonStatus, change: number, where: Where) =>
    `${name}님 ${dayLabel(where.day)} ${status} 기록을 지웠습니다. ${
      change > 0 ? '차감했던 1회를 돌려주었습니다. ' : ''
    }${balanceText(where.balance)}`,
  cancelled: (name: string) => `${name}님의 오늘 레슨 기록을 취소했습니다.`,
  charged: (name: string, pay: number, lessons: number, coversOwed: number, balance: number) =>
    `${name}님 ${formatWon(pay)} ${lessons}회 결제되었습니다.${
      coversOwed > 0 ? ` 미수 ${coversOwed}회를 먼저 채웠습니다. ${balanceText(balance)}` : ''
    }`,
  cashReceipt: '현금 10만원 이상 결제입니다. 현금영수증을 꼭 발급해 주세요.',
  refunded: (name: string, refund: number) => `${name}님 ${formatWon(refund)} 환불되었습니다.`,
  /** A refund that took no lessons away, or a 0원 one that only took them: said as it was. */
  refundedKeeping: (name: string, refund: number) =>
    `${name}님 ${formatWon(refund)} 환불되었습니다. 남은 레슨은 그대로 둡니다.`,
  lessonsCleared: (name: string, lessons: number) =>
    `${name}님 환불 금액 없이 이 결제의 남은 레슨 ${lessons}회를 정리했습니다.`,
  voided: (name: string, pay: number, lessons: number, balance: number) =>
    `${name}님 ${formatWon(pay)} ${lessons}회 결제를 취소했습니다. 레슨 ${lessons}회를 뺐습니다. ${balanceText(balance)}`,
  packageExtended: (name: string, expiresOn: string) =>
    `${name}님 결제 레슨의 유효기간을 ${expiresOn.slice(0, 4)}년 ${dayLabel(expiresOn)}까지로 늘렸습니다.`,
  packageLapsed: (name: string, lessons: number, balance: number) =>
    `${name}님 기간이 지난 레슨 ${lessons}회를 소멸 처리했습니다. ${balanceText(balance)}`,
  archived: (name: string) => `${name} 학생이 삭제되었습니다.`,
  restored: (name: string) => `${name} 학생을 복원했습니다. 레슨과 결제 기록도 그대로 있습니다.`,
  updated: (name: string) => `${name} 학생 정보가 수정되었습니다.`,
} as const;

/**
 * Toss's refusals of a cancel, in the words staff read (the money stayed where it was); any
 * other code is shown with the message Toss sent.
 */
const providerCancelTexts: Record<string, string> = {
  NOT_CANCELABLE_AMOUNT: '취소할 수 있는 금액보다 많습니다. 이미 일부가 취소되었는지 확인해 주세요.',
  ALREADY_CANCELED_PAYMENT: '이미 취소된 결제입니다.',
  NOT_CANCELABLE_PAYMENT: '취소할 수 없는 결제입니다. 토스페이먼츠 상점관리자에서 확인해 주세요.',
  NOT_CANCELABLE_PAYMENT_FOR_DORMANT_USER: '휴면 계좌라 취소할 수 없습니다. 계좌로 직접 돌려드려 주세요.',
  NOT_FOUND_PAYMENT: '토스페이먼츠에 없는 결제입니다.',
  EXCEED_CANCEL_AMOUNT_DISCOUNT_AMOUNT: '할인된 금액 때문에 이 금액은 취소할 수 없습니다.',
  UNAUTHORIZED_KEY: '결제 설정의 시크릿 키가 맞지 않습니다. 사이트 관리 → 결제에서 확인해 주세요.',
  INVALID_API_KEY: '결제 설정의 시크릿 키가 맞지 않습니다. 사이트 관리 → 결제에서 확인해 주세요.',
  FORBIDDEN_REQUEST: '결제 설정의 시크릿 키로는 이 결제를 취소할 수 없습니다.',
  'toss.off':
    '온라인 결제가 꺼져 있어 토스페이먼츠에 취소를 요청할 수 없습니다. 사이트 관리 → 결제에서 키를 넣어 주세요.',
};

export function providerRefusedText(code: string, message: string): string {
  const why = providerCancelTexts[code] ?? (message.trim() ? message.slice(0, 200) : code);
  return `${studentsMessages['students.provider_refused']} (${why})`;
}
