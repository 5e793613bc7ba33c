/**
 * Pages are loaded on demand, one chunk each. A chunk that has not arrived after 120 seconds
 * (spec §9) fails, so the page's error boundary can offer a retry instead of a blank page.
 */
import { type ComponentType, lazy } from 'react';

const LOAD_TIMEOUT_MS = 120_000;

/** A route of a feature: a path (or the index) and the page it shows. */
export interface PageRoute {
  path?: string;
  index?: boolean;
  Component: ComponentType;
}

export function lazyPage<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): ComponentType {
  return lazy(async () => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('page load timed out')), LOAD_TIMEOUT_MS);
    });
    try {
      return { default: pick(await Promise.race([load(), timeout])) };
    } finally {
      clearTimeout(timer);
    }
  });
}
