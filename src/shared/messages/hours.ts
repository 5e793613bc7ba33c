/** 운영 시간: the studio's opening hours and the teachers' working hours (docs/decisions/066). */
export const hoursMessages = {
  'hours.day_invalid': '요일은 월, 화, 수, 목, 금, 토, 일 가운데 하나로 보내 주세요.',
  'hours.day_twice': '한 요일의 시간은 한 번만 정할 수 있습니다. 겹치는 요일을 지워 주세요.',
  'hours.time_invalid': '시간은 09:00, 13:30처럼 30분 단위로 입력해 주세요 (24:00까지).',
  'hours.order': '끝나는 시간은 시작하는 시간보다 뒤여야 합니다.',
  'hours.too_many_days': '요일은 7개까지 정할 수 있습니다.',
  'hours.date_invalid': '날짜는 2026-12-07처럼 연-월-일로 입력해 주세요.',
  'hours.date_twice': '같은 날짜의 예외는 한 번만 정할 수 있습니다.',
  'hours.exception_shape': '예외는 쉬는 날로 정하거나, 시작과 끝 시간을 함께 입력해 주세요.',
  'hours.too_many_exceptions': '예외는 100개까지 정할 수 있습니다. 지난 예외를 지워 주세요.',
  'hours.exception_out_of_range': '예외는 오늘부터 앞뒤로 1년 안의 날짜에만 정할 수 있습니다.',
  'hours.account_not_found': '선생님을 찾을 수 없습니다.',
} as const;

/** What the hours page says after a save. */
export const hoursNotices = {
  studioSaved: '학원 운영 시간을 저장했습니다.',
  teacherSaved: (name: string) => `${name} 선생님의 수업 시간을 저장했습니다.`,
} as const;
