import type { Photo } from '#content/photo.ts';
import { PhotoImage } from './photo-image.tsx';
import styles from './profile-card.module.css';

interface Profile {
  name: string;
  role: string;
  photo: Photo;
  career: string[];
}

export function ProfileCard({ profile }: { profile: Profile }) {
  return (
    <article className={styles.card} aria-labelledby={`profile-${profile.name}`}>
      <PhotoImage photo={profile.photo} className={styles.photo} sizes="160px" />
      <div>
        <h3 id={`profile-${profile.name}`} className={styles.name}>
          {profile.name}
        </h3>
        <p className={styles.role}>{profile.role}</p>
        <ul className={styles.career} aria-label={`${profile.name} 경력`}>
          {profile.career.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </div>
    </article>
  );
}
