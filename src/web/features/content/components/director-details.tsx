import { useMemo } from 'react';
import contentStyles from '../../../components/rich-text/rich-text.module.css';
import { withResponsiveImages } from '../../../components/rich-text/rich-text-images.ts';
import { resolvePhoto } from '../../../site-data/resolve-photo.ts';
import { useSite } from '../../../site-data/site-context.tsx';
import styles from '../pages/content-page.module.css';
import { ProfileCard } from './profile-card.tsx';

/**
 * The page's body as the owner last published it (or the draft, in a preview): the greeting,
 * written in the news editor and sanitised on the server, then a card per teacher in order.
 */
export function DirectorDetails() {
  const { director } = useSite();
  const greeting = useMemo(() => withResponsiveImages(director.greeting), [director.greeting]);
  return (
    <>
      <section className={styles.section} aria-labelledby="director-intro">
        <h2 id="director-intro" className={styles.heading}>
          {director.heading}
        </h2>
        <div
          className={`${contentStyles.content} ${styles.prose}`}
          // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server like a post (decision 008).
          dangerouslySetInnerHTML={{ __html: greeting }}
        />
      </section>
      <section className={styles.section} aria-labelledby="director-teachers">
        <h2 id="director-teachers" className={styles.heading}>
          함께하는 선생님
        </h2>
        <div className={styles.stack}>
          {director.teachers.map((teacher, index) => (
            <ProfileCard
              // biome-ignore lint/suspicious/noArrayIndexKey: two teachers may share a name; the list is replaced whole.
              key={index}
              profile={{ ...teacher, photo: resolvePhoto(teacher.photo) }}
            />
          ))}
        </div>
      </section>
    </>
  );
}
