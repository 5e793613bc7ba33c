/** The studio's lesson rules, edited by the owner (DESIGN §4 "Students, lessons and payments"). */
export const siteLessonsMessages = {
  'lessons.owed_limit_invalid': '미수로 둘 수 있는 레슨 수는 0회에서 10회 사이의 정수로 입력해 주세요.',
  'lessons.notice_hours_invalid': '사전취소 기준 시간은 0시간에서 336시간 사이의 정수로 입력해 주세요.',
  'lessons.credit_days_invalid': '보강권 유효 기간은 1일에서 365일 사이의 정수로 입력해 주세요.',
  'lessons.monthly_cap_invalid': '한 달 보강권 수는 0회에서 31회 사이의 정수로 입력해 주세요.',
  'lessons.package_days_invalid': '결제 레슨의 유효 기간은 0일(없음)에서 730일 사이의 정수로 입력해 주세요.',
  'lessons.family_booking_invalid': '가족의 보강 예약은 켬 또는 끔으로 선택해 주세요.',
} as const;
