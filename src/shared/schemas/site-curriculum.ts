/**
 * The curriculum and tuition page as the owner edits it (DESIGN §4 "Studio content"): who it
 * is for, the courses, the fee table, the lesson rules and the refund policy. Lists are lines
 * of text; a fee is a row with its price as a whole number of won, shown `250,000원`.
 */
import { z } from 'zod';
import type { ErrorCode } from '../messages/ko.ts';
import { formatWon } from '../won.ts';
import { wholeNumber } from './common.ts';
import { objectError } from './site-section.ts';
import { lineField, paragraphField } from './text.ts';

export const CURRICULUM_TITLE_MAX = 50;
export const CURRICULUM_LEAD_MAX = 200;
export const CURRICULUM_LINES_MAX = 15;
export const CURRICULUM_LINE_MAX = 200;
export const COURSES_MAX = 10;
export const COURSE_NAME_MAX = 50;
export const COURSE_DESCRIPTION_MAX = 500;
export const FEES_MIN = 1;
export const FEES_MAX = 10;
export const FEE_COURSE_MAX = 50;
export const FEE_LESSONS_MAX = 100;
export const FEE_PRICE_MAX = 10_000_000;

const title = () =>
  lineField({
    required: 'site.curriculum_title_required',
    tooLong: 'site.curriculum_title_too_long',
    max: CURRICULUM_TITLE_MAX,
    invalid: 'site.invalid',
  });

/** A list shown as bullets: each line filled in, at most 15. */
const lines = () =>
  z
    .array(
      lineField({
        required: 'site.curriculum_line_empty',
        tooLong: 'site.curriculum_line_too_long',
        max: CURRICULUM_LINE_MAX,
        invalid: 'site.invalid',
      }),
      { error: 'site.invalid' },
    )
    .max(CURRICULUM_LINES_MAX, { error: 'site.curriculum_list_count' })
    .meta({ description: `한 줄에 하나 (0–${CURRICULUM_LINES_MAX}줄)` });

const rowError = (code: ErrorCode) => (issue: { code?: string }) =>
  issue.code === 'unrecognized_keys' ? 'site.unknown_field' : code;

export const courseInput = z.strictObject(
  {
    name: lineField({
      required: 'site.course_name_required',
      tooLong: 'site.course_name_too_long',
      max: COURSE_NAME_MAX,
      invalid: 'site.course_invalid',
    }),
    description: paragraphField({
      tooLong: 'site.course_description_too_long',
      max: COURSE_DESCRIPTION_MAX,
      invalid: 'site.course_invalid',
    }),
  },
  { error: rowError('site.course_invalid') },
);

export const feeInput = z.strictObject(
  {
    course: lineField({
      required: 'site.fee_course_required',
      tooLong: 'site.fee_course_too_long',
      max: FEE_COURSE_MAX,
      invalid: 'site.fee_invalid',
    }),
    lessons: wholeNumber('site.fee_lessons_range', 1, FEE_LESSONS_MAX).meta({
      description: `수강 횟수 (1–${FEE_LESSONS_MAX}회)`,
    }),
    price: wholeNumber('site.fee_price_range', 1, FEE_PRICE_MAX).meta({
      description: `수강료, 원 단위 정수 (1–${FEE_PRICE_MAX.toLocaleString('en-US')})`,
    }),
  },
  { error: rowError('site.fee_invalid') },
);

export const curriculumInput = z.strictObject(
  {
    lead: lineField({
      tooLong: 'site.curriculum_lead_too_long',
      max: CURRICULUM_LEAD_MAX,
      invalid: 'site.invalid',
    }).meta({ description: '페이지 제목 아래 첫 문장, 없으면 빈 문자열' }),
    audienceTitle: title(),
    audience: lines(),
    courses: z
      .array(courseInput, { error: 'site.invalid' })
      .max(COURSES_MAX, { error: 'site.courses_count' })
      .meta({ description: `개설 과정 (0–${COURSES_MAX}개)` }),
    tuitionTitle: title(),
    fees: z
      .array(feeInput, { error: 'site.fees_count' })
      .min(FEES_MIN, { error: 'site.fees_count' })
      .max(FEES_MAX, { error: 'site.fees_count' })
      .meta({ description: `수강료 표, 첫 줄이 대표 수강료 (${FEES_MIN}–${FEES_MAX}줄)` }),
    tuitionNotes: lines(),
    rulesTitle: title(),
    rules: lines(),
    refundTitle: title(),
    refund: lines(),
    contactTitle: title(),
  },
  { error: objectError },
);

const fee = z.object({
  course: z.string().meta({ description: '과정 (예: 주 1회, 1시간씩)' }),
  lessons: z.number().int().meta({ description: '수강 횟수' }),
  price: z.number().int().meta({ description: '수강료 (원)' }),
});
export type Fee = z.infer<typeof fee>;

const course = z.object({ name: z.string(), description: z.string() });
const textLines = z.array(z.string());

/** The curriculum page as stored and answered. */
export const curriculumContent = z.object({
  lead: z.string().meta({ description: '페이지 제목 아래 첫 문장' }),
  audienceTitle: z.string(),
  audience: textLines.meta({ description: '추천 대상, 한 줄에 하나' }),
  courses: z.array(course).meta({ description: '개설 과정' }),
  tuitionTitle: z.string(),
  fees: z.array(fee).meta({ description: '수강료 표, 첫 줄이 대표 수강료' }),
  tuitionNotes: textLines.meta({ description: '수강료 아래 안내, 한 줄에 하나' }),
  rulesTitle: z.string(),
  rules: textLines.meta({ description: '수업 규칙, 한 줄에 하나' }),
  refundTitle: z.string(),
  refund: textLines.meta({ description: '환불 규정, 한 줄에 하나' }),
  contactTitle: z.string(),
});
export type CurriculumContent = z.infer<typeof curriculumContent>;

/** The fee as one line: `주 1회, 1시간씩 4회 250,000원`. */
export function feeLine(row: Fee): string {
  return `${row.course} ${row.lessons}회 ${formatWon(row.price)}`;
}
