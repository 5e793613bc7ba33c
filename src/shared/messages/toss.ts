/** 토스페이먼츠로 받는 결제 (docs/decisions/085): refusals and what the pay page says. */
export const tossMessages = {
  'toss.key_invalid': '키는 영문, 숫자, 밑줄(_)로 200자까지 입력해 주세요.',
  'toss.keys_mismatch':
    '클라이언트 키와 시크릿 키는 둘 다 테스트 키(test_…)이거나 둘 다 라이브 키(live_…)여야 합니다.',
  'toss.off': '이 학원은 온라인 결제를 받지 않습니다. 결제 페이지의 계좌로 이체해 주세요.',
  'toss.order_not_found': '결제 주문을 찾을 수 없습니다. 결제 링크를 다시 열어 주세요.',
  'toss.amount_mismatch':
    '결제 금액이 청구서 금액과 다릅니다. 결제는 진행되지 않았습니다. 결제 링크를 다시 열어 주세요.',
  'toss.payment_key_invalid': '결제 정보가 맞지 않습니다. 결제 링크를 다시 열어 주세요.',
  'toss.not_open': '이미 결제되었거나 취소된 청구서입니다.',
  'toss.order_closed': '결제하지 않은 채 하루가 지나 이 주문을 닫았습니다. 결제 링크를 다시 열어 주세요.',
  'toss.unreachable': '토스페이먼츠에 연결하지 못했습니다. 잠시 뒤 결제 링크를 다시 열어 확인해 주세요.',
  'toss.rejected': '결제가 승인되지 않았습니다.',
  'toss.webhook_invalid': '알림 내용이 맞지 않습니다.',
  'toss.too_many_confirms': '결제 확인 요청이 너무 많습니다. 10분 뒤 결제 링크를 다시 열어 주세요.',
} as const;

/**
 * Toss's documented error codes a family may meet, in the words the pay page shows; any other
 * code is shown with the message Toss sent.
 */
export const tossErrorTexts: Record<string, string> = {
  REJECT_CARD_COMPANY: '카드사에서 결제를 거절했습니다. 카드사에 확인하시거나 다른 카드로 결제해 주세요.',
  REJECT_CARD_PAYMENT: '한도를 넘었거나 잔액이 부족해 카드 결제가 거절되었습니다.',
  INVALID_CARD_EXPIRATION: '카드 유효기간이 맞지 않습니다. 다시 확인해 주세요.',
  INVALID_STOPPED_CARD: '정지된 카드입니다. 다른 카드로 결제해 주세요.',
  INVALID_CARD_NUMBER: '카드 번호가 맞지 않습니다. 다시 확인해 주세요.',
  EXCEED_MAX_DAILY_PAYMENT_COUNT: '하루 결제 횟수를 넘었습니다. 내일 다시 결제해 주세요.',
  EXCEED_MAX_PAYMENT_AMOUNT: '결제 한도를 넘었습니다. 다른 결제 수단을 써 주세요.',
  REJECT_ACCOUNT_PAYMENT: '잔액이 부족해 계좌 결제가 거절되었습니다.',
  PAY_PROCESS_CANCELED: '결제를 취소했습니다. 결제하려면 다시 눌러 주세요.',
  PAY_PROCESS_ABORTED: '결제가 중간에 멈췄습니다. 잠시 뒤 다시 결제해 주세요.',
  NOT_FOUND_PAYMENT_SESSION: '결제 시간이 지났습니다. 결제 링크를 다시 열어 처음부터 결제해 주세요.',
  FAILED_INTERNAL_SYSTEM_PROCESSING: '토스페이먼츠에서 잠시 문제가 생겼습니다. 잠시 뒤 다시 결제해 주세요.',
  UNAUTHORIZED_KEY: '학원의 결제 설정에 문제가 있습니다. 학원에 알려 주세요.',
  INVALID_API_KEY: '학원의 결제 설정에 문제가 있습니다. 학원에 알려 주세요.',
};

export function tossErrorText(code: string, fallback: string): string {
  return (
    tossErrorTexts[code] ??
    (fallback.trim()
      ? `결제가 승인되지 않았습니다: ${fallback.slice(0, 200)}`
      : '결제가 승인되지 않았습니다.')
  );
}

export const tossNotices = {
  paid: (amount: string) => `${amount} 결제가 완료되었습니다.`,
  waiting: '가상계좌가 발급되었습니다. 안내받은 계좌로 입금하시면 결제가 완료됩니다.',
  refundedTwice: '이 청구서는 이미 결제되어 있어, 방금 결제는 전액 취소(환불)했습니다.',
};
