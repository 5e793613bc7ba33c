/** A bill as its family reads it on the pay page: the sum, the state said plainly, and how to pay. */
import { useState } from 'react';
import { formatWon } from '#shared/won.ts';
import { Fact } from '../../../components/ui/fact.tsx';
import { copyText } from '../../../lib/copy-text.ts';
import type { PayPage } from '../api/invoices-api.ts';
import { dueLabel } from '../lib/invoice-labels.ts';
import styles from './pay-bill.module.css';
import { PayOnline } from './pay-online.tsx';

export function PayBill({ page, token }: { page: PayPage; token: string }) {
  const { invoice, transfer } = page;
  const online =
    invoice.status === '대기' && page.orderId && page.clientKey && page.scriptUrl ? (
      <PayOnline
        token={token}
        scriptUrl={page.scriptUrl}
        clientKey={page.clientKey}
        orderId={page.orderId}
        amount={page.amount}
        orderName={`${invoice.studio} ${invoice.note || '수강료'}`.slice(0, 100)}
        studentName={invoice.studentName}
      />
    ) : null;
  return (
    <article className={styles.bill} data-status={invoice.status} aria-labelledby="pay-bill-title">
      <p className={styles.studio}>{invoice.studio}</p>
      <h2 id="pay-bill-title" className={styles.title}>
        {invoice.studentName} 학생 청구서
      </h2>
      <dl className={styles.lines}>
        <Fact term="내용">
          {invoice.note || '수강료'}
          {invoice.lessons > 0 ? ` (레슨 ${invoice.lessons}회)` : ''}
        </Fact>
        <Fact term="납부 기한">{dueLabel(invoice.dueDate)}</Fact>
        <Fact term="금액" className={styles.amountLine} valueClassName={styles.amount}>
          {formatWon(invoice.amount)}
        </Fact>
      </dl>
      {invoice.status === '결제 완료' ? (
        <p className={styles.state} data-tone="done">
          결제가 완료된 청구서입니다. 감사합니다.
        </p>
      ) : invoice.status === '취소' ? (
        <p className={styles.state} data-tone="cancelled">
          학원에서 취소한 청구서입니다. 결제하지 않으셔도 됩니다. 궁금한 점은 학원에 문의해 주세요.
        </p>
      ) : (
        <>
          {online}
          <HowToPay account={transfer?.account ?? null} amount={invoice.amount} online={online !== null} />
        </>
      )}
    </article>
  );
}

function HowToPay({ account, amount, online }: { account: string | null; amount: number; online: boolean }) {
  const [said, setSaid] = useState('');
  const copy = async () => {
    if (!account) return;
    setSaid(
      (await copyText(account))
        ? '계좌번호를 복사했습니다. 은행 앱에 붙여 넣어 주세요.'
        : '자동으로 복사하지 못했습니다. 계좌번호를 길게 눌러 복사해 주세요.',
    );
  };
  return (
    <section className={styles.pay} aria-labelledby="pay-how-title">
      <h3 id="pay-how-title" className={styles.payTitle}>
        {online ? '직접 계좌이체' : '결제 방법'}
      </h3>
      {account ? (
        <>
          <p>
            아래 계좌로 {formatWon(amount)}을 보내 주세요. 보내는 분 이름은 학생 이름으로 해 주시면 확인이
            빠릅니다.
          </p>
          <div className={styles.account}>
            <span className={styles.accountText}>{account}</span>
            <button type="button" className="button" onClick={() => void copy()}>
              복사
            </button>
          </div>
          <p className={styles.said} role="status">
            {said}
          </p>
        </>
      ) : online ? (
        <p>계좌로 직접 보내시려면 학원에 계좌를 문의해 주세요.</p>
      ) : (
        <p>학원에 계좌이체 또는 현금으로 결제해 주세요. 계좌 안내는 학원에 문의해 주세요.</p>
      )}
      <p className={styles.confirmNote}>
        입금하시면 학원에서 확인한 뒤 결제 완료로 바꿉니다. 이 페이지를 다시 열면 결제 완료로 보입니다.
      </p>
    </section>
  );
}
