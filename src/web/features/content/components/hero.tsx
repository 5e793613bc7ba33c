import { Link } from 'react-router';
import { boardHoursLabel } from '#shared/board-hours.ts';
import { enquirySectionId, paths } from '../../../config/paths.ts';
import { resolvePhoto } from '../../../site-data/resolve-photo.ts';
import { useSite } from '../../../site-data/site-context.tsx';
import styles from './hero.module.css';

/** The top of the home page: the studio's name as the page heading and the two things visitors come for. */
export function Hero() {
  const { studio, photos, board } = useSite();
  // The page's largest picture on arrival: fetched first (React puts a preload for it in the head).
  const heroPhoto = resolvePhoto(photos.hero);
  return (
    <section className={styles.hero} aria-labelledby="home-title">
      <img
        className={styles.image}
        src={heroPhoto.src}
        srcSet={heroPhoto.srcSet}
        sizes="100vw"
        width={heroPhoto.width}
        height={heroPhoto.height}
        alt={heroPhoto.alt}
        decoding="async"
        fetchPriority="high"
      />
      <div className={styles.content}>
        <p className={styles.eyebrow}>{photos.heroTagline}</p>
        <h1 id="home-title" className={styles.title}>
          {studio.name}
        </h1>
        <p className={styles.pitch}>
          {photos.heroIntro} 연습실은 {boardHoursLabel(board)} 예약해서 이용할 수 있습니다.
        </p>
        <div className={styles.actions}>
          {/* The 상담 신청 form, in /curriculum's 수강 문의 part (app/pages/curriculum-page.tsx). */}
          <Link className="button button-accent" to={`${paths.curriculum}#${enquirySectionId}`}>
            상담 신청
          </Link>
          <Link className={`button ${styles.light}`} to={paths.curriculum}>
            교육 과정
          </Link>
          <Link className={`button ${styles.light}`} to={paths.booking.board}>
            연습실 예약
          </Link>
        </div>
      </div>
    </section>
  );
}
