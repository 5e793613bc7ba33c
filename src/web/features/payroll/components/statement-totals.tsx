/** The month's sums: what the lessons earned, what is withheld (소득세 and 지방소득세), and the net paid. */
import type { StatementResponse } from '#shared/schemas/payroll.ts';
import { formatSignedWon } from '#shared/won.ts';
import { Fact } from '../../../components/ui/fact.tsx';
import styles from './statement-totals.module.css';

export function StatementTotals({ statement }: { statement: StatementResponse }) {
  return (
    <dl className={styles.totals}>
      <Fact term="지급 총액" className={styles.item}>
        {formatSignedWon(statement.total)}
      </Fact>
      <div className={styles.item}>
        <dt>원천징수 3.3%</dt>
        <dd>{formatSignedWon(statement.withholding)}</dd>
        <dd className={styles.note}>
          소득세 {formatSignedWon(statement.incomeTax)} · 지방소득세 {formatSignedWon(statement.localTax)}
        </dd>
      </div>
      <Fact term="실지급액" className={`${styles.item} ${styles.net}`}>
        {formatSignedWon(statement.net)}
      </Fact>
    </dl>
  );
}
