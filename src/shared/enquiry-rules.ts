/**
 * 상담 신청 (enquiries): the rules the server enforces and the pages show, apart from the
 * schema, so that the public form draws its choices on first load and fetches zod only when it
 * is sent (like order-limits.ts).
 */

/** 접수 (new) → 연락함 (called back) → 등록 (became a student) or 종료 (closed). */
export const ENQUIRY_STATUSES = ['접수', '연락함', '등록', '종료'] as const;
export type EnquiryStatus = (typeof ENQUIRY_STATUSES)[number];

/** The moves staff may make; 등록 and 종료 are final. 접수 may close at once (a wrong number, spam). */
export const ENQUIRY_NEXT_STATUSES: Record<EnquiryStatus, readonly EnquiryStatus[]> = {
  접수: ['연락함', '종료'],
  연락함: ['등록', '종료'],
  등록: [],
  종료: [],
};

export function canMoveEnquiry(from: EnquiryStatus, to: EnquiryStatus): boolean {
  return ENQUIRY_NEXT_STATUSES[from].includes(to);
}

/** When a visitor would like to come; several may be picked, details go in the message. */
export const PREFERRED_TIMES = ['평일 오전', '평일 오후', '평일 저녁', '주말'] as const;
export type PreferredTime = (typeof PREFERRED_TIMES)[number];

/** The hours each choice means, as the form shows them. */
export const PREFERRED_TIME_HINTS: Record<PreferredTime, string> = {
  '평일 오전': '9–12시',
  '평일 오후': '12–18시',
  '평일 저녁': '18–21시',
  주말: '토·일',
};

/** A student's name may be 20 characters (schemas/students.ts): an enquiry becomes one. */
export const ENQUIRY_NAME_MAX = 20;
/** As long as a course name on the curriculum page, which the form offers as the choices. */
export const ENQUIRY_INSTRUMENT_MAX = 50;
export const ENQUIRY_MESSAGE_MAX = 1000;
export const ENQUIRIES_PAGE_SIZE = 20;

/** The per-address limit: a person asks once or twice; more within the hour is a script. */
export const ENQUIRY_WINDOW_MS = 60 * 60 * 1000;
export const MAX_ENQUIRIES_PER_WINDOW = 5;

/**
 * Privacy (개인정보 보호법 §21, the policy's "상담 시 받은 정보"): a closed or registered
 * enquiry's details are deleted this many days after its last change; a registered one lives
 * on as the student.
 */
export const ENQUIRY_RETENTION_DAYS = 30;
