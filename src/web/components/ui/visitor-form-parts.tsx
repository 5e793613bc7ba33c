/**
 * The end of a visitor's form (상담 신청, 주문 요청): the consent to using the details given,
 * which points to the privacy policy, and the send button with the line for a failure under it.
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../config/paths.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { ConsentField } from './field.tsx';
import visitor from './visitor-form.module.css';

interface PrivacyConsentProps {
  id: string;
  error: string | null | undefined;
  /** What the details are taken for and how long they are kept, said before the policy's link. */
  purpose: ReactNode;
  className?: string;
}

export function PrivacyConsent({ id, error, purpose, className }: PrivacyConsentProps) {
  return (
    <ConsentField
      id={id}
      label="개인정보 수집·이용 동의 (필수)"
      error={error}
      className={className}
      hint={
        <>
          {purpose} 자세한 내용은 <Link to={paths.privacy}>개인정보처리방침</Link>을 확인해 주세요.
        </>
      }
    />
  );
}

interface VisitorSubmitProps {
  label: string;
  sending: boolean;
  formError: string | null;
  className?: string;
}

export function VisitorSubmit({ label, sending, formError, className }: VisitorSubmitProps) {
  // Until the script has taken over, sending would be the browser's own GET: a reload that
  // loses the form and puts the name and phone number in the address. Typing is possible.
  const hydrated = useHydrated();
  return (
    <>
      <button
        type="submit"
        className={`button button-accent ${className ?? ''}`}
        disabled={sending || !hydrated}
      >
        {sending ? '보내는 중...' : label}
      </button>
      <p className={visitor.formError} role="alert">
        {formError}
      </p>
    </>
  );
}
