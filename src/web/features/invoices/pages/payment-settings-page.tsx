/**
 * 사이트 관리 → 결제 (owner): the account families transfer to, shown on every open bill's pay
 * page. Left empty, the pay page asks the family to ask the studio.
 */
import { type FormEvent, useEffect, useState } from 'react';
import { BackToSettings } from '../../../components/ui/back-to-settings.tsx';
import { Field, FormAlert } from '../../../components/ui/field.tsx';
import { Page } from '../../../components/ui/page.tsx';
import { PageLoading } from '../../../components/ui/page-loading.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { usePaymentSettings, useSavePaymentSettings } from '../api/invoices-api.ts';
import { TossKeysForm } from '../components/toss-keys-form.tsx';
import styles from './payment-settings-page.module.css';

export function PaymentSettingsPage() {
  const settings = usePaymentSettings();
  const save = useSavePaymentSettings();
  const toast = useToast();
  const [account, setAccount] = useState('');
  const loaded = settings.data?.transferAccount;
  useEffect(() => {
    if (loaded !== undefined) setAccount(loaded);
  }, [loaded]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      { transferAccount: account },
      { onSuccess: (answer) => toast.success(answer.message ?? '결제 설정을 저장했습니다.') },
    );
  };

  return (
    <Page
      title="결제 설정"
      lead="가족이 청구서의 결제 링크를 열면 보이는 입금 계좌와, 카드·계좌이체로 결제하는 토스페이먼츠 키를 정합니다."
    >
      <BackToSettings className={styles.back} />
      {settings.isPending ? (
        <PageLoading />
      ) : settings.isError ? (
        <FormAlert>{settings.error.message}</FormAlert>
      ) : (
        <form className={styles.form} onSubmit={submit} noValidate>
          <Field
            id="transfer-account"
            label="계좌이체 받을 계좌"
            hint="은행, 계좌번호, 예금주를 한 줄로 적어 주세요. 비우면 결제 링크에 계좌가 보이지 않고 학원에 문의하도록 안내합니다."
            error={save.isError ? save.error.message : undefined}
          >
            {(control) => (
              <input
                {...control}
                maxLength={100}
                autoComplete="off"
                placeholder="국민은행 123456-01-234567 온음아카데미"
                value={account}
                onChange={(event) => setAccount(event.target.value)}
              />
            )}
          </Field>
          <div className={styles.actions}>
            <button type="submit" className="button" disabled={save.isPending}>
              {save.isPending ? '저장 중…' : '저장'}
            </button>
          </div>
        </form>
      )}
      {settings.data ? (
        <TossKeysForm
          key={`${settings.data.clientKey}|${settings.data.secretKey}|${settings.data.testKeys}`}
          keys={settings.data}
        />
      ) : null}
    </Page>
  );
}
