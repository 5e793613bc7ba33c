/**
 * The families' portal and its sign-in (docs/decisions/048): a request and a response per
 * operation. The portal names its student by id among the students its session may see: two
 * children of one family may share a name (with different teachers). The teacher's side (links)
 * names the student by name among the teacher's own, where a name is unique.
 */
import { z } from 'zod';
import { ONE_OFF_KINDS } from '../calendar-rules.ts';
import { LESSON_STATUSES } from '../student-rules.ts';
import { LESSON_TYPES } from '../timetable-rules.ts';
import { toMobilePhone } from './auth.ts';
import { calendarDate, credit, lessonHour, occurrenceKey } from './calendar.ts';
import { idField, idParam, idParams } from './common.ts';
import { paymentRecord, receiptResponse, scopeQuery, studentNameParams } from './students.ts';
import { paragraphField, plainText } from './text.ts';

const studentName = plainText().min(1).max(200).meta({ description: '학생 이름' });
const studentId = idField().meta({ description: '학생 번호 (GET /api/family/me의 students[].id)' });

/** `POST /api/family/links` (teacher): a sign-in link for one of their students. */
export const familyLinkRequest = z.object({
  studentName,
  contactId: idField()
    .optional()
    .meta({ description: '이 연락처로도 링크를 보냄 (발송함에 쌓임); 없으면 링크만 만듦' }),
});
export const familyLinkQuery = scopeQuery;
export const familyLinkResponse = z.object({
  url: z.string().meta({ description: '한 번만 열 수 있는 로그인 링크' }),
  expiresAt: z.string().meta({ description: '처음 열기 전까지 쓸 수 있는 마지막 시각 (ISO-8601 UTC)' }),
  kakaoText: z.string().meta({ description: '카카오톡에 붙여 넣을 안내 글' }),
  queued: z.boolean().meta({ description: '연락처로 보낼 메시지를 발송함에 넣었는지' }),
});
export type FamilyLink = z.infer<typeof familyLinkResponse>;

export const familyEnterParams = z.object({ token: z.string().min(1).max(200) });

const absenceState = z.enum(['recorded', 'requested', 'accepted', 'dismissed']);

export const familyAbsence = z.object({
  id: z.number().int(),
  lessonDay: z.string(),
  lessonStart: z.string(),
  reason: z.string().nullable(),
  state: absenceState.meta({
    description:
      'recorded: 사전취소로 기록됨, requested: 선생님 확인 대기, accepted: 당일취소로 기록됨, dismissed: 닫음',
  }),
  requestedAt: z.string(),
});
export type FamilyAbsence = z.infer<typeof familyAbsence>;

/** A late 결석 신청 waiting for its teacher, as /managemember lists them above the students. */
export const absenceRequest = familyAbsence.omit({ state: true }).extend({
  occurrence: z.string().meta({ description: '달력의 수업 이름 (오늘 올 학생의 key와 같음)' }),
  studentName: z.string(),
  teacherId: z.string(),
});
export type AbsenceRequest = z.infer<typeof absenceRequest>;
export const absenceRequestsResponse = z.array(absenceRequest);

/** A 보강 a family booked or a 결석 신청 it made, on /managemember until someone marks it seen. */
export const staffFamilyNotice = z.object({
  id: z.number().int(),
  kind: z.enum(['makeup', 'absence']).meta({ description: 'makeup: 보강 예약, absence: 결석 신청' }),
  lessonDay: z.string().meta({ description: '레슨 날짜 (YYYY-MM-DD)' }),
  text: z
    .string()
    .meta({ description: '무엇을 했는지 (예: 12월 7일 (월) 오후 3시 1시간 보강을 예약했습니다.)' }),
  createdAt: z.string(),
  teacherId: z.string(),
  studentName: z.string(),
});
export type StaffFamilyNotice = z.infer<typeof staffFamilyNotice>;
export const staffFamilyNoticesResponse = z.array(staffFamilyNotice);

/** `POST /api/member/family-notices/seen`: marks these notices seen (확인). */
export const seenFamilyNoticesRequest = z.object({
  ids: z.array(idField(), { error: 'invalid_input' }).min(1, { error: 'invalid_input' }).max(100, {
    error: 'invalid_input',
  }),
});
export const seenFamilyNoticesResponse = z.object({ seen: z.number().int(), message: z.string() });

/** `GET /api/member/:name/family` (teacher): who is connected, and absences to decide. */
export const familyConnectionsResponse = z.object({
  sessions: z.array(
    z.object({
      id: z.number().int(),
      createdAt: z.string(),
      lastSeenAt: z.string(),
      via: z.enum(['link', 'phone']),
    }),
  ),
  openLinks: z.number().int().meta({ description: '아직 열지 않은 링크 수' }),
  absences: z.array(familyAbsence),
});
export type FamilyConnections = z.infer<typeof familyConnectionsResponse>;
export const familySessionParams = studentNameParams.extend({ id: idParam() });
export const familyAbsenceParams = idParams;
export const familyMessageResponse = z.object({ message: z.string() });
export const familyEndAllResponse = z.object({ message: z.string(), ended: z.number().int() });

/** A lesson ahead as a family sees it: no other student's name, no record keys. */
export const familyLesson = z.object({
  date: z.string(),
  time: z.number().int(),
  type: z.enum(LESSON_TYPES),
  kind: z.enum(['series', ...ONE_OFF_KINDS]),
  key: z.string().meta({ description: '결석 신청할 때 보내는 수업 이름' }),
  closed: z.string().nullable().meta({ description: '휴원일이면 그 이름' }),
  status: z.enum(LESSON_STATUSES).nullable(),
  absence: absenceState.nullable(),
});

