/**
 * The web font a rendered page declares (docs/decisions/043-font-subsets-per-page.md): three
 * subsets of Pretendard with disjoint `unicode-range`s, so the browser fetches a subset only
 * when it draws one of its characters:
 *  - the chrome: the text outside `<main>` (header, menus, footer), digits and punctuation —
 *    the same file on every page, cached for a year, so moving on fetches nothing again;
 *  - the page: the text the page's `<main>` shows beyond the chrome;
 *  - the page's script: the Korean in the page's chunks beyond both — what the browser draws
 *    itself (a back-office page behind the sign-in, a dialog, a message). A visitor's first
 *    view shows none of it, so it comes only when something draws it.
 * A subset not made yet is made in the background; the page waits for it a short while, then
 * goes without it (its text in the metric-matched fallback) and is not kept in the page cache.
 */
import { type FontFace, fontFaceCss, pageSubsets } from './font-glyphs.ts';
import { FONT_WEIGHTS, type SubsetStore } from './font-subsets.ts';

/** The family the site's stylesheet names first (global.css `--font-sans`). */
export const FONT_FAMILY = 'Pretendard Variable';

export interface PageFontFaces {
  /** `@font-face` rules, for a `<style>` in the page's head. */
  css: string;
  /** Every subset the page needs was ready. */
  complete: boolean;
}

export interface PageFonts {
  store: SubsetStore;
  /**
   * The faces for a page's rendered HTML and the Korean of its scripts (the page's own chunks,
   * then the entry's: a face each, so the entry's messages come only when one is shown), waiting at most
   * `waitMs` for subsets not made yet (which are made meanwhile, for the next visit).
   */
  facesFor(html: string, scriptTexts: readonly string[], waitMs?: number): Promise<PageFontFaces>;
}

export function createPageFonts(store: SubsetStore): PageFonts {
  return {
    store,
    async facesFor(html, scriptTexts, waitMs = 400) {
      const wanted = pageSubsets(html, scriptTexts);
      const missing = wanted.filter((points) => store.ready(points) === undefined);
      // Errors are the store's to report; a failed subset leaves its text in the fallback.
      const all = Promise.all(missing.map((points) => store.make(points))).catch(() => undefined);
      if (missing.length > 0 && waitMs > 0) {
        let timer: NodeJS.Timeout | undefined;
        const timeout = new Promise((resolve) => {
          timer = setTimeout(resolve, waitMs);
        });
        await Promise.race([all, timeout]);
        clearTimeout(timer);
      }
      const faces: FontFace[] = [];
      for (const points of wanted) {
        const name = store.ready(points);
        if (name) faces.push({ name, points });
      }
      return {
        css: fontFaceCss(FONT_FAMILY, FONT_WEIGHTS, faces),
        complete: faces.length === wanted.length,
      };
    },
  };
}
