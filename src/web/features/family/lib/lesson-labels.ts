/** How the portal names a lesson, a status and an absence, in a parent's words. */

import { dayLabel } from '#shared/day-labels.ts';
import type { LessonStatus } from '#shared/student-rules.ts';
import { formatSeoulTime, seoulDate } from '#shared/time.ts';

export { dayLabel, timeLabel } from '#shared/day-labels.ts';

/** When something was said, as the rest of the page writes a day: "오늘 오전 11:41", "11월 27일 (금) 오후 9:30". */
export function momentLabel(instant: string, today: string): string {
  const day = seoulDate(new Date(instant));
  return `${day === today ? '오늘' : dayLabel(day)} ${formatSeoulTime(instant)}`;
}

export const kindLabels: Record<string, string | undefined> = {
  makeup: '보강',
  trial: '체험',
  moved: '옮긴 레슨',
};

export const statusLabels: Record<LessonStatus, string> = {
  출석: '출석',
  지각: '지각',
  당일취소: '당일취소 (1회 차감)',
  사전취소: '사전취소 (차감 없음)',
  강사사정: '선생님 사정 (차감 없음)',
};

export const absenceLabels: Record<'recorded' | 'requested' | 'accepted' | 'dismissed', string> = {
  recorded: '결석 신청 완료',
  requested: '결석 신청함 · 선생님 확인 중',
  accepted: '결석 신청 처리됨',
  dismissed: '결석 신청 · 선생님께 문의',
};

/**
 * What the portal says of a lesson ahead: closed, else what was recorded (the same words as the
 * history's), else where its 결석 신청 stands. One state, one name: a 결석 신청 recorded as
 * 사전취소 reads '사전취소 (차감 없음)' here as in the history.
 */
export function lessonStateLabel(lesson: {
  closed: string | null;
  status: LessonStatus | null;
  absence: keyof typeof absenceLabels | null;
}): string | null {
  if (lesson.closed) return `휴원 · ${lesson.closed}`;
  if (lesson.status) return statusLabels[lesson.status];
  if (lesson.absence) return absenceLabels[lesson.absence];
  return null;
}