export const familyStudent = z.object({
  id: z.number().int().meta({ description: '학생 번호: 가족 페이지의 다른 요청이 이 번호로 학생을 고름' }),
  name: z.string(),
  teacherName: z.string(),
  remaining: z.number().int().meta({ description: '남은 레슨 (0 이상)' }),
  owed: z.number().int().meta({ description: '미수 레슨 (먼저 받은 레슨)' }),
  upcoming: z.array(familyLesson),
  credits: z.array(credit),
});
export type FamilyStudent = z.infer<typeof familyStudent>;

/** `GET /api/family/me` */
export const familyMeResponse = z.object({
  students: z.array(familyStudent),
  noticeHours: z.number().int().meta({ description: '이 시간 전까지 알린 결석은 사전취소 (수업 규칙)' }),
});
export type FamilyMe = z.infer<typeof familyMeResponse>;

export const familyStudentQuery = z.object({ studentId: idParam() });

/** `GET /api/family/history`: the student's lessons with statuses and payments. */
export const familyHistoryResponse = z.object({
  lessons: z.array(
    z.object({ id: z.number().int(), lessonDay: z.string(), status: z.enum(LESSON_STATUSES) }),
  ),
  payments: z.array(paymentRecord.omit({ voidReason: true })),
});
export type FamilyHistory = z.infer<typeof familyHistoryResponse>;

/** `GET /api/family/receipts/:id`: the family's copy of a receipt (no staff notes). */
export const familyReceiptResponse = receiptResponse.extend({
  payment: paymentRecord.omit({ voidReason: true }),
});
export type FamilyReceipt = z.infer<typeof familyReceiptResponse>;

/** `POST /api/family/absences` */
export const familyAbsenceRequest = z.object({
  studentId,
  date: calendarDate('calendar.invalid_date'),
  occurrence: occurrenceKey.optional().meta({ description: '그날 레슨이 둘 이상이면 어느 레슨인지' }),
  // Shown to the teacher as written: the same refusals as every other text a person types.
  reason: paragraphField({ tooLong: 'family.reason_too_long', max: 200 }).optional(),
});
export const familyAbsenceResponse = z.object({
  message: z.string(),
  absence: familyAbsence,
  credit: z.boolean().meta({ description: '보강권이 생겼는지' }),
});

const phone = z
  .string({ error: 'family.phone_format' })
  .max(40, { error: 'family.phone_format' })
  .transform((value, context) => toMobilePhone('family.phone_format')(value.trim(), context))
  .meta({ description: '가족의 휴대전화 번호 (연락처에 등록된 번호)' });

/** `POST /api/family/code` */
export const familyCodeRequest = z.object({ phone });
export const familyCodeResponse = z.object({
  message: z.string(),
  canSend: z.boolean().meta({
    description:
      '학원에 문자를 보낼 수단이 있는지: 없으면 인증번호를 만들지 않음 (번호와 상관없이 같은 답: 등록 여부를 알려 주지 않음)',
  }),
});
export type FamilyCodeAnswer = z.infer<typeof familyCodeResponse>;
/** `GET /api/family/sign-in/options`: what /family/login can offer, before anyone types a number. */
export const familySignInOptionsResponse = z.object({
  codeByPhone: z.boolean().meta({
    description:
      '인증번호를 휴대폰으로 보낼 수단(문자·알림톡 또는 학원 웹훅)이 있는지: 없으면 가족에게 링크를 요청하라고 안내',
  }),
});
export type FamilySignInOptions = z.infer<typeof familySignInOptionsResponse>;
/** `POST /api/family/login` */
export const familyLoginRequest = z.object({
  phone,
  code: z.string({ error: 'family.code_format' }).regex(/^\d{6}$/, { error: 'family.code_format' }),
});

/** `GET /api/family/makeup-slots`: whether booking is on, the credits to spend, free places. */
export const familyMakeupSlotsResponse = z.object({
  allowed: z.boolean().meta({ description: '수업 규칙에서 가족의 보강 예약을 켰는지' }),
  validCredits: z.number().int().meta({ description: '지금 쓸 수 있는 보강권 수' }),
  cells: z
    .array(
      z.object({
        date: z.string(),
        time: z.number().int(),
        types: z
          .array(z.enum(LESSON_TYPES))
          .meta({ description: '이 칸에 잡을 수 있는 수업 (1시간은 두 칸 모두 빌 때)' }),
      }),
    )
    .meta({
      description:
        '선생님의 빈 시간 (오늘부터 14일, 휴원일·지난 시간 제외); 꺼져 있거나 보강권이 없으면 빈 목록',
    }),
});
export type FamilyMakeupSlots = z.infer<typeof familyMakeupSlotsResponse>;

/** `POST /api/family/makeup`: one free place, booked with the oldest valid credit. */
export const familyMakeupRequest = z.object({
  studentId,
  date: calendarDate('calendar.invalid_date'),
  time: lessonHour(),
  type: z.enum(LESSON_TYPES, { error: 'timetable.invalid_type' }),
});
export type FamilyMakeupRequest = z.input<typeof familyMakeupRequest>;
export const familyMakeupResponse = z.object({
  message: z.string(),
  lesson: z.object({ key: z.string(), date: z.string(), time: z.number().int(), type: z.enum(LESSON_TYPES) }),
});
