/**
 * A route module loaded on demand. A chunk that has not arrived after 120 seconds (spec §9)
 * fails the route, so its error boundary can offer a retry instead of a blank page.
 */
import type { ComponentType } from 'react';

const LOAD_TIMEOUT_MS = 120_000;

export function lazyPage<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  return async () => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('page load timed out')), LOAD_TIMEOUT_MS);
    });
    try {
      const module = await Promise.race([load(), timeout]);
      return { Component: pick(module) };
    } finally {
      clearTimeout(timer);
    }
  };
}
