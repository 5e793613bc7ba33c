/**
 * 비밀번호 바꾸기: the current password, the new one twice. The server checks all of it (the
 * sign-up's rules, and the current password under the login limit) and each refusal is said
 * next to its field; on success the fields are emptied and the answer says the other browsers
 * were signed out.
 */
import { useId, useState } from 'react';
import { authMessages } from '#shared/messages/auth.ts';
import { commonMessages } from '#shared/messages/common.ts';
import { PASSWORD_MIN } from '#shared/schemas/auth.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useChangePassword } from '../api/own-account.ts';
import { type Answer, AnswerLines } from './answer-lines.tsx';
import styles from './change-password-form.module.css';
import { PasswordField } from './password-field.tsx';

type Field = 'currentPw' | 'newPw' | 'newPwCon';
const fields: readonly Field[] = ['currentPw', 'newPw', 'newPwCon'];

/** The server's refusals that belong to one field. */
const fieldOf: Record<string, Field> = {
  'auth.wrong_password': 'currentPw',
  'auth.password_length': 'newPw',
  'auth.password_common': 'newPw',
  'auth.password_unchanged': 'newPw',
  'auth.password_mismatch': 'newPwCon',
};

export function ChangePasswordForm() {
  const id = useId();
  const change = useChangePassword();
  const [problem, setProblem] = useState<{ field: Field; text: string } | null>(null);
  const [answer, setAnswer] = useState<Answer>(null);

  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (change.isPending) return;
    const form = event.currentTarget;
    const value = (name: Field) => (form.elements.namedItem(name) as HTMLInputElement).value;
    const focus = (name: Field) => (form.elements.namedItem(name) as HTMLInputElement).focus();
    setAnswer(null);
    setProblem(null);
    // Blank fields are named before any request (spec §5's rule for every account form).
    const blank = fields.find((name) => value(name) === '');
    if (blank) {
      setProblem({ field: blank, text: authMessages['auth.join_incomplete'] });
      focus(blank);
      return;
    }
    try {
      const done = await change.mutateAsync({
        currentPw: value('currentPw'),
        newPw: value('newPw'),
        newPwCon: value('newPwCon'),
      });
      form.reset();
      setAnswer({ tone: 'success', text: done.message });
    } catch (failure) {
      const code = failure instanceof ApiError ? failure.code : '';
      const field = fieldOf[code];
      const text = failure instanceof Error ? failure.message : commonMessages.internal;
      if (field) {
        setProblem({ field, text });
        focus(field);
      } else setAnswer({ tone: 'error', text });
    }
  };

  const errorOf = (name: Field) => (problem?.field === name ? problem.text : null);
  const input = (
    name: Field,
    label: string,
    autoComplete: 'current-password' | 'new-password',
    hint?: string,
  ) => (
    <PasswordField
      id={`${id}-${name}`}
      name={name}
      label={label}
      autoComplete={autoComplete}
      hint={hint}
      error={errorOf(name)}
    />
  );

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.title}>
        비밀번호 바꾸기
      </h2>
      {input('currentPw', '현재 비밀번호', 'current-password')}
      {input(
        'newPw',
        '새 비밀번호',
        'new-password',
        `${PASSWORD_MIN}자 이상, 흔하지 않은 비밀번호로 정해 주세요.`,
      )}
      {input('newPwCon', '새 비밀번호 확인', 'new-password')}
      <button type="submit" className={`button ${styles.submit}`} disabled={change.isPending}>
        {change.isPending ? '바꾸는 중...' : '비밀번호 바꾸기'}
      </button>
      <AnswerLines answer={answer} successClass={styles.success} errorClass={styles.error} />
    </form>
  );
}
