/**
 * 테스트 발송 of one sender: one real message to the owner's e-mail or phone with the settings
 * now in force, and the answer in place — that it went, or the Korean explanation of what the
 * provider refused with the provider's own words beneath. A mistyped recipient is shown at its
 * field; the limit on tests (a Solapi test is a paid message) as the form's alert.
 */
import { type FormEvent, useState } from 'react';
import type { SenderKind } from '#shared/schemas/senders.ts';
import { Field, FormAlert } from '../../../components/ui/field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useTestSender } from '../api/senders-api.ts';
import { senderForms } from '../lib/sender-forms.ts';
import styles from './sender-card.module.css';

const RECIPIENT_ERRORS = ['senders.test_email_invalid', 'senders.test_phone_invalid', 'invalid_input'];

export function SenderTestForm({ kind }: { kind: SenderKind }) {
  const { testTo } = senderForms[kind];
  const test = useTestSender();
  const [to, setTo] = useState('');
  const id = `sender-${kind}-test-to`;
  const refused = test.error instanceof ApiError ? test.error : null;
  const atField = refused && RECIPIENT_ERRORS.includes(refused.code) ? refused.message : undefined;
  const result = test.data;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    test.mutate({ kind, to: to.trim() });
  };

  return (
    <form
      className={styles.test}
      onSubmit={onSubmit}
      noValidate
      aria-label={`${senderForms[kind].title} 테스트 발송`}
    >
      <Field id={id} label={testTo.label} hint={testTo.hint} required={testTo.required} error={atField}>
        {(control) => (
          <input
            {...control}
            type={testTo.inputMode === 'email' ? 'email' : 'tel'}
            inputMode={testTo.inputMode}
            autoComplete={testTo.inputMode}
            value={to}
            onChange={(event) => setTo(event.target.value)}
            required={testTo.required}
          />
        )}
      </Field>
      <div className={styles.buttons}>
        <button
          type="submit"
          className="button button-secondary"
          disabled={test.isPending}
          aria-busy={test.isPending}
        >
          {test.isPending ? '보내는 중…' : '테스트 발송'}
        </button>
      </div>
      {test.isError && !atField ? <FormAlert>{test.error.message}</FormAlert> : null}
      {result && !test.isPending ? (
        <div role={result.ok ? 'status' : 'alert'} className={result.ok ? styles.ok : styles.failed}>
          <p>{result.message}</p>
          {result.detail ? <p className={styles.detail}>서버의 답: {result.detail}</p> : null}
          {result.source === 'env' ? (
            <p className={styles.detail}>서버의 환경 변수 설정으로 보냈습니다.</p>
          ) : null}
        </div>
      ) : null}
    </form>
  );
}
