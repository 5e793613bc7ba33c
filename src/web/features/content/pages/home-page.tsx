/** The home page: its own full-width layout rather than the 700px column of the other pages. */
import { useDocumentTitle } from '../../../site-data/use-document-title.ts';
import { LatestNews } from '../../news/latest-news.tsx';
import { Gallery } from '../components/gallery/gallery.tsx';
import { Hero } from '../components/hero.tsx';
import { LocationBlock } from '../components/location-block.tsx';

export function HomePage() {
  // No page name: the tab shows just the studio's name.
  useDocumentTitle(undefined);
  return (
    <>
      <Hero />
      <Gallery />
      {/* The news feature owns this block; it renders nothing until a post exists. */}
      <LatestNews />
      <LocationBlock />
    </>
  );
}
