/**
 * 결제하기 on the pay page: the family picks how to pay and Toss's window opens (decision 085).
 * The order was written when the page was read; the window returns to the success page with
 * the payment, or to the fail page with Toss's reason.
 */
import { useState } from 'react';
import { tossErrorText } from '#shared/messages/toss.ts';
import { formatWon } from '#shared/won.ts';
import { FormAlert } from '../../../components/ui/field.tsx';
import { openTossWindow, type TossMethod, windowError } from '../lib/toss-window.ts';
import styles from './pay-online.module.css';

const METHODS: { value: TossMethod; label: string; hint: string }[] = [
  { value: 'CARD', label: '카드 · 간편결제', hint: '신용·체크카드, 토스페이·카카오페이·네이버페이 등' },
  { value: 'TRANSFER', label: '계좌이체', hint: '내 은행 계좌에서 바로 이체' },
  { value: 'VIRTUAL_ACCOUNT', label: '가상계좌', hint: '입금할 계좌를 받아 나중에 입금' },
];

interface PayOnlineProps {
  token: string;
  scriptUrl: string;
  clientKey: string;
  orderId: string;
  amount: number;
  orderName: string;
  studentName: string;
}

export function PayOnline(props: PayOnlineProps) {
  const [method, setMethod] = useState<TossMethod>('CARD');
  const [opening, setOpening] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const pay = async () => {
    setError(null);
    setOpening(true);
    const back = `${window.location.origin}/pay/${encodeURIComponent(props.token)}`;
    try {
      await openTossWindow({
        scriptUrl: props.scriptUrl,
        clientKey: props.clientKey,
        method,
        orderId: props.orderId,
        orderName: props.orderName,
        amount: props.amount,
        customerName: props.studentName,
        successUrl: `${back}/success`,
        failUrl: `${back}/fail`,
      });
    } catch (failure) {
      const { code, message } = windowError(failure);
      setError(
        code === 'SCRIPT_FAILED'
          ? '결제창을 불러오지 못했습니다. 인터넷 연결을 확인하고 다시 눌러 주세요.'
          : code === 'USER_CANCEL'
            ? '결제창을 닫았습니다. 결제하려면 다시 눌러 주세요.'
            : tossErrorText(code, message),
      );
    } finally {
      setOpening(false);
    }
  };

  return (
    <section className={styles.online} aria-labelledby="pay-online-title">
      <h3 id="pay-online-title" className={styles.title}>
        온라인으로 결제
      </h3>
      <fieldset className={styles.methods}>
        <legend className={styles.legend}>결제 수단</legend>
        {METHODS.map((choice) => (
          <label key={choice.value} className={styles.method}>
            <input
              type="radio"
              name="pay-method"
              value={choice.value}
              checked={method === choice.value}
              onChange={() => setMethod(choice.value)}
            />
            <span>
              <span className={styles.methodLabel}>{choice.label}</span>
              <span className={styles.methodHint}>{choice.hint}</span>
            </span>
          </label>
        ))}
      </fieldset>
      {error ? <FormAlert>{error}</FormAlert> : null}
      <button
        type="button"
        className={`button ${styles.payButton}`}
        disabled={opening}
        onClick={() => void pay()}
      >
        {opening ? '결제창 여는 중…' : `${formatWon(props.amount)} 결제하기`}
      </button>
      <p className={styles.note}>
        토스페이먼츠 결제창이 열립니다. 계좌이체·가상계좌는 결제창에서 현금영수증을 신청할 수 있습니다.
      </p>
    </section>
  );
}
