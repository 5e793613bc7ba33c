/** Monthly statistics, the attendance register and their CSV files. */
export const statsMessages = {
  'stats.invalid_month': '월은 2026-03 처럼 연도-월로, 또는 1부터 12까지의 숫자로 골라 주세요.',
  'stats.invalid_kind': '내려받을 자료는 레슨, 결제, 출석부 중에서 골라 주세요.',
  'stats.teacher_not_found': '선생님을 찾을 수 없습니다.',
} as const;
