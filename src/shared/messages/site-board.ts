/** The practice-room board's settings, edited by the owner (DESIGN §4 "Studio content"). */
export const siteBoardMessages = {
  'board.open_hour_invalid': '첫 예약 시간은 0시부터 23시 사이의 정시로 골라 주세요.',
  'board.last_hour_invalid': '마지막 예약 시간은 0시부터 23시 사이의 정시로 골라 주세요.',
  'board.hours_order': '마지막 예약 시간은 첫 예약 시간과 같거나 그보다 늦어야 합니다.',
  'board.rooms_required': '연습실을 한 개 이상 입력해 주세요.',
  'board.rooms_too_many': '연습실은 12개까지 둘 수 있습니다.',
  'board.room_name_required': '연습실 이름을 입력해 주세요.',
  'board.room_name_too_long': '연습실 이름은 20자까지 입력할 수 있습니다.',
  'board.room_names_duplicate': '연습실 이름이 겹칩니다. 방마다 다른 이름을 붙여 주세요.',
  'board.limit_invalid': '한 사람당 하루 예약 한도는 1시간 이상의 정수로 입력해 주세요.',
  'board.limit_above_hours': '한 사람당 하루 예약 한도는 하루 예약 시간 수보다 클 수 없습니다.',
  'board.rules_required': '이용 규칙을 한 줄 이상 입력해 주세요.',
  'board.rules_too_many': '이용 규칙은 20줄까지 둘 수 있습니다.',
  'board.rule_required': '빈 규칙 줄이 있습니다. 내용을 입력하거나 그 줄을 지워 주세요.',
  'board.rule_too_long': '이용 규칙 한 줄은 200자까지 입력할 수 있습니다.',
} as const;
