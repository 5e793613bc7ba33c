/**
 * The page's own font subsets, which its HTML declares switched off (`media="not all"`) so that
 * they wait for the page's script: switched on once it runs (lib/page-fonts.tsx). A module of
 * its own, so that a visitor's public page (src/web/islands.tsx) brings no router for it.
 */
export function enablePageFonts(): void {
  for (const style of document.querySelectorAll<HTMLStyleElement>('style[data-page-fonts]')) {
    style.media = 'all';
  }
}
