/** 청구서 (docs/decisions/084): refusals and answers. */
export const invoicesMessages = {
  'invoices.amount_invalid': '금액은 1원부터 10,000,000원까지 숫자로 입력해 주세요.',
  'invoices.lessons_invalid': '레슨 횟수는 1회부터 100회까지 입력해 주세요.',
  'invoices.due_invalid': '납부 기한은 2026-12-10처럼 연-월-일로 입력해 주세요.',
  'invoices.due_past': '납부 기한은 오늘이나 그 뒤의 날짜로 정해 주세요.',
  'invoices.due_too_far': '납부 기한은 오늘부터 90일 안으로 정해 주세요.',
  'invoices.note_too_long': '메모는 200자까지 입력할 수 있습니다.',
  'invoices.month_invalid': '월은 2026-12처럼 연-월로 입력해 주세요.',
  'invoices.status_invalid': '상태는 대기, 결제 완료, 취소 중에서 골라 주세요.',
  'invoices.method_invalid': '결제 방법은 카드, 계좌이체, 현금 중에서 골라 주세요.',
  'invoices.student_not_found': '학생을 찾을 수 없습니다. 보관되었거나 다른 선생님의 학생일 수 있습니다.',
  'invoices.not_found': '청구서를 찾을 수 없습니다.',
  'invoices.not_open': '이미 결제되었거나 취소된 청구서입니다.',
  'invoices.no_lessons':
    '레슨 횟수가 없는 청구서라 결제로 기록할 수 없습니다. 이 청구서를 취소하고 레슨 횟수를 넣어 다시 만들어 주세요.',
  'invoices.account_too_long': '계좌 정보는 100자까지 입력할 수 있습니다.',
  'invoices.link_not_found': '결제 링크가 맞지 않습니다. 학원에서 받은 링크를 다시 열어 주세요.',
} as const;

export const invoicesNotices = {
  created: (name: string, amount: string) => `${name} 학생에게 ${amount} 청구서를 만들었습니다.`,
  batch: (made: number, skipped: number) =>
    skipped > 0
      ? `청구서 ${made}장을 만들었습니다. ${skipped}명은 건너뛰었습니다.`
      : `청구서 ${made}장을 만들었습니다.`,
  cancelled: (name: string) => `${name} 학생의 청구서를 취소했습니다.`,
  paid: (name: string, amount: string) => `${name} 학생의 ${amount} 청구서를 결제 완료로 바꿨습니다.`,
  linkRenewed: (name: string) =>
    `${name} 학생의 결제 링크를 새로 만들었습니다. 예전 링크는 더는 열리지 않습니다.`,
  familyLink: '결제 페이지로 이동합니다.',
  settingsSaved: '결제 설정을 저장했습니다.',
  skipNoFee: '수강료(최근 결제나 학생별 수강료)가 없어 금액을 정할 수 없습니다.',
  skipOpen: '이 달 청구서가 이미 있습니다.',
};
