/**
 * /login (spec §2 "Login", §5, §8): a narrow centred form. Blank fields are refused before any
 * request; after signing in the visitor returns to where the guard sent them from. Under it,
 * how to get back in without the password.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { isErrorCode, messageFor } from '#shared/messages/ko.ts';
import { type LoginRequest, loginRequest } from '#shared/schemas/auth.ts';
import { useToast } from '../../../components/ui/toast.tsx';
import { paths } from '../../../config/paths.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session.ts';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import { useDocumentTitle } from '../../../site-data/use-document-title.ts';
import { useLogin } from '../api/login.ts';
import { RecoveryHelp } from '../components/recovery-help.tsx';
import { SignedInNotice } from '../components/signed-in-notice.tsx';
import { safeNext } from '../lib/safe-next.ts';
import styles from './auth-form.module.css';

function loginErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 401) return messageFor('auth.invalid_credentials');
    if (error.status === 429 || error.status === 0) return error.message;
  }
  return messageFor('auth.login_failed');
}

export function LoginPage() {
  useDocumentTitle('로그인');
  const toast = useToast();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const login = useLogin();
  // Sent before the script has taken over, the form would be the browser's own GET: a reload
  // with the password in the address.
  const hydrated = useHydrated();
  const [error, setError] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<LoginRequest>({
    resolver: zodResolver(loginRequest),
    defaultValues: { id: '', pw: '' },
  });

  const onValid = handleSubmit(
    async (values) => {
      setError(null);
      try {
        const answer = await login.mutateAsync(values);
        toast.success(answer.message);
        // Staff land on their home (/office) unless the sign-in was asked for by another page.
        const next =
          answer.user.role === 'pending' ? paths.pending : safeNext(searchParams.get('next'), paths.office);
        navigate(next, { replace: true });
      } catch (failure) {
        setError(loginErrorMessage(failure));
      }
    },
    (errors) => {
      const code = errors.id?.message ?? errors.pw?.message;
      setError(messageFor(isErrorCode(code) ? code : 'auth.login_incomplete'));
    },
  );

  const invalid = formState.submitCount > 0 && error !== null;
  // Signed in before this page did it: the form has nothing to offer.
  const { data: user } = useSession();
  if (user && !login.isSuccess) return <SignedInNotice user={user} title="로그인" />;
  return (
    <div className={styles.wrap}>
      <form className={styles.form} onSubmit={onValid} noValidate aria-labelledby="login-title">
        <h1 id="login-title" className={styles.title}>
          로그인
        </h1>
        <div className="field">
          <label htmlFor="login-id">아이디</label>
          <input
            id="login-id"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            aria-invalid={invalid || undefined}
            aria-describedby={error ? 'login-error' : undefined}
            {...register('id')}
          />
        </div>
        <div className="field">
          <label htmlFor="login-pw">비밀번호</label>
          <input
            id="login-pw"
            type="password"
            autoComplete="current-password"
            aria-invalid={invalid || undefined}
            aria-describedby={error ? 'login-error' : undefined}
            {...register('pw')}
          />
        </div>
        <button type="submit" className={`button ${styles.submit}`} disabled={login.isPending || !hydrated}>
          {login.isPending ? '로그인 중...' : '로그인'}
        </button>
        <p id="login-error" className={styles.error} role="alert">
          {error}
        </p>
        <p className={styles.footer}>
          계정이 없으신가요? <Link to={paths.join}>회원가입</Link>
        </p>
        <details className={styles.forgot}>
          <summary>비밀번호를 잊으셨나요?</summary>
          <RecoveryHelp />
        </details>
      </form>
    </div>
  );
}
