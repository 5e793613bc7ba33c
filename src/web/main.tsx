/**
 * The browser's entry. A page the server rendered (every page but the management screens'
 * contents) is hydrated with the data it was rendered from; otherwise the app renders itself.
 */
import './app/global.css';
import { type DehydratedState, hydrate } from '@tanstack/react-query';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { SERVER_STATE_ID } from '#shared/server-state.ts';
import { AppProviders, createQueryClient } from './app/providers.tsx';
import { preloadPages } from './app/route-pages.ts';
import { AppRoutes, routes } from './app/router.tsx';
import { enablePageFonts } from './lib/enable-page-fonts.ts';
import { PageFonts } from './lib/page-fonts.tsx';
import { setRenderTime } from './lib/render-clock.ts';
import { setSignedInRender } from './lib/signed-in-render.ts';

// Zod may compile a parser with `new Function`; the page's script policy forbids eval, and even
// zod's caught probe for it is reported as a policy violation. This is `z.config({ jitless: true })`
// without importing zod's whole core into the first chunk: zod keeps its settings in this global,
// creating it only if absent, so it is the same object whichever runs first.
const zodSettings = globalThis as { __zod_globalConfig?: Record<string, unknown> };
zodSettings.__zod_globalConfig = Object.assign(zodSettings.__zod_globalConfig ?? {}, { jitless: true });

type ServerState = DehydratedState & { renderedAt?: number; signedIn?: boolean };

function readServerState(): ServerState | undefined {
  const element = document.getElementById(SERVER_STATE_ID);
  if (!element?.textContent) return undefined;
  try {
    return JSON.parse(element.textContent) as ServerState;
  } catch {
    return undefined;
  }
}

async function start(): Promise<void> {
  const root = document.getElementById('root')!;
  const queryClient = createQueryClient();
  const state = readServerState();
  const app = (
    <AppProviders queryClient={queryClient}>
      <BrowserRouter>
        <PageFonts />
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
  if (state && root.firstElementChild) {
    hydrate(queryClient, state);
    setRenderTime(state.renderedAt);
    setSignedInRender(state.signedIn === true);
    // The page's chunk is already on its way (modulepreload); hydrating before it is here
    // would only wait at its Suspense boundary.
    await preloadPages(routes, window.location.pathname).catch(() => undefined);
    // As a transition, hydration works in slices and yields to the browser between them: a phone
    // can scroll and tap while a long page hydrates, instead of waiting out one long task.
    startTransition(() => {
      hydrateRoot(root, app);
    });
  } else {
    createRoot(root).render(app);
  }
  // The web font after the page: the server declares the subsets of Pretendard the page shows
  // in its HTML, switched off until now (server/features/fonts). Korean paints at once in the
  // system font (global.css sets a fallback of matching size) and changes to Pretendard as they
  // arrive. Vite's development server renders nothing: there the package's subsets come.
  if (import.meta.env.DEV) void import('pretendard/dist/web/variable/pretendardvariable-dynamic-subset.css');
  else enablePageFonts();
}

void start();
