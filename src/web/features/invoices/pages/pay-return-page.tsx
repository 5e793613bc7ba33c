/**
 * Where Toss's payment window sends the family back: `/pay/:token/success` confirms the
 * payment with the server and shows it paid (or a 가상계좌's account to deposit to), and
 * `/pay/:token/fail` says Toss's reason in Korean with 다시 결제하기. A reload or the back
 * button confirms again, and the server answers as it did: nothing is paid twice. Visitor's
 * pages of one island each (decision 070), read in the browser only: the address holds the
 * payment's details.
 */
import { type ReactNode, useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { tossErrorText } from '#shared/messages/toss.ts';
import { formatWon } from '#shared/won.ts';
import { Island, type IslandName } from '../../../components/island.tsx';
import { Fact } from '../../../components/ui/fact.tsx';
import { Page } from '../../../components/ui/page.tsx';
import { PageLoading } from '../../../components/ui/page-loading.tsx';
import { confirmPayment, type PayConfirmed } from '../api/invoices-api.ts';
import {
  depositDeadline,
  type PayFailReturn,
  parseFailReturn,
  parseSuccessReturn,
} from '../lib/pay-return.ts';
import styles from './pay-return-page.module.css';

/** A visitor's page of one island, read in the browser only. */
function returnPage(name: IslandName, View: (props: { token: string }) => ReactNode) {
  return function PayReturnPage() {
    const { token = '' } = useParams();
    return (
      <Page title="결제 확인">
        <Island name={name} component={View} props={{ token }} when="load" />
      </Page>
    );
  };
}

const billPath = (token: string) => `/pay/${encodeURIComponent(token)}`;

type Confirming =
  | { state: 'pending' }
  | { state: 'done'; answer: PayConfirmed }
  | { state: 'error'; message: string };

/** The answer's card: its colour (`tone`) and heading, then what it says. */
function ReturnCard({ tone, title, children }: { tone: string; title: string; children: ReactNode }) {
  return (
    <section className={styles.card} data-tone={tone} aria-labelledby="pay-return-title">
      <h2 id="pay-return-title" className={styles.title}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** One confirm per return, even when React runs the effect twice. */
const confirms = new Map<string, Promise<PayConfirmed>>();

export function PaySuccessView({ token }: { token: string }) {
  const [confirming, setConfirming] = useState<Confirming>({ state: 'pending' });
  useEffect(() => {
    const back = parseSuccessReturn(window.location.search);
    if (!back) {
      setConfirming({
        state: 'error',
        message: '결제 정보가 올바르지 않아 확인하지 못했습니다. 결제 페이지에서 결제 상태를 확인해 주세요.',
      });
      return;
    }
    let current = true;
    const key = `${back.orderId}:${back.paymentKey}`;
    let confirm = confirms.get(key);
    if (!confirm) {
      confirm = confirmPayment(back);
      confirms.set(key, confirm);
      // A failure may be asked again (Toss unreachable a moment); a success stays answered.
      confirm.catch(() => confirms.delete(key));
    }
    confirm.then(
      (answer) => current && setConfirming({ state: 'done', answer }),
      (error: Error) => current && setConfirming({ state: 'error', message: error.message }),
    );
    return () => {
      current = false;
    };
  }, []);

  if (confirming.state === 'pending') {
    return (
      <div aria-live="polite">
        <p className={styles.lead}>결제를 확인하고 있습니다. 이 화면을 닫지 말아 주세요.</p>
        <PageLoading />
      </div>
    );
  }
  if (confirming.state === 'error') {
    return (
      <ReturnCard tone="error" title="결제를 완료하지 못했습니다">
        <p role="alert" className={styles.message}>
          {confirming.message}
        </p>
        <a className="button" href={billPath(token)}>
          결제 페이지로 돌아가기
        </a>
      </ReturnCard>
    );
  }
  return <Confirmed answer={confirming.answer} token={token} />;
}

function Confirmed({ answer, token }: { answer: PayConfirmed; token: string }) {
  const account = answer.virtualAccount;
  if (answer.result === 'waiting') {
    return (
      <ReturnCard tone="waiting" title="입금을 기다리고 있습니다">
        <p className={styles.message}>{answer.message}</p>
        {account ? (
          <dl className={styles.lines}>
            <Fact term="은행">{account.bank}</Fact>
            <Fact term="계좌번호" valueClassName={styles.strong}>
              {account.accountNumber}
            </Fact>
            <Fact term="입금할 금액" valueClassName={styles.strong}>
              {formatWon(answer.invoice.amount)}
            </Fact>
            {depositDeadline(account.dueDate) ? (
              <Fact term="입금 기한">{depositDeadline(account.dueDate)}</Fact>
            ) : null}
          </dl>
        ) : null}
        <p className={styles.note}>입금하시면 자동으로 결제 완료가 됩니다. 기한이 지나면 계좌가 닫힙니다.</p>
      </ReturnCard>
    );
  }
  const paid = answer.result === 'paid';
  return (
    <ReturnCard tone={paid ? 'done' : 'refunded'} title={paid ? '결제 완료' : '이미 결제된 청구서입니다'}>
      <p className={styles.message}>{answer.message}</p>
      <dl className={styles.lines}>
        <Fact term="학생">{answer.invoice.studentName}</Fact>
        <Fact term={paid ? '결제 금액' : '환불 금액'} valueClassName={styles.strong}>
          {formatWon(answer.invoice.amount)}
        </Fact>
        {answer.method ? <Fact term="결제 수단">{answer.method}</Fact> : null}
      </dl>
      <p className={styles.actions}>
        {answer.receiptUrl ? (
          <a className="button" href={answer.receiptUrl} target="_blank" rel="noopener noreferrer">
            영수증 보기 (토스페이먼츠)
          </a>
        ) : null}
        <a className="button button-secondary" href={billPath(token)}>
          청구서 보기
        </a>
      </p>
      {paid ? (
        <p className={styles.note}>학원의 수강 기록과 가족 페이지에도 결제가 바로 반영되었습니다.</p>
      ) : null}
    </ReturnCard>
  );
}

export function PayFailView({ token }: { token: string }) {
  const [failure, setFailure] = useState<PayFailReturn | null>(null);
  useEffect(() => setFailure(parseFailReturn(window.location.search)), []);
  return (
    <ReturnCard tone="error" title="결제하지 못했습니다">
      <p role="alert" className={styles.message}>
        {failure ? tossErrorText(failure.code, failure.message) : ''}
      </p>
      <p className={styles.note}>
        돈은 빠져나가지 않았습니다. 다른 결제 수단이나 다른 카드로 다시 결제할 수 있습니다.
      </p>
      <a className="button" href={billPath(token)}>
        다시 결제하기
      </a>
    </ReturnCard>
  );
}

export const PaySuccessPage = returnPage('pay-success', PaySuccessView);
export const PayFailPage = returnPage('pay-fail', PayFailView);
