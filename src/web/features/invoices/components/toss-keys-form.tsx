/**
 * 토스페이먼츠 키 in 사이트 관리 → 결제 (decision 085): which keys the payment window uses, the
 * owner's own (a secret shown only as "설정됨 · …abcd", never again), the test keys back, or
 * online payment off. The transfer account is sent as saved: this form changes only the keys.
 */
import { type FormEvent, useState } from 'react';
import { Field, FormAlert } from '../../../components/ui/field.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useSavePaymentSettings } from '../api/invoices-api.ts';
import { checkTossKeys, type TossKeyErrors } from '../lib/toss-key-check.ts';
import styles from './toss-keys-form.module.css';

type SentKeys = { clientKey?: string; secretKey?: string; testKeys?: true };

interface TossKeysState {
  transferAccount: string;
  clientKey: string;
  secretKey: string;
  testKeys: boolean;
}

function stateLine(keys: TossKeysState): { tone: string; text: string } {
  if (keys.testKeys)
    return {
      tone: 'test',
      text: '테스트 키 사용 중 · 결제창은 열리지만 실제로 돈이 오가지 않습니다. 계약 후 받은 라이브 키를 입력해 주세요.',
    };
  if (!keys.clientKey)
    return { tone: 'off', text: '온라인 결제 꺼짐 · 결제 링크에는 계좌이체 안내만 보입니다.' };
  return keys.clientKey.startsWith('live_')
    ? { tone: 'live', text: '라이브 키 사용 중 · 가족의 결제가 실제로 승인됩니다.' }
    : { tone: 'test', text: '내 테스트 키 사용 중 · 실제로 돈이 오가지 않습니다.' };
}

export function TossKeysForm({ keys }: { keys: TossKeysState }) {
  const save = useSavePaymentSettings();
  const toast = useToast();
  const [clientKey, setClientKey] = useState(keys.testKeys ? '' : keys.clientKey);
  const [secretKey, setSecretKey] = useState('');
  const [errors, setErrors] = useState<TossKeyErrors>({});
  const [alert, setAlert] = useState<string | null>(null);
  const hasSecret = !keys.testKeys && keys.secretKey !== '';
  const line = stateLine(keys);

  const send = (body: SentKeys, done: string) => {
    setAlert(null);
    save.mutate(
      { transferAccount: keys.transferAccount, ...body },
      {
        onSuccess: (answer) => {
          setSecretKey('');
          setClientKey(answer.testKeys ? '' : answer.clientKey);
          toast.success(done);
        },
        onError: (failure) => {
          if (failure instanceof ApiError && failure.code.startsWith('toss.key'))
            setErrors({ secretKey: failure.message });
          else setAlert(failure.message);
        },
      },
    );
  };

  /** Sends a setting that needs no key typed, dropping what the fields were refused for. */
  const resetButton = (label: string, body: SentKeys, done: string) => (
    <button
      type="button"
      className="button button-secondary"
      disabled={save.isPending}
      onClick={() => {
        setErrors({});
        send(body, done);
      }}
    >
      {label}
    </button>
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = checkTossKeys(clientKey.trim(), secretKey.trim(), hasSecret);
    setErrors(found);
    if (found.clientKey || found.secretKey) return;
    send(
      { clientKey: clientKey.trim(), ...(secretKey.trim() ? { secretKey: secretKey.trim() } : {}) },
      '토스페이먼츠 키를 저장했습니다.',
    );
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby="toss-keys-title">
      <h2 id="toss-keys-title" className={styles.title}>
        토스페이먼츠 (온라인 결제)
      </h2>
      <p className={styles.state} data-tone={line.tone} role="status">
        {line.text}
      </p>
      <p className={styles.hint}>
        토스페이먼츠 상점관리자 → 개발 정보의 <strong>API 개별 연동 키</strong>를 입력해 주세요. 결제위젯 연동
        키(gck, gsk)는 쓸 수 없습니다.
      </p>
      <Field id="toss-client-key" label="클라이언트 키" error={errors.clientKey}>
        {(control) => (
          <input
            {...control}
            maxLength={200}
            autoComplete="off"
            spellCheck={false}
            placeholder="live_ck_…"
            value={clientKey}
            onChange={(event) => setClientKey(event.target.value)}
          />
        )}
      </Field>
      <Field
        id="toss-secret-key"
        label="시크릿 키"
        hint={
          hasSecret
            ? `${keys.secretKey} · 바꿀 때만 입력해 주세요. 저장한 키는 다시 보여 주지 않습니다.`
            : '저장한 뒤에는 다시 보여 주지 않습니다.'
        }
        error={errors.secretKey}
      >
        {(control) => (
          <input
            {...control}
            type="password"
            maxLength={200}
            autoComplete="new-password"
            spellCheck={false}
            placeholder={hasSecret ? '바꾸지 않으면 비워 두세요' : 'live_sk_…'}
            value={secretKey}
            onChange={(event) => setSecretKey(event.target.value)}
          />
        )}
      </Field>
      {alert ? <FormAlert>{alert}</FormAlert> : null}
      <div className={styles.actions}>
        {!keys.testKeys
          ? resetButton('테스트 키로 되돌리기', { testKeys: true }, '토스페이먼츠 테스트 키로 되돌렸습니다.')
          : null}
        {keys.clientKey
          ? resetButton('온라인 결제 끄기', { clientKey: '' }, '온라인 결제를 껐습니다.')
          : null}
        <button type="submit" className="button" disabled={save.isPending}>
          {save.isPending ? '저장 중…' : '키 저장'}
        </button>
      </div>
    </form>
  );
}
