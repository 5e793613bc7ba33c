/** A student's contacts and their consent to messages. */
export const contactsMessages = {
  'contacts.name_required': '연락처 이름을 입력해 주세요.',
  'contacts.name_too_long': '연락처 이름은 20자까지 입력할 수 있습니다.',
  'contacts.relation_invalid': '관계는 본인, 어머니, 아버지, 기타 중에서 골라 주세요.',
  'contacts.phone_required': '휴대전화 번호를 입력해 주세요.',
  'contacts.phone_format': '휴대전화 번호는 010-1234-5678 형식으로 입력해 주세요.',
  'contacts.email_format': '이메일 주소 형식을 확인해 주세요. (예: name@example.com)',
  'contacts.consent_invalid': '수신 동의는 동의한 날과 방법을 함께 입력해 주세요.',
  'contacts.consent_date_invalid': '동의한 날은 2026-11-25처럼 연-월-일로 입력해 주세요.',
  'contacts.consent_future': '동의한 날은 오늘이나 그 전이어야 합니다.',
  'contacts.consent_method_invalid': '동의 방법은 서면, 구두, 문자, 온라인 중에서 골라 주세요.',
  'contacts.limit': '연락처는 학생 한 명에 3명까지 등록할 수 있습니다.',
  'contacts.phone_taken': '이 학생에게 이미 같은 전화번호의 연락처가 있습니다.',
  'contacts.not_found': '연락처를 찾을 수 없습니다. 이미 삭제되었을 수 있습니다.',
} as const;

export const contactsNotices = {
  created: (name: string) => `연락처(${name})를 등록했습니다.`,
  updated: (name: string) => `연락처(${name})를 수정했습니다.`,
  deleted: (name: string) => `연락처(${name})를 삭제했습니다.`,
};
