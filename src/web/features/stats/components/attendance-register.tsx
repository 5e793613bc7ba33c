/**
 * The 출석부: students × days of the month, each lesson as the mark a paper register uses,
 * totals per status. "인쇄" prints only the register, on A4 landscape (attendance-print.tsx).
 */
import { ATTENDANCE_MARKS } from '#shared/attendance-marks.ts';
import type { AttendanceResponse } from '#shared/schemas/stats.ts';
import { LESSON_STATUSES } from '#shared/student-rules.ts';
import styles from './attendance-register.module.css';

interface Props {
  register: AttendanceResponse;
  title: string;
  teacherName?: (teacherId: string) => string | undefined;
}

function weekday(month: string, day: number): number {
  return new Date(`${month}-${String(day).padStart(2, '0')}T00:00:00Z`).getUTCDay();
}

export function AttendanceLegend() {
  return (
    <ul className={styles.legend} aria-label="출석부 기호">
      {LESSON_STATUSES.map((status) => (
        <li key={status}>
          <span className={styles.mark} aria-hidden="true">
            {ATTENDANCE_MARKS[status]}
          </span>{' '}
          {status === '사전취소' ? '사전취소 (보강)' : status}
        </li>
      ))}
    </ul>
  );
}

export function AttendanceRegister({ register, title, teacherName }: Props) {
  const days = Array.from({ length: register.daysInMonth }, (_, index) => index + 1);
  const weekend = (day: number) => {
    const value = weekday(register.month, day);
    return value === 0 ? styles.sunday : value === 6 ? styles.saturday : undefined;
  };
  return (
    <table className={styles.register}>
      <caption className={styles.caption}>{title}</caption>
      <thead>
        <tr>
          <th scope="col" className={styles.name}>
            학생
          </th>
          {days.map((day) => (
            <th key={day} scope="col" className={weekend(day)}>
              {day}
            </th>
          ))}
          {LESSON_STATUSES.map((status) => (
            <th key={status} scope="col" className={styles.total}>
              <span aria-hidden="true">{ATTENDANCE_MARKS[status]}</span>
              <span className="visually-hidden">{status}</span>
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {register.rows.length === 0 ? (
          <tr>
            <td colSpan={days.length + 1 + LESSON_STATUSES.length} className={styles.empty}>
              이 달의 출석부에 올릴 학생이 없습니다.
            </td>
          </tr>
        ) : (
          register.rows.map((row) => (
            <tr key={row.studentId}>
              <th scope="row" className={styles.name}>
                {row.name}
                {row.archived ? <span className={styles.muted}> (삭제됨)</span> : null}
                {teacherName ? <span className={styles.teacher}>{teacherName(row.teacherId)}</span> : null}
              </th>
              {days.map((day) => {
                const marks = row.days[String(day)] ?? [];
                return (
                  <td key={day} className={weekend(day)}>
                    {marks.length > 0 ? (
                      <>
                        <span aria-hidden="true">
                          {marks.map((status) => ATTENDANCE_MARKS[status]).join('')}
                        </span>
                        <span className="visually-hidden">{marks.join(', ')}</span>
                      </>
                    ) : null}
                  </td>
                );
              })}
              {LESSON_STATUSES.map((status) => (
                <td key={status} className={styles.total}>
                  {row.totals[status]}
                </td>
              ))}
            </tr>
          ))
        )}
      </tbody>
    </table>
  );
}
