/** The home page: its own full-width layout rather than the 700px column of the other pages. */
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
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
      {/*
        Latest news goes here, between the gallery and the location block, once the news
        feature offers its component for the home page (the news feature owns it; this page
        only places it). Until then nothing is rendered here.
      */}
      <LocationBlock />
    </>
  );
}
