/**
 * How to reach the studio: a call button and 상담 문의 (the KakaoTalk channel when the studio
 * has set one, otherwise the contact part of the directions page). Read from the studio's
 * content, so the numbers follow whatever the owner sets there.
 */
import { Link } from 'react-router';
import { phoneHref } from '#shared/studio-rules.ts';
import { contactSectionId, paths } from '../../config/paths.ts';
import { useSite } from '../../site-data/site-context.tsx';
import styles from './contact-links.module.css';

export function ContactLinks({ className = '', bar = false }: { className?: string; bar?: boolean }) {
  const { studio } = useSite();
  return (
    <div className={`${bar ? styles.bar : styles.stack} ${className}`}>
      <a className={`${styles.action} ${styles.call}`} href={phoneHref(studio.phone)}>
        <span aria-hidden="true" className={styles.phoneIcon} />
        <span>
          전화 상담<span className={bar ? 'visually-hidden' : styles.number}> {studio.phone}</span>
        </span>
      </a>
      {studio.kakaoChannelUrl ? (
        <a className={`${styles.action} ${styles.kakao}`} href={studio.kakaoChannelUrl} rel="noopener">
          카카오톡 상담
        </a>
      ) : (
        <Link className={styles.action} to={`${paths.address}#${contactSectionId}`}>
          상담 문의
        </Link>
      )}
    </div>
  );
}
