/**
 * The home page: the studio's pictures and place (features/content) with the latest news
 * (features/news) between them, in its own full-width layout rather than the 700px column of
 * the other pages. It shows two features, so the app composes it.
 */

import { Island } from '../../components/island.tsx';
import { Gallery } from '../../features/content/components/gallery/gallery.tsx';
import { Hero } from '../../features/content/components/hero.tsx';
import { LocationBlock } from '../../features/content/components/location-block.tsx';
import { LatestNews } from '../../features/news/latest-news.tsx';
import { isStaff } from '../../lib/session.ts';
import { wideQuery } from '../../lib/use-media-query.ts';
import { useDocumentTitle } from '../../site-data/use-document-title.ts';
import { isOwner, OwnerGettingStarted, signedInPart } from './owner-getting-started.tsx';

/** The owner lands here after signing in: a backup over 2 days old is said at the top. */
const OwnerBackupNotice = signedInPart(
  isOwner,
  'backup-notice',
  () => import('../../features/backup/components/backup-notice.tsx'),
  (module) => module.BackupNotice,
);

/** Staff (the owner and teachers) hear here when the message outbox has stalled. */
const StaffOutboxNotice = signedInPart(
  isStaff,
  'outbox-stall-notice',
  () => import('../../features/messages/components/outbox-stall-notice.tsx'),
  (module) => module.OutboxStallNotice,
);

export function HomePage() {
  // No page name: the tab shows just the studio's name.
  useDocumentTitle(undefined);
  return (
    <>
      <OwnerBackupNotice />
      <StaffOutboxNotice />
      <OwnerGettingStarted />
      <Hero />
      {/* Below 768px the gallery is a plain list: only a wide screen's slideshow needs script. */}
      <Island name="gallery" component={Gallery} props={{}} when="media" media={wideQuery} />
      {/* Renders nothing until a post exists. */}
      <LatestNews />
      <LocationBlock />
    </>
  );
}
