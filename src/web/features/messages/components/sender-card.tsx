/**
 * One sender on the 알림 발송 page: whether it is set and from where, its form (read-only while
 * an environment variable sets it, since that one wins), 삭제 of what was saved here, and
 * 테스트 발송. The server's refusals are shown at the field they are about.
 */
import { type FormEvent, useEffect, useState } from 'react';
import type { SenderState } from '#shared/schemas/senders.ts';
import { BusyButton } from '../../../components/ui/busy-button.tsx';
import { useConfirm } from '../../../components/ui/confirm-dialog.tsx';
import { Field, FieldError, FormAlert, focusFirstInvalid } from '../../../components/ui/field.tsx';
import { useAnswerToasts, useToast } from '../../../components/ui/toast.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useClearSender, useSaveSender } from '../api/senders-api.ts';
import {
  initialValues,
  type SenderField,
  senderBody,
  senderForms,
  templateEvents,
  templateField,
  type Values,
} from '../lib/sender-forms.ts';
import styles from './sender-card.module.css';
import { SenderTestForm } from './sender-test-form.tsx';

/** "설정됨 · …1234 · 관리 화면", or that nothing is set. */
function stateLine(state: SenderState): { text: string; set: boolean } {
  if (state.source === 'env') return { text: '설정됨 · 서버의 환경 변수', set: true };
  if (state.source === 'settings')
    return { text: `${state.stored?.secretHint ?? '설정됨'} · 관리 화면`, set: true };
  return { text: '설정 안 됨', set: false };
}

export function SenderCard({ state }: { state: SenderState }) {
  const form = senderForms[state.kind];
  const fromEnv = state.source === 'env';
  const save = useSaveSender();
  const clear = useClearSender();
  const toast = useToast();
  const answerToasts = useAnswerToasts();
  const confirm = useConfirm();
  const [values, setValues] = useState<Values>(() => initialValues(state));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [formElement, setFormElement] = useState<HTMLFormElement | null>(null);

  // What the server now holds fills the form again (after a save, a clear, or the environment).
  const stateKey = JSON.stringify([state.source, state.env, state.stored?.values]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: stateKey stands for the state's values
  useEffect(() => {
    setValues(initialValues(state));
  }, [stateKey]);

  useEffect(() => {
    if (Object.keys(errors).length > 0) focusFirstInvalid(formElement);
  }, [errors, formElement]);

  const set = (name: string) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [name]: event.target.value }));
    setErrors((current) => {
      if (!current[name]) return current;
      const { [name]: _gone, ...rest } = current;
      return rest;
    });
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    setFormError(null);
    save.mutate(senderBody(state.kind, values), {
      onSuccess: (answer) => toast.success(answer.message),
      onError: (error) => {
        const field = error instanceof ApiError ? form.errorFields[error.code] : undefined;
        if (field) setErrors({ [field]: error.message });
        else setFormError(error.message);
      },
    });
  };

  const onClear = async () => {
    const sure = await confirm(`${form.title} 설정을 지울까요?`, {
      confirmLabel: '삭제',
      detail: fromEnv
        ? '관리 화면에 저장한 설정만 지웁니다. 서버의 환경 변수 설정은 그대로 씁니다.'
        : '지우면 이 수단으로는 알림을 보내지 않습니다. 다시 쓰려면 비밀번호까지 새로 입력해야 합니다.',
    });
    if (!sure) return;
    clear.mutate(state.kind, answerToasts);
  };

  const line = stateLine(state);
  const titleId = `sender-${state.kind}-title`;
  const secretHint = (field: SenderField) => {
    if (fromEnv) return '서버의 환경 변수에 있습니다.';
    if (state.stored?.secretHint) return `${state.stored.secretHint} — 비워 두면 저장된 값을 그대로 씁니다.`;
    return field.hint ?? '저장한 뒤에는 다시 보여 드리지 않습니다.';
  };

  const input = (field: SenderField) => (
    <Field
      key={field.name}
      id={`sender-${state.kind}-${field.name}`}
      label={field.label}
      required={field.required && !fromEnv}
      hint={field.secret ? secretHint(field) : field.hint}
      error={errors[field.name]}
    >
      {(control) => (
        <input
          {...control}
          type={field.secret ? 'password' : 'text'}
          inputMode={field.inputMode}
          autoComplete={field.secret ? 'new-password' : 'off'}
          spellCheck={false}
          placeholder={fromEnv ? undefined : field.placeholder}
          value={values[field.name] ?? ''}
          onChange={set(field.name)}
          readOnly={fromEnv}
          required={field.required && !fromEnv}
        />
      )}
    </Field>
  );

  return (
    <section className={styles.card} aria-labelledby={titleId}>
      <div className={styles.head}>
        <h2 id={titleId} className={styles.title}>
          {form.title}
        </h2>
        <span className={line.set ? styles.set : styles.unset}>{line.text}</span>
      </div>
      <p className={styles.description}>{form.description}</p>
      {fromEnv ? (
        <p className={styles.envNote}>
          서버의 환경 변수로 설정되어 있어 이 설정을 씁니다. 환경 변수가 관리 화면보다 우선하므로 여기서는
          바꿀 수 없습니다. 바꾸려면 서버의 환경 변수를 고치거나 지운 뒤 다시 시작해 주세요.
          {state.stored ? ' 관리 화면에 저장한 설정도 있어, 환경 변수를 지우면 그 설정을 씁니다.' : ''}
        </p>
      ) : null}

      <form ref={setFormElement} onSubmit={onSubmit} noValidate aria-label={`${form.title} 설정`}>
        <div className={styles.grid}>{form.fields.map(input)}</div>
        {state.kind === 'solapi' ? (
          <details className={styles.templates} open={Boolean(errors.templates) || undefined}>
            <summary>알림톡 템플릿 ID (선택)</summary>
            <p className="field-hint">
              카카오에서 승인받은 템플릿이 있는 알림만 알림톡으로 가고, 나머지는 문자로 갑니다. Solapi 콘솔의
              템플릿 ID(KA01TP…)를 알림마다 입력해 주세요.
            </p>
            <div className={styles.grid}>
              {templateEvents.map(({ event, label }) =>
                input({ name: templateField(event), label, placeholder: 'KA01TP…' }),
              )}
            </div>
            <FieldError message={errors.templates} />
          </details>
        ) : null}
        {formError ? <FormAlert>{formError}</FormAlert> : null}
        {fromEnv ? null : (
          <div className={styles.buttons}>
            <BusyButton busy={save.isPending} busyLabel="저장하는 중…" type="submit">
              저장
            </BusyButton>
          </div>
        )}
      </form>

      {state.source ? (
        <SenderTestForm kind={state.kind} />
      ) : (
        <p className={styles.muted}>설정을 저장하면 테스트 발송으로 바로 확인할 수 있습니다.</p>
      )}

      {state.stored ? (
        <div className={styles.danger}>
          <button
            type="button"
            className="button button-secondary"
            onClick={onClear}
            disabled={clear.isPending}
          >
            {fromEnv ? '저장한 설정 삭제' : '삭제'}
          </button>
        </div>
      ) : null}
    </section>
  );
}
