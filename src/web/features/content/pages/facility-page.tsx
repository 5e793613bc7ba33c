import { facilityGroups, facilityNotes } from '#content/facility.ts';
import { Page } from '../../../components/ui/page.tsx';
import { PhotoGrid } from '../components/photo-grid.tsx';
import shared from './content-page.module.css';
import styles from './facility-page.module.css';

export function FacilityPage() {
  return (
    <Page title="시설 안내" lead="편하게 배우고, 마음껏 연습하고, 쉬어 가실 수 있도록 준비했습니다." wide>
      <ul className={styles.notes} aria-label="편의 시설">
        {facilityNotes.map((note) => (
          <li key={note}>{note}</li>
        ))}
      </ul>
      {facilityGroups.map((group, index) => (
        <section key={group.title} className={styles.group} aria-labelledby={`facility-${index}`}>
          <h2 id={`facility-${index}`} className={shared.heading}>
            {group.title}
          </h2>
          <PhotoGrid photos={group.photos} label={`${group.title} 사진`} eager={index === 0} />
        </section>
      ))}
    </Page>
  );
}
