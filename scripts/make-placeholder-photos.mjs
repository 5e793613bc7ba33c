// Renders the placeholder photos in src/content/photos/ until the studio has real ones.
// Each picture is a small SVG illustration turned into WebP, so the site never shows blank
// boxes and the repository stays light. Re-run after editing a scene:
//   node scripts/make-placeholder-photos.mjs
// No text is drawn: the server has no Korean font, and words would render in a fallback face.
// The drawing helpers and scenes live in scripts/placeholder-photos/.

import { fileURLToPath } from 'node:url';
import { renderPhotos } from './placeholder-photos/render.mjs';
import { facilityScenes } from './placeholder-photos/scenes-facility.mjs';
import { galleryScenes } from './placeholder-photos/scenes-gallery.mjs';
import { heroScenes } from './placeholder-photos/scenes-hero.mjs';
import { profileScenes } from './placeholder-photos/scenes-profiles.mjs';

const outDir = fileURLToPath(new URL('../src/content/photos/', import.meta.url));

// Each key becomes src/content/photos/<key>.webp, the name src/content/*.ts imports.
const scenes = { ...heroScenes, ...galleryScenes, ...facilityScenes, ...profileScenes };

await renderPhotos(scenes, outDir);
