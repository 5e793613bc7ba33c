/**
 * The home page: the studio's pictures and place (features/content) with the latest news
 * (features/news) between them, in its own full-width layout rather than the 700px column of
 * the other pages. It shows two features, so the app composes it.
 */

import { useQuery } from '@tanstack/react-query';
import { Island } from '../../components/island.tsx';
import { Gallery } from '../../features/content/components/gallery/gallery.tsx';
import { Hero } from '../../features/content/components/hero.tsx';
import { LocationBlock } from '../../features/content/components/location-block.tsx';
import { LatestNews } from '../../features/news/latest-news.tsx';
import { useSession } from '../../lib/session.ts';
import { wideQuery } from '../../lib/use-media-query.ts';
import { useDocumentTitle } from '../../site-data/use-document-title.ts';
import { OwnerGettingStarted } from './owner-getting-started.tsx';

/**
 * The owner lands here after signing in: a backup over 2 days old is said at the top. Its code
 * is fetched only for the owner, once signed in, so visitors download none of it.
 */
function OwnerBackupNotice() {
  const owner = useSession().data?.role === 'owner';
  // The module, fetched once (the browser keeps it) and only when the owner is signed in.
  const notice = useQuery({
    queryKey: ['backup-notice'],
    queryFn: () => import('../../features/backup/components/backup-notice.tsx'),
    enabled: owner,
  });
  return owner && notice.data ? <notice.data.BackupNotice /> : null;
}

/** Staff (the owner and teachers) hear here when the message outbox has stalled. */
function StaffOutboxNotice() {
  const role = useSession().data?.role;
  const staff = role === 'owner' || role === 'teacher';
  const notice = useQuery({
    queryKey: ['outbox-stall-notice'],
    queryFn: () => import('../../features/messages/components/outbox-stall-notice.tsx'),
    enabled: staff,
  });
  return staff && notice.data ? <notice.data.OutboxStallNotice /> : null;
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
