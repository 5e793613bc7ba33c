/** The terms of use and the privacy policy, as the owner edits them (DESIGN §4 "Studio content"). */
export const sitePoliciesMessages = {
  'site.policy_invalid': '약관 형식이 올바르지 않습니다. 페이지를 새로 고친 뒤 다시 저장해 주세요.',
  'site.terms_required': '이용약관 내용을 입력해 주세요.',
  'site.terms_too_long': '이용약관이 너무 깁니다. 서식을 포함해 100,000자 안으로 줄여 주세요.',
  'site.terms_date_invalid': '이용약관의 시행일을 2026-11-21처럼 실제 있는 날짜로 입력해 주세요.',
  'site.privacy_required': '개인정보 처리방침 내용을 입력해 주세요.',
  'site.privacy_too_long': '개인정보 처리방침이 너무 깁니다. 서식을 포함해 100,000자 안으로 줄여 주세요.',
  'site.privacy_date_invalid': '개인정보 처리방침의 시행일을 2026-11-21처럼 실제 있는 날짜로 입력해 주세요.',
} as const;
