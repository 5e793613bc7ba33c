/**
 * The studio's own details as the owner edits them (DESIGN §4 "Studio content"): one document,
 * published whole with a version number. A save names the version it was made from, so an
 * edit made elsewhere in the meantime is never overwritten unseen. Every field is sent every
 * time; a field the server does not know is refused rather than dropped.
 */
import { z } from 'zod';
import type { ErrorCode } from '../messages/ko.ts';
import {
  isPlausibleEmail,
  KOREA_BOUNDS,
  normalizeHttpsUrl,
  normalizeStudioPhone,
  parseBusinessNumber,
} from '../studio-rules.ts';
import { objectError } from './site-section.ts';
import { lineField, nameField, paragraphField } from './text.ts';

export const STUDIO_NAME_MAX = 60;
export const STUDIO_SHORT_NAME_MAX = 30;
export const STUDIO_ADDRESS_MAX = 200;
export const STUDIO_FLOOR_MAX = 30;
export const STUDIO_STATION_MAX = 200;
export const STUDIO_NOTE_MAX = 300;
export const STUDIO_URL_MAX = 300;
export const STUDIO_OWNER_MAX = 30;
export const STUDIO_EMAIL_MAX = 254;
export const STUDIO_PRIVACY_CONTACT_MAX = 100;

/** A text field that may be left empty; a value that is not text at all is a broken request. */
const optionalLine = (tooLong: ErrorCode, max: number) =>
  lineField({ tooLong, max, invalid: 'site.invalid' });

/** Text checked by the shared rules, then turned into its one stored spelling (or refused with `code`). */
function formatted(field: z.ZodType<string>, code: ErrorCode, normalize: (text: string) => string | null) {
  return field.transform((value, context) => {
    if (value === '') return value;
    const normal = normalize(value);
    if (normal === null) context.addIssue({ code: 'custom', message: code });
    return normal ?? value;
  });
}

const coordinate = (axis: 'lat' | 'lng', code: ErrorCode) =>
  z
    .number({ error: 'site.coordinates_required' })
    .min(KOREA_BOUNDS[axis].min, { error: code })
    .max(KOREA_BOUNDS[axis].max, { error: code });

const businessNumber = lineField({
  required: 'site.business_number_required',
  tooLong: 'site.business_number_format',
  max: 20,
}).transform((value, context) => {
  const result = parseBusinessNumber(value);
  if ('value' in result) return result.value;
  context.addIssue({
    code: 'custom',
    message: result.problem === 'format' ? 'site.business_number_format' : 'site.business_number_checksum',
  });
  return value;
});

/** What the owner sends: every rule, with the Korean code of each failure. */
export const studioSettingsInput = z.strictObject(
  {
    name: nameField({ required: 'site.name_required', tooLong: 'site.name_too_long', max: STUDIO_NAME_MAX }),
    shortName: nameField({
      required: 'site.short_name_required',
      tooLong: 'site.short_name_too_long',
      max: STUDIO_SHORT_NAME_MAX,
    }),
    address: lineField({
      required: 'site.address_required',
      tooLong: 'site.address_too_long',
      max: STUDIO_ADDRESS_MAX,
    }),
    floor: optionalLine('site.floor_too_long', STUDIO_FLOOR_MAX),
    station: optionalLine('site.station_too_long', STUDIO_STATION_MAX),
    // Parking and opening hours may take a line each for weekdays and weekends.
    parking: paragraphField({
      tooLong: 'site.parking_too_long',
      max: STUDIO_NOTE_MAX,
      invalid: 'site.invalid',
    }),
    hours: paragraphField({ tooLong: 'site.hours_too_long', max: STUDIO_NOTE_MAX, invalid: 'site.invalid' }),
    coordinates: z
      .strictObject(
        { lat: coordinate('lat', 'site.latitude_range'), lng: coordinate('lng', 'site.longitude_range') },
        {
          error: (issue) =>
            issue.code === 'unrecognized_keys' ? 'site.unknown_field' : 'site.coordinates_required',
        },
      )
      .meta({ description: '지도 위치 {lat, lng}: 위도 33–39, 경도 124–132 (대한민국)' }),
    phone: formatted(
      lineField({ required: 'site.phone_required', tooLong: 'site.phone_format', max: 30 }),
      'site.phone_format',
      normalizeStudioPhone,
    ).meta({ description: '02-123-4567, 031-1234-5678, 010-1234-5678, 1588-1234 (하이픈 없이도 됨)' }),
    kakaoChannelUrl: formatted(
      optionalLine('site.url_too_long', STUDIO_URL_MAX),
      'site.url_https',
      normalizeHttpsUrl,
    ).meta({ description: 'https 주소만, 없으면 빈 문자열' }),
    businessNumber: businessNumber.meta({
      description: '123-45-67890 형식 또는 숫자 10자리, 검증 숫자 확인',
    }),
    owner: nameField({
      required: 'site.owner_required',
      tooLong: 'site.owner_too_long',
      max: STUDIO_OWNER_MAX,
    }),
    email: formatted(optionalLine('site.email_format', STUDIO_EMAIL_MAX), 'site.email_format', (text) =>
      isPlausibleEmail(text) ? text : null,
    ).meta({ description: '이메일, 없으면 빈 문자열' }),
    // 개인정보 보호법 §31: someone answers for personal data, and the privacy policy names them;
    // left empty, the representative does (시행령 §32 ②).
    privacyOfficer: optionalLine('site.privacy_officer_too_long', STUDIO_OWNER_MAX).meta({
      description: '개인정보 보호책임자 이름, 비우면 대표자',
    }),
    privacyOfficerContact: optionalLine(
      'site.privacy_officer_contact_too_long',
      STUDIO_PRIVACY_CONTACT_MAX,
    ).meta({
      description: '개인정보 보호책임자 연락처 (전화번호나 이메일), 비우면 학원 전화번호',
    }),
  },
  { error: objectError },
);

/** The studio as stored and answered (the rules are the input's; here only the shapes). */
export const studioSettings = z.object({
  name: z.string().meta({ description: '학원 이름 (1–60자)' }),
  shortName: z.string().meta({ description: '머리글에 보이는 짧은 이름' }),
  address: z.string(),
  floor: z.string().meta({ description: '층·호수, 없으면 빈 문자열' }),
  station: z.string().meta({ description: '가까운 역에서 오는 길' }),
  parking: z.string().meta({ description: '주차 안내 (여러 줄 가능)' }),
  hours: z.string().meta({ description: '운영 시간 안내 (여러 줄 가능)' }),
  coordinates: z
    .object({ lat: z.number(), lng: z.number() })
    .meta({ description: '지도 위치: 위도 33–39, 경도 124–132' }),
  phone: z.string().meta({ description: '02-123-4567, 031-1234-5678, 010-1234-5678, 1588-1234 형식' }),
  kakaoChannelUrl: z.string().meta({ description: 'https 주소, 없으면 빈 문자열' }),
  businessNumber: z.string().meta({ description: '사업자등록번호 123-45-67890 형식 (검증 숫자 확인)' }),
  owner: z.string().meta({ description: '대표자 이름' }),
  email: z.string().meta({ description: '이메일, 없으면 빈 문자열' }),
  privacyOfficer: z.string().meta({ description: '개인정보 보호책임자, 빈 문자열이면 대표자' }),
  privacyOfficerContact: z
    .string()
    .meta({ description: '개인정보 보호책임자 연락처, 빈 문자열이면 학원 전화번호' }),
});
export type StudioSettings = z.infer<typeof studioSettings>;
