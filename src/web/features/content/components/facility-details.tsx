import { resolvePhoto } from '../../../site-data/resolve-photo.ts';
import { useSite } from '../../../site-data/site-context.tsx';
import shared from '../pages/content-page.module.css';
import styles from '../pages/facility-page.module.css';
import { PhotoGrid } from './photo-grid.tsx';

/** The page's body as the owner last published it (or the draft, in a preview): the notes, then the groups of photos. */
export function FacilityDetails() {
  const { facility } = useSite();
  return (
    <>
      <ul className={styles.notes} aria-label="편의 시설">
        {facility.notes.map((note, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: two notes may read the same; the list is replaced whole.
          <li key={index}>{note}</li>
        ))}
      </ul>
      {facility.groups.map((group, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: titles may repeat; the page has four places.
        <section key={index} className={styles.group} aria-labelledby={`facility-${index}`}>
          <h2 id={`facility-${index}`} className={shared.heading}>
            {group.title}
          </h2>
          {/* The first group is on screen on arrival; the rest load as they come near. */}
          <PhotoGrid
            photos={group.photos.map(resolvePhoto)}
            label={`${group.title} 사진`}
            eager={index === 0}
          />
        </section>
      ))}
    </>
  );
}
