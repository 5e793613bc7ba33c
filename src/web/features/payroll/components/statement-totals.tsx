/** The month's sums: what the lessons earned, what is withheld (소득세 and 지방소득세), and the net paid. */
import type { StatementResponse } from '#shared/schemas/payroll.ts';
import { formatSignedWon } from '#shared/won.ts';
import styles from './statement-totals.module.css';

export function StatementTotals({ statement }: { statement: StatementResponse }) {
  return (
    <dl className={styles.totals}>
      <div className={styles.item}>
        <dt>지급 총액</dt>
        <dd>{formatSignedWon(statement.total)}</dd>
      </div>
      <div className={styles.item}>
        <dt>원천징수 3.3%</dt>
        <dd>{formatSignedWon(statement.withholding)}</dd>
        <dd className={styles.note}>
          소득세 {formatSignedWon(statement.incomeTax)} · 지방소득세 {formatSignedWon(statement.localTax)}
        </dd>
      </div>
      <div className={`${styles.item} ${styles.net}`}>
        <dt>실지급액</dt>
        <dd>{formatSignedWon(statement.net)}</dd>
      </div>
    </dl>
  );
}
