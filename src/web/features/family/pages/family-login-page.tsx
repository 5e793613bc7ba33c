/**
 * /family/login: sign-in without the teacher's link. The guardian types the phone number the
 * studio has as a contact, receives a 6-digit code by text message, and types it in; the
 * portal then shows every student with that contact. The page never says whether a number is
 * known: the server answers every number alike. A studio with no way to send a text message
 * says so as the page opens (GET /api/family/sign-in/options), without offering a code, and the
 * guardian asks the studio for a link instead.
 */

import { type FormEvent, useId, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { familyNotices } from '#shared/messages/family.ts';
import type { FamilyCodeAnswer } from '#shared/schemas/family.ts';
import { FormAlert } from '../../../components/ui/field.tsx';
import { PageLoading } from '../../../components/ui/page-loading.tsx';
import { paths } from '../../../config/paths.ts';
import { useSite } from '../../../site-data/site-context.tsx';
import { useDocumentTitle } from '../../../site-data/use-document-title.ts';
import { useCodeLogin, useRequestCode, useSignInOptions } from '../api/family-api.ts';
import styles from '../components/portal.module.css';
import { StudioContact } from '../components/studio-contact.tsx';
import { useManifestLink } from '../lib/use-manifest-link.ts';

export function FamilyLoginPage() {
  const site = useSite();
  const phoneId = useId();
  const codeId = useId();
  const navigate = useNavigate();
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [answer, setAnswer] = useState<FamilyCodeAnswer | null>(null);
  const sent = answer?.canSend ? answer.message : null;
  const options = useSignInOptions();
  const requestCode = useRequestCode();
  const login = useCodeLogin();
  useDocumentTitle('가족 페이지 로그인');
  useManifestLink();

  const ask = (event: FormEvent) => {
    event.preventDefault();
    requestCode.mutate(phone, { onSuccess: setAnswer });
  };
  const enter = (event: FormEvent) => {
    event.preventDefault();
    login.mutate({ phone, code }, { onSuccess: () => navigate(paths.family.portal) });
  };
  const error = (sent ? login.error : requestCode.error)?.message;
  // The options unread (an error), the code request still says whether a code can go.
  const noCode = options.data?.codeByPhone === false || answer?.canSend === false;

  return (
    <div className={styles.shell}>
      <header className={styles.header}>
        <span className={styles.studio}>{site.studio.name}</span>
      </header>
      <main className={styles.main}>
        <h1 className={styles.title}>가족 페이지 로그인</h1>
        <section className={styles.section}>
          {options.isPending ? (
            <PageLoading />
          ) : noCode ? (
            <>
              <p className={styles.note}>선생님께 받은 가족 링크가 있으면 그 링크를 열면 됩니다.</p>
              <p role="status" className={styles.note}>
                {familyNotices.codeUnavailable}
              </p>
            </>
          ) : (
            <>
              <p className={styles.note}>
                선생님께 받은 가족 링크가 있으면 그 링크를 열면 됩니다. 링크가 없으면 학원에 등록된 보호자
                휴대폰 번호로 인증번호를 받으세요.
              </p>
              <form onSubmit={ask} className={styles.absenceForm}>
                <label htmlFor={phoneId}>휴대폰 번호</label>
                <input
                  id={phoneId}
                  className="input"
                  type="tel"
                  inputMode="tel"
                  autoComplete="tel"
                  placeholder="010-1234-5678"
                  value={phone}
                  onChange={(event) => setPhone(event.target.value)}
                  required
                />
                <button type="submit" className="button button-secondary" disabled={requestCode.isPending}>
                  {sent ? '인증번호 다시 받기' : '인증번호 받기'}
                </button>
              </form>
              {sent ? (
                <form onSubmit={enter} className={styles.absenceForm}>
                  <p role="status">{sent}</p>
                  <label htmlFor={codeId}>인증번호 6자리</label>
                  <input
                    id={codeId}
                    className="input"
                    inputMode="numeric"
                    autoComplete="one-time-code"
                    pattern="[0-9]{6}"
                    maxLength={6}
                    value={code}
                    onChange={(event) => setCode(event.target.value.replace(/\D/g, ''))}
                    required
                  />
                  <button type="submit" className="button" disabled={login.isPending}>
                    로그인
                  </button>
                </form>
              ) : null}
              {error ? <FormAlert>{error}</FormAlert> : null}
            </>
          )}
        </section>
        <p>
          <Link to={paths.home}>학원 홈으로</Link>
        </p>
      </main>
      <StudioContact />
    </div>
  );
}
