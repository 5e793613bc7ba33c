/**
 * The home page: the studio's pictures and place (features/content) with the latest news
 * (features/news) between them, in its own full-width layout rather than the 700px column of
 * the other pages. It shows two features, so the app composes it.
 */

import { Gallery } from '../../features/content/components/gallery/gallery.tsx';
import { Hero } from '../../features/content/components/hero.tsx';
import { LocationBlock } from '../../features/content/components/location-block.tsx';
import { LatestNews } from '../../features/news/latest-news.tsx';
import { useDocumentTitle } from '../../site-data/use-document-title.ts';

export function HomePage() {
  // No page name: the tab shows just the studio's name.
  useDocumentTitle(undefined);
  return (
    <>
      <Hero />
      <Gallery />
      {/* Renders nothing until a post exists. */}
      <LatestNews />
      <LocationBlock />
    </>
  );
}
