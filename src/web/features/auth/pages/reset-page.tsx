/**
 * /reset#token=…: the page a password-reset link opens (docs/decisions/034). The token is after
 * `#`, so it never reaches a server log or a Referer; the page reads it once the script runs,
 * asks whether the link still works and whose it is, then takes the new password twice. A link
 * that is used, replaced, expired or broken says so, with how to get a new one.
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { messageFor } from '#shared/messages/ko.ts';
import { paths } from '../../../config/paths.ts';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import { useDocumentTitle } from '../../../site-data/use-document-title.ts';
import { resetTokenQuery } from '../api/password-reset.ts';
import { RecoveryHelp } from '../components/recovery-help.tsx';
import { ResetPasswordForm } from '../components/reset-password-form.tsx';
import styles from './auth-form.module.css';
import resetStyles from './reset-page.module.css';

/** The token of `#token=…`, or null when the address carries none. */
function tokenOf(hash: string): string | null {
  return new URLSearchParams(hash.replace(/^#/, '')).get('token') || null;
}

type Outcome = { tone: 'done' | 'ended'; text: string };

const checking = (
  <p className={resetStyles.checking} role="status">
    링크를 확인하고 있습니다...
  </p>
);

function Ended({ text }: { text: string }) {
  return (
    <>
      <p className={resetStyles.ended} role="alert">
        {text}
      </p>
      <div className={resetStyles.help}>
        <RecoveryHelp />
      </div>
      <p className={styles.footer}>
        <Link to={paths.login}>로그인 페이지로</Link>
      </p>
    </>
  );
}

/** One link's course: checked, then the form, then done or ended. A new link starts afresh (its own key). */
function ResetFlow({ token }: { token: string | null }) {
  const check = useQuery({ ...resetTokenQuery(token ?? ''), enabled: token !== null });
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const outcomeRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (outcome) outcomeRef.current?.focus();
  }, [outcome]);

  if (outcome?.tone === 'done') {
    return (
      <>
        <p ref={outcomeRef} tabIndex={-1} className={resetStyles.done} role="status">
          {outcome.text}
        </p>
        <Link to={paths.login} className={`button ${styles.submit}`}>
          로그인하러 가기
        </Link>
      </>
    );
  }
  if (outcome?.tone === 'ended') return <Ended text={outcome.text} />;
  if (token === null) return <Ended text={messageFor('auth.reset_invalid')} />;
  if (check.isError) return <Ended text={check.error.message} />;
  if (!check.data) return checking;
  return (
    <ResetPasswordForm
      token={token}
      account={check.data}
      onDone={(text) => setOutcome({ tone: 'done', text })}
      onEnded={(text) => setOutcome({ tone: 'ended', text })}
    />
  );
}

export function ResetPage() {
  useDocumentTitle('비밀번호 재설정');
  const { hash } = useLocation();
  // The server renders the page without the fragment: read it only once hydrated, so both agree.
  const hydrated = useHydrated();
  const token = hydrated ? tokenOf(hash) : undefined;
  return (
    <div className={styles.wrap}>
      <section className={styles.form} aria-labelledby="reset-title">
        <h1 id="reset-title" className={styles.title}>
          비밀번호 재설정
        </h1>
        {token === undefined ? checking : <ResetFlow key={token ?? ''} token={token} />}
      </section>
    </div>
  );
}
