/**
 * The new password, twice, by a reset link. The shared schema checks it first (blank fields,
 * then the sign-up's rules), and the server's refusals land the same way: each next to its
 * field, the first one focused. A link that stopped working meanwhile ends the form.
 */
import { useId, useState } from 'react';
import { commonMessages } from '#shared/messages/common.ts';
import { isErrorCode, messageFor } from '#shared/messages/ko.ts';
import { PASSWORD_MIN, type ResetTokenInfo, resetPasswordRequest } from '#shared/schemas/auth.ts';
import { formatSeoulDateTime } from '#shared/time.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useResetPassword } from '../api/password-reset.ts';
import authStyles from '../pages/auth-form.module.css';
import { PasswordField } from './password-field.tsx';

type Field = 'newPw' | 'newPwCon';
const fields: readonly Field[] = ['newPw', 'newPwCon'];
type Problems = Partial<Record<Field, string>>;

/** The server's refusals that belong to one field. */
const fieldOf: Record<string, Field> = {
  'auth.password_length': 'newPw',
  'auth.password_common': 'newPw',
  'auth.password_mismatch': 'newPwCon',
};

const isLinkRefusal = (code: string) => code.startsWith('auth.reset_');

interface ResetPasswordFormProps {
  token: string;
  account: ResetTokenInfo;
  /** The password is set: the server's message. */
  onDone(message: string): void;
  /** The link stopped working (used elsewhere, replaced, expired): why. */
  onEnded(message: string): void;
}

export function ResetPasswordForm({ token, account, onDone, onEnded }: ResetPasswordFormProps) {
  const id = useId();
  const reset = useResetPassword();
  const [problems, setProblems] = useState<Problems>({});
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (reset.isPending) return;
    const form = event.currentTarget;
    const input = (name: Field) => form.elements.namedItem(name) as HTMLInputElement;
    const show = (found: Problems) => {
      setProblems(found);
      const first = fields.find((name) => found[name]);
      if (first) input(first).focus();
    };
    setFailure(null);
    const body = { token, newPw: input('newPw').value, newPwCon: input('newPwCon').value };
    const parsed = resetPasswordRequest.safeParse(body);
    if (!parsed.success) {
      const found: Problems = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as Field;
        if (fields.includes(field) && !found[field] && isErrorCode(issue.message)) {
          found[field] = messageFor(issue.message);
        }
      }
      if (Object.keys(found).length > 0) return show(found);
      return onEnded(messageFor('auth.reset_invalid'));
    }
    show({});
    try {
      onDone((await reset.mutateAsync(body)).message);
    } catch (error) {
      const code = error instanceof ApiError ? error.code : '';
      const text = error instanceof Error ? error.message : commonMessages.internal;
      if (isLinkRefusal(code)) onEnded(text);
      else if (fieldOf[code]) show({ [fieldOf[code]]: text });
      else setFailure(text);
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="visually-hidden">
        새 비밀번호 정하기
      </h2>
      <div className={authStyles.intro}>
        <p>{account.name} 님의 새 비밀번호를 정하세요.</p>
        <p>
          이 링크는 {formatSeoulDateTime(account.expiresAt)}까지 한 번만 쓸 수 있습니다. 새 비밀번호를 정하면
          모든 기기에서 로그아웃됩니다.
        </p>
      </div>
      <div className="field">
        <label htmlFor={`${id}-id`}>아이디</label>
        {/* Read-only, and named for password managers: the new password is saved for this id. */}
        <input id={`${id}-id`} name="username" value={account.id} autoComplete="username" readOnly />
      </div>
      <PasswordField
        id={`${id}-newPw`}
        name="newPw"
        label="새 비밀번호"
        autoComplete="new-password"
        hint={`${PASSWORD_MIN}자 이상, 흔하지 않은 비밀번호로 정해 주세요.`}
        error={problems.newPw}
      />
      <PasswordField
        id={`${id}-newPwCon`}
        name="newPwCon"
        label="새 비밀번호 확인"
        autoComplete="new-password"
        error={problems.newPwCon}
      />
      <button type="submit" className={`button ${authStyles.submit}`} disabled={reset.isPending}>
        {reset.isPending ? '정하는 중...' : '새 비밀번호 정하기'}
      </button>
      <p className={authStyles.error} role="alert">
        {failure}
      </p>
    </form>
  );
}
