/** The 발송함 and the owner's message settings. */
export const messagesMessages = {
  'messages.filter_invalid': '상태나 알림 종류를 목록에서 골라 주세요.',
  'messages.not_found': '메시지를 찾을 수 없습니다.',
  'messages.not_retryable': '실패했거나 건너뛴 메시지만 다시 보낼 수 있습니다.',
  'messages.not_cancellable': '아직 보내지 않은 (대기 중인) 메시지만 취소할 수 있습니다.',
  'messages.reminder_hour_invalid': '알림 시각은 아침 8시부터 저녁 8시까지 정할 수 있습니다.',
  'messages.event_invalid': '알림 종류를 목록에서 골라 주세요.',
  'messages.enabled_invalid': '알림을 켤지 끌지 골라 주세요.',
  'messages.text_required': '알림 문구를 입력해 주세요.',
  'messages.text_too_long': '알림 문구는 1,000자까지 입력할 수 있습니다.',
  'messages.unknown_variable':
    '이 알림에서 쓸 수 없는 변수가 있습니다. 문구 아래에 적힌 변수만 쓸 수 있습니다.',
} as const;

export const messagesNotices = {
  retried: '다시 보내도록 대기열에 넣었습니다.',
  cancelled: '보내지 않도록 취소했습니다.',
};
