import { useId } from 'react';
import type { Photo } from '../../../site-data/resolve-photo.ts';
import { PhotoImage } from './photo-image.tsx';
import styles from './profile-card.module.css';

interface Profile {
  name: string;
  role: string;
  photo: Photo;
  career: string[];
}

export function ProfileCard({ profile }: { profile: Profile }) {
  const id = useId();
  return (
    <article className={styles.card} aria-labelledby={id}>
      <PhotoImage photo={profile.photo} className={styles.photo} sizes="160px" />
      <div>
        <h3 id={id} className={styles.name}>
          {profile.name}
        </h3>
        <p className={styles.role}>{profile.role}</p>
        {profile.career.length > 0 ? (
          <ul className={styles.career} aria-label={`${profile.name} 경력`}>
            {profile.career.map((line, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: two lines may read the same; the list is replaced whole.
              <li key={index}>{line}</li>
            ))}
          </ul>
        ) : null}
      </div>
    </article>
  );
}
