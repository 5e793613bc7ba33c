/**
 * How a family reaches the studio from every screen of the portal: 전화, 문자 (when the studio's
 * number can take a text) and the studio's KakaoTalk channel (when the owner has set one in 학원
 * 정보). A bar fixed to the bottom of the screen, where a thumb finds it; left off a printout.
 */
import { phoneHref, smsHref } from '#shared/studio-rules.ts';
import { useSite } from '../../../site-data/site-context.tsx';
import styles from './studio-contact.module.css';

export function StudioContact() {
  const { studio } = useSite();
  if (!studio.phone && !studio.kakaoChannelUrl) return null;
  const sms = studio.phone ? smsHref(studio.phone) : null;
  return (
    <>
      <div className={styles.spacer} aria-hidden="true" />
      <aside className={styles.bar} aria-label="학원에 연락하기">
        <div className={styles.inner}>
          {studio.phone ? (
            <a className={styles.action} href={phoneHref(studio.phone)}>
              전화 <span className={styles.number}>{studio.phone}</span>
            </a>
          ) : null}
          {sms ? (
            <a className={styles.action} href={sms}>
              문자<span className="visually-hidden"> {studio.phone}</span>
            </a>
          ) : null}
          {studio.kakaoChannelUrl ? (
            <a className={`${styles.action} ${styles.kakao}`} href={studio.kakaoChannelUrl} rel="noopener">
              카카오톡<span className="visually-hidden"> 채널</span>
            </a>
          ) : null}
        </div>
      </aside>
    </>
  );
}
