/** 상담 신청: the visitor's form and the staff's list (DESIGN §3 "enquiries"). */
export const enquiriesMessages = {
  'enquiries.name_required': '이름을 입력해 주세요.',
  'enquiries.name_too_long': '이름은 20자까지 입력할 수 있습니다.',
  'enquiries.phone_required': '연락받으실 휴대전화 번호를 입력해 주세요.',
  'enquiries.phone_format': '휴대전화 번호를 010-1234-5678 형식으로 입력해 주세요.',
  'enquiries.instrument_too_long': '관심 있는 수업은 50자까지 입력할 수 있습니다.',
  'enquiries.times_invalid': '희망 시간대는 평일 오전, 평일 오후, 평일 저녁, 주말 중에서 골라 주세요.',
  'enquiries.message_too_long': '문의 내용은 1,000자까지 입력할 수 있습니다.',
  'enquiries.consent_required': '개인정보 수집·이용에 동의해 주세요.',
  'enquiries.rate_limited':
    '상담 신청이 너무 많이 들어왔습니다. 1시간 뒤에 다시 시도하시거나 학원으로 전화해 주세요.',
  'enquiries.not_found': '상담 신청을 찾을 수 없습니다.',
  'enquiries.status_unknown': '상태는 연락함, 등록, 종료 중에서 골라 주세요.',
  'enquiries.status_invalid':
    '상담 신청은 접수 → 연락함 → 등록 또는 종료 순서로만 바꿀 수 있습니다. 등록·종료한 신청은 바꿀 수 없습니다.',
  'enquiries.status_changed': '다른 분이 먼저 이 상담 신청의 상태를 바꿨습니다. 목록을 새로 불러왔습니다.',
  'enquiries.register_invalid':
    '연락함 상태의 상담 신청만 학생으로 등록할 수 있습니다. 먼저 연락한 뒤 연락함으로 바꿔 주세요.',
  'enquiries.name_taken':
    '선생님의 학생 중에 같은 이름이 이미 있습니다. 이름 뒤에 구분할 글자를 붙여(예: 김하늘B) 등록해 주세요.',
} as const;
