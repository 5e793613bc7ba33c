/**
 * The home page: the studio's pictures and place (features/content) with the latest news
 * (features/news) between them, in its own full-width layout rather than the 700px column of
 * the other pages. It shows two features, so the app composes it.
 */

import { lazy, Suspense } from 'react';
import { Gallery } from '../../features/content/components/gallery/gallery.tsx';
import { Hero } from '../../features/content/components/hero.tsx';
import { LocationBlock } from '../../features/content/components/location-block.tsx';
import { LatestNews } from '../../features/news/latest-news.tsx';
import { useSession } from '../../lib/session.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { useDocumentTitle } from '../../site-data/use-document-title.ts';

// The owner's backup warning is fetched only for the owner: visitors download none of it.
const BackupNotice = lazy(() =>
  import('../../features/backup/components/backup-notice.tsx').then((m) => ({ default: m.BackupNotice })),
);

/** The owner lands here after signing in: a backup over 2 days old is said at the top. */
function OwnerBackupNotice() {
  const hydrated = useHydrated();
  const { data: user } = useSession();
  if (!hydrated || user?.role !== 'owner') return null;
  return (
    <Suspense fallback={null}>
      <BackupNotice />
    </Suspense>
  );
}

export function HomePage() {
  // No page name: the tab shows just the studio's name.
  useDocumentTitle(undefined);
  return (
    <>
      <OwnerBackupNotice />
      <Hero />
      <Gallery />
      {/* Renders nothing until a post exists. */}
      <LatestNews />
      <LocationBlock />
    </>
  );
}
