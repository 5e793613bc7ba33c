/**
 * How each section of the studio's content looks on the public pages, for the owner's
 * settings page to show with the draft (features/settings wraps each in SitePreview). The
 * pages belong to other features — the content pages, the booking board, the layout's
 * footer — so they are joined here, where the app puts its features together, and the
 * settings feature only receives them. A section without a preview here has none on its page.
 */

import { useBoard } from '../features/booking/api/bookings.ts';
import { BoardGrid } from '../features/booking/components/board-grid.tsx';
import { BookingRulesList } from '../features/booking/components/booking-rules-list.tsx';
import { dateLabel } from '../features/booking/lib/date-label.ts';
import { AddressFacts, StudioContact } from '../features/content/components/address-details.tsx';
import { CurriculumDetails } from '../features/content/components/curriculum-details.tsx';
import { DirectorDetails } from '../features/content/components/director-details.tsx';
import { FacilityDetails } from '../features/content/components/facility-details.tsx';
import { Gallery } from '../features/content/components/gallery/gallery.tsx';
import { Hero } from '../features/content/components/hero.tsx';
import { PrivacyDocument } from '../features/content/components/privacy-document.tsx';
import { TermsDocument } from '../features/content/components/terms-document.tsx';
import type { SectionPreviews } from '../features/settings/editors/section-editor-types.ts';
import { OwedLimitPreview } from '../features/students/components/owed-limit-preview.tsx';
import { useSeoulNow } from '../lib/use-seoul-now.ts';
import { useSite } from '../site-data/site-context.tsx';
import { Footer } from './layout/footer.tsx';
import styles from './section-previews.module.css';

/** What the directions page says under its map, and the footer of every page. */
function StudioPreview() {
  return (
    <>
      <p className={styles.where}>오시는 길 페이지</p>
      <div className={styles.page}>
        <AddressFacts />
        <StudioContact />
      </div>
      <p className={styles.where}>모든 페이지의 바닥글</p>
      <Footer />
    </>
  );
}

/** The /book page's rules and today's board. */
function BoardPreview() {
  const now = useSeoulNow();
  // Today's bookings, polled slowly: the preview only shows where they fall on the draft's grid.
  const board = useBoard(now.today, true);
  return (
    <>
      <BookingRulesList />
      <BoardGrid
        board={board}
        date={now.today}
        now={now}
        caption={`${dateLabel(now.today, now.today)} 연습실 예약 현황`}
        onDelete={() => {}}
      />
    </>
  );
}

function DirectorPreview() {
  return (
    <div className={styles.body}>
      <DirectorDetails />
    </div>
  );
}

function CurriculumPreview() {
  const { lead } = useSite().curriculum;
  return (
    <div className={styles.body}>
      {lead ? <p className={styles.lead}>{lead}</p> : null}
      <CurriculumDetails />
    </div>
  );
}

/** The home page's hero and gallery. */
function PhotosPreview() {
  return (
    <>
      <Hero />
      <Gallery />
    </>
  );
}

/** Both legal pages' text. */
function PoliciesPreview() {
  return (
    <div className={styles.documents}>
      <p className={styles.documentLabel}>이용약관 (/use)</p>
      <TermsDocument idPrefix="preview-terms-" />
      <p className={styles.documentLabel}>개인정보처리방침 (/person)</p>
      <PrivacyDocument idPrefix="preview-privacy-" />
    </div>
  );
}

export const sectionPreviews: SectionPreviews = {
  studio: StudioPreview,
  board: BoardPreview,
  director: DirectorPreview,
  curriculum: CurriculumPreview,
  photos: PhotosPreview,
  facility: FacilityDetails,
  policies: PoliciesPreview,
  lessons: OwedLimitPreview,
};
