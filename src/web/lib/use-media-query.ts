import { useSyncExternalStore } from 'react';

/** Whether a CSS media query matches now, kept current as the window or the user's settings change. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/** spec §9: below 768px is mobile. */
export const wideQuery = '(min-width: 768px)';
export const reducedMotionQuery = '(prefers-reduced-motion: reduce)';
