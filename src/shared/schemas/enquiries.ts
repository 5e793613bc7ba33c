/**
 * 상담 신청 (enquiries; DESIGN §3 features): a visitor asks for a trial lesson or information;
 * staff call back, then register the person as a student or close the enquiry.
 */
import { z } from 'zod';
import {
  ENQUIRY_INSTRUMENT_MAX,
  ENQUIRY_MESSAGE_MAX,
  ENQUIRY_NAME_MAX,
  ENQUIRY_STATUSES,
  PREFERRED_TIMES,
} from '../enquiry-rules.ts';
import { requiredPhone } from './auth.ts';
import { idParams, pageOf } from './common.ts';
import { lineField, nameField, paragraphField } from './text.ts';

export const enquiryIdParams = idParams;

const enquiryName = nameField({
  required: 'enquiries.name_required',
  tooLong: 'enquiries.name_too_long',
  max: ENQUIRY_NAME_MAX,
});

/** Optional free text: absent, null and '' all mean "not given" and are stored as null. */
const optional = <T extends z.ZodType<string>>(field: T) =>
  field.nullish().transform((value) => value || null);

export const createEnquiryRequest = z.object({
  name: enquiryName,
  phone: requiredPhone({ required: 'enquiries.phone_required', format: 'enquiries.phone_format', max: 30 }),
  instrument: optional(
    lineField({ tooLong: 'enquiries.instrument_too_long', max: ENQUIRY_INSTRUMENT_MAX }),
  ).describe('관심 있는 수업 (교육 과정의 과정 이름, 자유 입력 가능)'),
  preferredTimes: z
    .array(z.enum(PREFERRED_TIMES, { error: 'enquiries.times_invalid' }), {
      error: 'enquiries.times_invalid',
    })
    .max(PREFERRED_TIMES.length * 2, { error: 'enquiries.times_invalid' })
    .nullish()
    // Each choice once, in the order the form shows them.
    .transform((times) => PREFERRED_TIMES.filter((time) => times?.includes(time)))
    .describe(`희망 시간대: ${PREFERRED_TIMES.join(', ')} 중 0개 이상`),
  message: optional(paragraphField({ tooLong: 'enquiries.message_too_long', max: ENQUIRY_MESSAGE_MAX })),
  consent: z.literal(true, { error: 'enquiries.consent_required' }),
});
export type CreateEnquiryRequest = z.input<typeof createEnquiryRequest>;
export type EnquiryValues = z.output<typeof createEnquiryRequest>;
export const createEnquiryResponse = z.object({ id: z.number().int(), status: z.enum(ENQUIRY_STATUSES) });

export const enquiryItem = z.object({
  id: z.number().int(),
  name: z.string(),
  phone: z.string(),
  instrument: z.string().nullable(),
  preferredTimes: z.array(z.enum(PREFERRED_TIMES)),
  message: z.string().nullable(),
  status: z.enum(ENQUIRY_STATUSES),
  createdAt: z.string().describe('신청 시각 (ISO-8601 UTC)'),
  updatedAt: z.string().describe('마지막으로 상태가 바뀐 시각 (ISO-8601 UTC)'),
  student: z
    .object({
      name: z.string(),
      teacherId: z.string(),
      teacherName: z.string(),
    })
    .nullable()
    .describe('학생으로 등록했으면 그 학생과 담당 선생님, 아니면 null'),
});
export type EnquiryItem = z.infer<typeof enquiryItem>;

export const enquiriesQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  status: z.enum(ENQUIRY_STATUSES, { error: 'enquiries.status_unknown' }).optional(),
});
export const enquiriesResponse = pageOf(enquiryItem).extend({
  total: z.number().int().describe('거른 상태의 신청 수 (status가 없으면 전체)'),
  newCount: z.number().int().describe('접수 상태인 신청 수'),
});
export type EnquiriesPage = z.infer<typeof enquiriesResponse>;
export const enquiriesSummaryResponse = z.object({ newCount: z.number().int() });

export const updateEnquiryRequest = z.object({
  status: z.enum(['연락함', '등록', '종료'], { error: 'enquiries.status_unknown' }),
});
export type UpdateEnquiryRequest = z.infer<typeof updateEnquiryRequest>;

/**
 * The student's name may be changed from the enquiry's, when the teacher already has one so
 * named. The body may be left out altogether (Fastify then hands over null).
 */
export const registerEnquiryRequest = z.preprocess(
  (body) => body ?? {},
  z.object({ name: enquiryName.optional().describe('학생 이름 (생략하면 신청자 이름)') }),
);
