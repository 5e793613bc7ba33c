import { directorIntro, profileCards } from '#content/director.ts';
import { Page } from '../../../components/ui/page.tsx';
import { ProfileCard } from '../components/profile-card.tsx';
import styles from './content-page.module.css';

export function DirectorPage() {
  return (
    <Page title="원장 소개">
      <section className={styles.section} aria-labelledby="director-intro">
        <h2 id="director-intro" className={styles.heading}>
          {directorIntro.heading}
        </h2>
        <div className={styles.prose}>
          {directorIntro.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </section>
      <section className={styles.section} aria-labelledby="director-teachers">
        <h2 id="director-teachers" className={styles.heading}>
          함께하는 선생님
        </h2>
        <div className={styles.stack}>
          {profileCards.map((profile) => (
            <ProfileCard key={profile.name} profile={profile} />
          ))}
        </div>
      </section>
    </Page>
  );
}
