/**
 * A student's contacts (본인 or guardians, at most 3), each with consent to informational
 * messages and, separately, to advertising (정보통신망법 §50; off unless recorded). The same
 * body creates (POST) and replaces (PUT) a contact.
 */
import { z } from 'zod';
import { isPlausibleEmail } from '../studio-rules.ts';
import { isCalendarDate } from '../time.ts';
import { requiredPhone } from './auth.ts';
import { idParam } from './common.ts';
import { nameField } from './text.ts';

export const CONTACTS_MAX = 3;
export const CONTACT_NAME_MAX = 20;
export const CONTACT_EMAIL_MAX = 254;
export const CONTACT_RELATIONS = ['본인', '어머니', '아버지', '기타'] as const;
export type ContactRelation = (typeof CONTACT_RELATIONS)[number];
export const CONSENT_METHODS = ['서면', '구두', '문자', '온라인'] as const;
export type ConsentMethod = (typeof CONSENT_METHODS)[number];

const contactPhone = requiredPhone({
  required: 'contacts.phone_required',
  format: 'contacts.phone_format',
  max: 40,
}).describe('휴대전화 번호 (010-1234-5678; 하이픈·공백 없이도 됨)');

const contactEmail = z
  .string({ error: 'contacts.email_format' })
  .trim()
  .max(CONTACT_EMAIL_MAX, { error: 'contacts.email_format' })
  .refine((text) => text === '' || isPlausibleEmail(text), { error: 'contacts.email_format' })
  .nullable()
  .optional()
  .transform((value) => value || null)
  .describe('이메일 (선택; 비우거나 null이면 없음)');

/** A recorded consent: the Seoul date it was given (not in the future) and how. */
export const consent = z
  .object(
    {
      date: z
        .string({ error: 'contacts.consent_date_invalid' })
        .refine(isCalendarDate, { error: 'contacts.consent_date_invalid' })
        .describe('동의한 날 (서울 날짜 YYYY-MM-DD, 오늘까지)'),
      method: z.enum(CONSENT_METHODS, { error: 'contacts.consent_method_invalid' }).describe('동의 방법'),
    },
    { error: 'contacts.consent_invalid' },
  )
  .nullable();

export const contactRequest = z.object({
  name: nameField({
    required: 'contacts.name_required',
    tooLong: 'contacts.name_too_long',
    max: CONTACT_NAME_MAX,
  }),
  relation: z.enum(CONTACT_RELATIONS, { error: 'contacts.relation_invalid' }).describe('관계'),
  phone: contactPhone,
  email: contactEmail,
  informational: consent
    .default(null)
    .describe('정보성 알림(수업 알림, 결제 확인 등) 수신 동의: {date, method}, 없으면 null (보내지 않음)'),
  advertising: consent
    .default(null)
    .describe('광고성 정보 수신 동의 (정보통신망법 §50, 따로 받음): 기본은 null (동의 안 함)'),
});
export type ContactRequest = z.input<typeof contactRequest>;

export const contact = z.object({
  id: z.number().int(),
  name: z.string(),
  relation: z.enum(CONTACT_RELATIONS),
  phone: z.string(),
  email: z.string().nullable(),
  informational: consent,
  advertising: consent,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Contact = z.infer<typeof contact>;

export const contactListResponse = z.array(contact).describe(`학생의 연락처 (${CONTACTS_MAX}명까지, 등록순)`);
export const contactResponse = z.object({ message: z.string(), contact });

export const contactParams = z.object({ name: z.string().min(1).max(200), id: idParam() });
