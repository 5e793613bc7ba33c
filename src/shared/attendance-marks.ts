/**
 * The register's marks (출석부): one character each, as a paper register has them. Apart from
 * the statistics' schema so the page draws them without zod.
 */
import type { LessonStatus } from './student-rules.ts';

export const ATTENDANCE_MARKS: Record<LessonStatus, string> = {
  출석: '○',
  지각: '△',
  당일취소: '×',
  사전취소: '보',
  강사사정: '강',
};
