/** The month's sums: what the lessons earned, what is withheld (소득세 and 지방소득세), and the net paid. */
import type { StatementResponse } from '#shared/schemas/payroll.ts';
import { formatWon } from '../lib/format.ts';
import styles from './statement-totals.module.css';

export function StatementTotals({ statement }: { statement: StatementResponse }) {
  return (
    <dl className={styles.totals}>
      <div className={styles.item}>
        <dt>지급 총액</dt>
        <dd>{formatWon(statement.total)}</dd>
      </div>
      <div className={styles.item}>
        <dt>원천징수 3.3%</dt>
        <dd>{formatWon(statement.withholding)}</dd>
        <dd className={styles.note}>
          소득세 {formatWon(statement.incomeTax)} · 지방소득세 {formatWon(statement.localTax)}
        </dd>
      </div>
      <div className={`${styles.item} ${styles.net}`}>
        <dt>실지급액</dt>
        <dd>{formatWon(statement.net)}</dd>
      </div>
    </dl>
  );
}
