/** Teacher pay (강사 정산): pay rules, monthly statements and their confirmation. */
export const payrollMessages = {
  'payroll.invalid_month': '월은 2026-03 처럼 연도-월로 골라 주세요.',
  'payroll.teacher_required': '정산할 선생님을 골라 주세요.',
  'payroll.teacher_not_found': '선생님을 찾을 수 없습니다.',
  'payroll.kind_invalid': '정산 방식은 건당, 시간당, 비율 중에서 골라 주세요.',
  'payroll.amount_invalid': '금액은 0원부터 10,000,000원까지 원 단위로 입력해 주세요.',
  'payroll.amount_required': '건당·시간당 정산은 금액을 입력해 주세요.',
  'payroll.half_amount_invalid': '30분 레슨 금액은 0원부터 10,000,000원까지 원 단위로 입력해 주세요.',
  'payroll.half_amount_kind':
    '30분 레슨 금액은 건당 정산에만 정할 수 있습니다. 시간당은 30분 레슨에 1시간 금액의 절반을 드립니다.',
  'payroll.share_invalid': '비율은 1부터 100까지의 정수(%)로 입력해 주세요.',
  'payroll.share_required': '비율 정산은 선생님 몫의 비율(%)을 입력해 주세요.',
  'payroll.statuses_invalid':
    '정산할 레슨 상태는 출석, 지각, 당일취소, 사전취소, 강사사정 중에서 골라 주세요.',
  'payroll.statuses_required': '정산할 레슨 상태를 하나 이상 골라 주세요.',
  'payroll.withholding_invalid': '3.3% 원천징수 여부를 골라 주세요.',
  'payroll.from_invalid': '적용 시작일을 2026-03-01 처럼 날짜로 입력해 주세요.',
  'payroll.from_locked':
    '정산을 확정한 달에는 새 규칙을 적용할 수 없습니다. 확정한 마지막 달의 다음 날부터 적용해 주세요.',
  'payroll.month_open': '아직 끝나지 않은 달은 확정할 수 없습니다. 달이 끝난 뒤에 확정해 주세요.',
  'payroll.already_confirmed':
    '이 달의 정산은 이미 확정되었습니다. 정정할 내용은 다음 달 정산에 조정으로 들어갑니다.',
} as const;
