/** 현금영수증 (docs/decisions/089): refusals and answers. */
export const cashReceiptsMessages = {
  'cashReceipts.purpose_invalid': '용도는 소득공제나 지출증빙 중에서 골라 주세요.',
  'cashReceipts.number_invalid':
    '현금영수증 번호는 휴대폰 번호(01012345678)나 사업자등록번호(10자리)를 숫자로 입력해 주세요.',
  'cashReceipts.receipt_no_invalid': '승인번호는 숫자와 영문으로 40자까지 입력해 주세요.',
  'cashReceipts.not_found': '현금영수증을 찾을 수 없습니다.',
  'cashReceipts.not_open': '이미 처리된 현금영수증입니다.',
  'cashReceipts.payment_not_found': '결제를 찾을 수 없습니다.',
  'cashReceipts.not_cash': '현금이나 계좌이체로 받은 결제만 현금영수증을 발급합니다.',
  'cashReceipts.exists': '이 결제의 현금영수증이 이미 있습니다.',
  'cashReceipts.student_not_found': '학생을 찾을 수 없습니다. 보관되었거나 다른 선생님의 학생일 수 있습니다.',
} as const;

export const cashReceiptsNotices = {
  numberSaved: '현금영수증 번호를 저장했습니다.',
  numberCleared: '현금영수증 번호를 지웠습니다.',
  issued: (name: string) => `${name} 학생의 현금영수증을 발급 완료로 바꿨습니다.`,
  cancelled: (name: string) => `${name} 학생의 현금영수증을 취소 완료로 바꿨습니다.`,
  requested: '현금영수증 발급을 요청했습니다. 번호가 있으면 바로 발급하고, 없으면 할 일에 올립니다.',
};
