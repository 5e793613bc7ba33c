/** The fonts feature's door: what other features, plugins/ and app.ts may use of it. */
export { koreanOfScript } from './font-glyphs.ts';
export { createSubsetStore } from './font-subsets.ts';
export { fontsRoutes } from './fonts.routes.ts';
export { createPageFonts, type PageFonts } from './page-fonts.ts';
