/**
 * What each lesson status does to the remaining lessons, in the words the dialogs and
 * history show (DESIGN §4: 출석, 지각 and 당일취소 are charged; 사전취소 and 강사사정 are not).
 */
import type { LessonStatus } from '#shared/student-rules.ts';

export const statusEffects: Record<LessonStatus, string> = {
  출석: '1회 차감',
  지각: '1회 차감',
  당일취소: '1회 차감 · 당일 취소나 결석',
  사전취소: '차감 없음 · 미리 알린 취소, 보강 대상',
  강사사정: '차감 없음 · 학원 사정, 보강 대상',
};
