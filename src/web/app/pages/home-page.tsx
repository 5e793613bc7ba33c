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
import { isStaff, useSession } from '../../lib/session.ts';
import { wideQuery } from '../../lib/use-media-query.ts';
import { useDocumentTitle } from '../../site-data/use-document-title.ts';
import { OwnerGettingStarted, useModuleWhen } from './owner-getting-started.tsx';

/**
 * The owner lands here after signing in: a backup over 2 days old is said at the top. Its code
 * is fetched only for the owner, once signed in, so visitors download none of it.
 */
function OwnerBackupNotice() {
  const owner = useSession().data?.role === 'owner';
  const notice = useModuleWhen(
    'backup-notice',
    () => import('../../features/backup/components/backup-notice.tsx'),
    owner,
  );
  return owner && notice ? <notice.BackupNotice /> : null;
}

/** Staff (the owner and teachers) hear here when the message outbox has stalled. */
function StaffOutboxNotice() {
  const staff = isStaff(useSession().data);
  const notice = useModuleWhen(
    'outbox-stall-notice',
    () => import('../../features/messages/components/outbox-stall-notice.tsx'),
    staff,
  );
  return staff && notice ? <notice.OutboxStallNotice /> : null;
}

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
