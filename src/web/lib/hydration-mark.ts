/**
 * `<html data-hydrated>` once the page's own part has hydrated: until then a server-drawn
 * button does nothing when pressed. Set by the page (lib/lazy-page.ts) and by the sign-in
 * guard, which may draw a notice instead of the page; browser journeys wait for it.
 */
import { useEffect } from 'react';

export function useHydrationMark(): void {
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
  }, []);
}
