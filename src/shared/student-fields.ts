/**
 * The lengths and suggestions of a student's fields, which the forms show and the schema
 * (schemas/students.ts) enforces. Kept apart from the schema so a form reads them without
 * bringing zod into the page's first script.
 */
export const STUDENT_NAME_MAX = 20;

/** Why a record was put right, for the audit log: one line, up to 200 characters. */
export const REASON_MAX = 200;

/** The student's profile (악기, 수준, 메모, 수강료): each optional, and null when not given. */
export const INSTRUMENT_MAX = 30;
export const LEVEL_MAX = 20;
export const MEMO_MAX = 1_000;

/** Suggestions the forms offer for 악기 and 수준; any other short text is taken as typed. */
export const INSTRUMENT_SUGGESTIONS = ['색소폰', '보컬', '피아노', '통기타', '드럼', '플루트'] as const;
export const LEVEL_SUGGESTIONS = ['입문', '초급', '중급', '고급'] as const;
