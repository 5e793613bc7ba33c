/** 오늘 올 학생's small "이번 주 연습 1시간 25분": one request for the whole list, nothing for a week without. */
import { minutesLabel } from '#shared/practice-rules.ts';
import { usePracticeThisWeek } from '../api/practice-api.ts';
import styles from './practice.module.css';

export function WeekPracticeTag({
  studentId,
  teacherId,
}: {
  studentId: number;
  teacherId: string | undefined;
}) {
  const totals = usePracticeThisWeek(teacherId);
  const mine = totals.data?.students.find((each) => each.studentId === studentId);
  if (!mine) return null;
  return <span className={styles.tag}>이번 주 연습 {minutesLabel(mine.totalMinutes)}</span>;
}
