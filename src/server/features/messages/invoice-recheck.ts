/**
 * A bill's message is checked again as it goes out (held through the night, or tried again):
 * a bill paid or cancelled meanwhile, a link made anew (the old one no longer opens) or a link
 * whose secret was already dropped from the row is not sent, and the 발송함 says why.
 */
import { HIDDEN_PART } from '#shared/message-events.ts';
import type { Db } from '../../db/database.ts';
import { hashToken } from '../../lib/token-hash.ts';

export const INVOICE_CLOSED = '청구서가 결제되었거나 취소되어 보내지 않았습니다';
export const LINK_REPLACED = '결제 링크가 새로 만들어져 예전 링크는 보내지 않았습니다';
export const LINK_HIDDEN = '결제 링크는 보안상 다시 보낼 수 없습니다. 청구서에서 링크를 새로 만들어 주세요';

/** Why the bill's message must not go, or null when it still may. */
export async function invoiceDrop(
  db: Db,
  sourceKey: string,
  variables: Record<string, string>,
): Promise<string | null> {
  const link = variables.링크 ?? '';
  if (link.endsWith(HIDDEN_PART)) return LINK_HIDDEN;
  const id = Number(/^invoice:(\d+)$/.exec(sourceKey)?.[1]);
  const bill = Number.isSafeInteger(id)
    ? await db.selectFrom('invoices').select(['status', 'token_hash']).where('id', '=', id).executeTakeFirst()
    : undefined;
  if (bill?.status !== '대기') return INVOICE_CLOSED;
  const token = link.slice(link.lastIndexOf('/') + 1);
  return hashToken(token) === bill.token_hash ? null : LINK_REPLACED;
}
