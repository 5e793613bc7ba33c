/**
 * The web font of the pages (docs/decisions/043-font-subsets-per-page.md). The page a visitor
 * arrives on declares its Pretendard subsets in its HTML, switched on here once the page has
 * hydrated; a page reached through the router asks the server for its own
 * (`/fonts/page.css`), once per address. Until they arrive, and for any character no subset
 * holds, the text is in the metric-matched fallback (app/global.css): nothing moves when the
 * font comes.
 */
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

const asked = new Set<string>();

/** Draws nothing: asks for the fonts of every page after the first. */
export function PageFonts(): null {
  const { pathname } = useLocation();
  const first = useRef(pathname);
  useEffect(() => {
    if (pathname === first.current || asked.has(pathname)) return;
    asked.add(pathname);
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = `/fonts/page.css?path=${encodeURIComponent(pathname)}`;
    document.head.append(link);
  }, [pathname]);
  return null;
}
