/**
 * The staff's home (`GET /api/office/today`): one day of the studio — its lessons, recorded or
 * not, and absences — beside what waits for someone: lessons owed (미수), packages running out,
 * new enquiries and order requests, late 결석 신청, the outbox and the last backup. The owner
 * gets every teacher's; a teacher gets their own students' (and the studio's enquiries and
 * orders, which their pages show them too), never the backup.
 */
import { z } from 'zod';
import { ONE_OFF_KINDS } from '../calendar-rules.ts';
import { LESSON_STATUSES } from '../student-rules.ts';
import { LESSON_TYPES } from '../timetable-rules.ts';
import { calendarDate } from './calendar.ts';

export const officeTodayQuery = z.object({
  date: calendarDate('calendar.invalid_date')
    .optional()
    .meta({ description: '보는 날 (YYYY-MM-DD, 한국 시간; 없으면 오늘)' }),
});

const teacherRef = z.object({ id: z.string(), name: z.string() });

export const officeLesson = z.object({
  key: z.string().meta({ description: '수업 하나의 이름 (시간표에서 기록할 때 쓰는 것)' }),
  time: z.number().int(),
  type: z.enum(LESSON_TYPES),
  kind: z
    .enum(['series', ...ONE_OFF_KINDS])
    .meta({ description: 'series 반복 · makeup 보강 · trial 체험 · moved 옮긴 수업' }),
  teacherId: z.string(),
  studentId: z.number().int().nullable(),
  name: z.string(),
  status: z.enum(LESSON_STATUSES).nullable().meta({ description: '기록한 상태, 아직 기록 전이면 null' }),
});

export const officeTodayResponse = z.object({
  date: z.string(),
  scope: z.enum(['studio', 'teacher']).meta({ description: 'studio: 원장, 학원 전체; teacher: 본인 학생만' }),
  teachers: z.array(teacherRef).meta({ description: '이 답에 나오는 선생님들 (원장 먼저, 이름순)' }),
  closed: z.string().nullable().meta({ description: '휴원일이면 그 이름' }),
  lessons: z.array(officeLesson).meta({ description: '그날의 수업, 시간순 (휴원으로 쉬는 수업은 빼고)' }),
  counts: z.object({
    lessons: z.number().int(),
    recorded: z.number().int(),
    unrecorded: z.number().int(),
    absences: z.number().int().meta({ description: '당일취소·사전취소·강사사정으로 기록한 수업' }),
  }),
  owing: z
    .array(
      z.object({
        studentId: z.number().int(),
        name: z.string(),
        teacherId: z.string(),
        owed: z.number().int().meta({ description: '결제 전에 진행한 레슨 수' }),
      }),
    )
    .meta({ description: '미수가 있는 학생, 많은 순' }),
  expiring: z
    .array(
      z.object({
        paymentId: z.number().int(),
        studentId: z.number().int(),
        name: z.string(),
        teacherId: z.string(),
        unused: z.number().int(),
        expiresOn: z.string().nullable(),
        state: z.enum(['expiring', 'expired']),
      }),
    )
    .meta({ description: '7일 안에 끝나거나 이미 끝난, 남은 레슨이 있는 결제' }),
  enquiries: z.object({
    count: z.number().int().meta({ description: '접수 상태의 상담 신청 수' }),
    items: z.array(
      z.object({
        id: z.number().int(),
        name: z.string(),
        instrument: z.string().nullable(),
        createdAt: z.string(),
      }),
    ),
  }),
  orders: z.object({
    count: z.number().int().meta({ description: '접수 상태의 주문 요청 수' }),
    items: z.array(
      z.object({
        id: z.number().int(),
        productName: z.string(),
        name: z.string(),
        quantity: z.number().int(),
        createdAt: z.string(),
      }),
    ),
  }),
  absenceRequests: z
    .array(
      z.object({
        id: z.number().int(),
        studentName: z.string(),
        teacherId: z.string(),
        lessonDay: z.string(),
        reason: z.string().nullable(),
        requestedAt: z.string(),
      }),
    )
    .meta({ description: '알림 기한이 지나 들어와 선생님 확인을 기다리는 결석 신청' }),
  outbox: z.object({
    failed: z.number().int(),
    held: z.number().int().meta({ description: '늦은 시간이라 미뤄졌거나 다시 보내기를 기다리는 메시지' }),
    stalled: z
      .boolean()
      .meta({ description: '보낼 때가 한 시간 넘게 지났는데 아무것도 나가지 않음 (원장만)' }),
  }),
  backup: z
    .object({
      supported: z
        .boolean()
        .meta({ description: '서버가 백업을 만들 수 있으면 true (SQLite, PostgreSQL 모두)' }),
      lastBackupAt: z.string().nullable(),
      stale: z.boolean().meta({ description: '마지막 백업이 이틀보다 오래됨' }),
    })
    .nullable()
    .meta({ description: '마지막 백업 (원장만; 선생님에게는 null)' }),
});
export type OfficeToday = z.infer<typeof officeTodayResponse>;
export type OfficeLesson = z.infer<typeof officeLesson>;
