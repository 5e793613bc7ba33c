/**
 * The consent to collecting name and phone that a sign-up needs (개인정보 보호법 §15: items,
 * purpose and retention are told before the person agrees). The server refuses a sign-up
 * without it as well.
 */
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Link } from 'react-router';
import { Fact } from '../../../components/ui/fact.tsx';
import { paths } from '../../../config/paths.ts';
import styles from './join-consent.module.css';

interface JoinConsentProps {
  field: UseFormRegisterReturn<'consent'>;
  error: string | null;
}

export function JoinConsent({ field, error }: JoinConsentProps) {
  return (
    <fieldset className={styles.box} aria-describedby={error ? 'join-consent-error' : undefined}>
      <legend className={styles.legend}>개인정보 수집·이용 동의 (필수)</legend>
      <dl className={styles.terms}>
        <Fact term="수집 항목">이름, 휴대폰 번호, 아이디, 비밀번호</Fact>
        <Fact term="이용 목적">강사 계정 확인과 로그인, 원장님의 가입 승인</Fact>
        <Fact term="보유 기간">탈퇴할 때까지 (탈퇴하면 바로 파기)</Fact>
      </dl>
      <p className={styles.note}>
        동의하지 않을 수 있으며, 이 경우 가입할 수 없습니다. 자세한 내용은{' '}
        <Link to={paths.privacy}>개인정보처리방침</Link>을 확인하세요.
      </p>
      <label className={styles.check}>
        <input type="checkbox" aria-invalid={error ? true : undefined} {...field} />
        <span>위 내용을 확인했고, 개인정보 수집·이용에 동의합니다.</span>
      </label>
      {error ? (
        <p id="join-consent-error" className="field-error">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
