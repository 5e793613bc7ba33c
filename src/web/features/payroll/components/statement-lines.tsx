/**
 * A statement's lines as a table: each lesson of the month with the working of its pay, and
 * below, the adjustments for earlier confirmed months. On a phone each row becomes a card.
 */
import type { StatementResponse } from '#shared/schemas/payroll.ts';
import { formatSignedWon } from '#shared/won.ts';
import styles from './statement-lines.module.css';

type Line = StatementResponse['lines'][number] & { month?: string };

const shortDate = (date: string) => `${Number(date.slice(5, 7))}월 ${Number(date.slice(8, 10))}일`;

export function StatementLines({
  lines,
  caption,
  adjustment = false,
}: {
  lines: Line[];
  caption: string;
  adjustment?: boolean;
}) {
  return (
    <table className={styles.table}>
      <caption className={styles.caption}>{caption}</caption>
      <thead className="head-hidden-below-600">
        <tr>
          <th scope="col">{adjustment ? '레슨 날짜' : '날짜'}</th>
          <th scope="col">학생</th>
          <th scope="col">상태</th>
          <th scope="col">계산 근거</th>
          <th scope="col" className={styles.amount}>
            금액
          </th>
        </tr>
      </thead>
      <tbody>
        {lines.map((line) => (
          <tr key={`${line.lessonId}-${line.basis}`} data-zero={line.amount === 0 ? '' : undefined}>
            <td data-label="날짜">{shortDate(line.date)}</td>
            <td data-label="학생">{line.student}</td>
            <td data-label="상태">
              <span className={styles.status} data-status={line.status}>
                {line.status}
              </span>
            </td>
            <td data-label="계산 근거" className={styles.basis}>
              {line.basis}
            </td>
            <td data-label="금액" className={styles.amount} data-negative={line.amount < 0 ? '' : undefined}>
              {formatSignedWon(line.amount)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
