/**
 * Pages are loaded on demand, one chunk each. A chunk that has not arrived after 120 seconds
 * (spec §9) fails, so the page's error boundary can offer a retry instead of a blank page.
 *
 * A lazy page can be loaded ahead of rendering (`preload`): the server does it before it
 * renders a page, to learn the page's source module (`source`, which names its stylesheets
 * and scripts in the build manifest), and the browser does it before it hydrates the
 * server's HTML, so that hydration never waits on a chunk.
 */
import { type ComponentType, createElement, lazy, type ReactElement, useEffect } from 'react';
import type { Role } from '#shared/schemas/auth.ts';
import { useHydrationMark } from './hydration-mark.ts';
import { loadOnce } from './load-once.ts';
import { setRenderTime } from './render-clock.ts';

const LOAD_TIMEOUT_MS = 120_000;

/** A role that may open a back-office page (a pending account may not). */
export type StaffRole = Exclude<Role, 'pending'>;

/** A route of a feature: a path (or the index) and the page it shows. */
export interface PageRoute {
  path?: string;
  index?: boolean;
  Component: ComponentType;
  /**
   * Who may open the page, when not everyone may: app/router.tsx puts the sign-in guard
   * around it (the server refuses others all the same).
   */
  role?: StaffRole;
}

export type LazyPage = (() => ReactElement) & {
  preload(): Promise<void>;
  /**
   * The page module's path under src/web, known once it is loaded in the server's build
   * (vite.config.ts adds it to page modules there); undefined in the browser.
   */
  source?: string;
};

/** The page is the module's export named `name`. */
export function lazyPage<K extends string, M extends Record<K, ComponentType>>(
  load: () => Promise<M>,
  name: K,
): LazyPage {
  let Loaded: ComponentType | undefined;
  const loadModule = loadOnce(
    () => withTimeout(load()),
    (module) => {
      Loaded = module[name];
    },
  );
  const Lazy = lazy(async () => ({ default: (await loadModule())[name] }));
  // Once loaded, the page renders at once: hydration must not suspend on a chunk it has.
  const Page = (() => {
    // The page has hydrated (its Suspense boundary may hydrate after the rest of the site):
    // from now on every render reads the browser's own clock (lib/render-clock.ts).
    useEffect(() => setRenderTime(undefined), []);
    useHydrationMark();
    return Loaded ? createElement(Loaded) : createElement(Lazy);
  }) as unknown as LazyPage;
  Page.preload = async () => {
    const module = await loadModule();
    // A part the page loads itself that its render will draw (the staff's week, signed in):
    // here before rendering or hydrating, so neither waits on it.
    await (module as { preloadParts?: () => Promise<void> }).preloadParts?.();
    const source = (module as { __pageSource?: unknown }).__pageSource;
    if (typeof source === 'string') Page.source = source;
  };
  return Page;
}

async function withTimeout<T>(promise: Promise<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('page load timed out')), LOAD_TIMEOUT_MS);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The lazy page behind a route's component, when there is one: guards and shells that wrap a
 * page pass it on as `page`, and may wrap one another.
 */
export function lazyPageOf(component: ComponentType): LazyPage | undefined {
  const candidate = component as Partial<LazyPage> & { page?: ComponentType };
  if (typeof candidate.preload === 'function') return candidate as LazyPage;
  return candidate.page ? lazyPageOf(candidate.page) : undefined;
}
