/** Practice-room booking board (spec §5, §8; DESIGN §4). */
export const bookingMessages = {
  'booking.incomplete': '예약정보를 모두 입력해 주세요.',
  'booking.taken': '이미 예약된 시간입니다.',
  'booking.over_limit': '2시간 이상 예약이 불가능합니다.',
  'booking.past_closing': '오후 9시에는 1시간만 예약할 수 있습니다. 2시간 예약은 오후 8시까지 시작해 주세요.',
  'booking.past_hour': '이미 지난 시간은 예약할 수 없습니다.',
  'booking.invalid_room': '1번 방부터 6번 방까지 중에서 선택해 주세요.',
  'booking.invalid_time': '오전 9시부터 오후 9시까지 중에서 시작 시간을 선택해 주세요.',
  'booking.invalid_duration': '연습 시간은 1시간 또는 2시간 중에서 선택해 주세요.',
  'booking.invalid_date': '날짜를 다시 선택해 주세요.',
  'booking.date_out_of_range': '오늘부터 13일 뒤까지의 날짜만 예약할 수 있습니다.',
  'booking.name_too_long': '이름은 20자까지 입력할 수 있습니다.',
  'booking.not_found': '이미 삭제되었거나 없는 예약입니다.',
  'booking.rate_limited': '예약 요청이 너무 많습니다. 1분 뒤에 다시 시도해 주세요.',
  'booking.invalid_pin': '비밀번호는 숫자 4자리로 입력해 주세요.',
  'booking.pin_required': '예약할 때 정한 비밀번호 4자리를 입력해 주세요.',
  'booking.wrong_pin': '비밀번호가 맞지 않습니다.',
  'booking.pin_not_set':
    '비밀번호 없이 만든 예약이라 학원에서만 삭제할 수 있습니다. 원장님이나 선생님께 말씀해 주세요.',
  'booking.pin_rate_limited': '비밀번호를 너무 많이 틀렸습니다. 15분 뒤에 다시 시도해 주세요.',
} as const;
