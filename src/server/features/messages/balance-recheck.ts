/**
 * A balance notice is checked again as it goes out: held through the night, it may have become
 * untrue by 08:00 (paid at 06:35). Its cause gone, it is dropped and the 발송함 says why; still
 * true, it goes out with the balance as it stands now (미수 2회, not the 1회 it was written with).
 */
import type { Db } from '../../db/database.ts';
import { studentBalance } from '../students/index.ts';
import { invoiceDrop } from './invoice-recheck.ts';
import { isBalanceEvent } from './outbox.queries.ts';
import type { OutboxRow } from './outbox-claims.ts';

export const BALANCE_RESTORED = '잔여 레슨이 다시 생겨 보내지 않았습니다';
export const BALANCE_CHANGED = '잔여 레슨 수가 바뀌어 보내지 않았습니다';
export const STUDENT_GONE = '학생이 목록에서 빠져 보내지 않았습니다';

export type Recheck = { drop: string } | { variables: Record<string, string> };

/** What becomes of a message as it goes out: its variables (perhaps brought up to date), or why not. */
export async function recheckNotice(
  db: Db,
  row: OutboxRow,
  variables: Record<string, string>,
): Promise<Recheck> {
  if (row.event === 'invoice') {
    const drop = await invoiceDrop(db, row.source_key, variables);
    return drop ? { drop } : { variables };
  }
  if (!isBalanceEvent(row.event) || row.student_id === null) return { variables };
  const balance = await studentBalance(db, Number(row.student_id));
  if (!balance || balance.archived) return { drop: STUDENT_GONE };
  const { remaining } = balance;
  if (row.event === 'lessons-out') {
    if (remaining > 0) return { drop: BALANCE_RESTORED };
    return { variables: { ...variables, 미수: String(-remaining) } };
  }
  // 남은 레슨 1회: true only at one.
  if (remaining > 1) return { drop: BALANCE_RESTORED };
  if (remaining < 1) return { drop: BALANCE_CHANGED };
  return { variables };
}
