/** 휴원일 관리: the closed days of a range and the owner's closures (docs/decisions/036). */
export const closuresMessages = {
  'closures.date_invalid': '날짜는 2026-09-24처럼 연-월-일로 입력해 주세요.',
  'closures.range_order': '종료일은 시작일과 같거나 그 뒤여야 합니다.',
  'closures.query_too_long': '휴원일은 한 번에 93일까지 조회할 수 있습니다. 기간을 나눠서 조회해 주세요.',
  'closures.range_too_long': '휴원 기간은 한 번에 366일까지 정할 수 있습니다.',
  'closures.name_required': '휴원일 이름을 입력해 주세요. (예: 겨울 방학)',
  'closures.name_too_long': '휴원일 이름은 30자까지 입력할 수 있습니다.',
  'closures.overlap': '이미 휴원일로 정한 날짜와 겹칩니다. 아래 목록에서 확인해 주세요.',
  'closures.not_found': '휴원일을 찾을 수 없습니다. 이미 삭제되었을 수 있습니다.',
  'closures.not_holiday': '공휴일이 아닌 날입니다. 공휴일 목록에서 골라 주세요.',
  'closures.year_invalid': '연도는 2000년부터 2100년까지 네 자리로 보내 주세요.',
} as const;
