/**
 * React for a visitor's public page (docs/decisions/070-islands-on-public-pages.md): each island
 * (components/island.tsx) becomes a root of its own with `hydrateRoot`, around it what every
 * page's app gives its components: the page's data and the studio's content. Their links are
 * plain links (src/web/islands-router.tsx). Fetched by src/web/islands.tsx with the first
 * island a page hydrates, once.
 */
import { type DehydratedState, hydrate, QueryClientProvider } from '@tanstack/react-query';
import { type ComponentType, StrictMode, startTransition, useEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createQueryClient } from './app/providers.tsx';
import { IslandBody, type IslandServices } from './components/island.tsx';
import { setRenderTime } from './lib/render-clock.ts';
import { sessionQuery } from './lib/session.ts';
import { SiteProvider } from './site-data/site-context.tsx';

// As in main.tsx: the page's script policy forbids eval, which zod would otherwise probe for.
const zodSettings = globalThis as { __zod_globalConfig?: Record<string, unknown> };
zodSettings.__zod_globalConfig = Object.assign(zodSettings.__zod_globalConfig ?? {}, { jitless: true });

export type ServerState = DehydratedState & { renderedAt?: number };

const queryClient = createQueryClient();
let renderedAt: number | undefined;
let hydrating = 0;

/** The data the page was rendered from; islands mode is only ever a visitor's (no session). */
export function startRuntime(state: ServerState | undefined): void {
  if (state) hydrate(queryClient, state);
  renderedAt = state?.renderedAt;
  queryClient.setQueryData(sessionQuery.queryKey, null);
}

/**
 * Hydrates one island; resolves once it is interactive. While any island hydrates, the render
 * clock reads the server's time, so that what depends on the hour matches its HTML.
 */
export function hydrateIsland(
  element: HTMLElement,
  component: ComponentType<never>,
  props: unknown,
  services: IslandServices | undefined,
): Promise<void> {
  return new Promise((resolve) => {
    function Hydrated() {
      useEffect(() => {
        hydrating -= 1;
        if (hydrating === 0) setRenderTime(undefined);
        resolve();
      }, []);
      return null;
    }
    hydrating += 1;
    setRenderTime(renderedAt);
    // As a transition, React hydrates in slices of a few milliseconds and lets the browser
    // paint and answer between them, instead of one task as long as the island (/book's board
    // held a loaded phone's main thread for hundreds of milliseconds). The page is the server's
    // HTML meanwhile; what is pressed before the end is pressed again (src/web/islands.tsx).
    startTransition(() => {
      hydrateRoot(
        element,
        <StrictMode>
          <QueryClientProvider client={queryClient}>
            <SiteProvider>
              <IslandBody component={component} props={props as never} services={services} />
              <Hydrated />
            </SiteProvider>
          </QueryClientProvider>
        </StrictMode>,
      );
    });
  });
}

/**
 * Hands a field changed before its island hydrated (src/web/islands.tsx) to React, with what
 * the visitor left in it (`state`, remembered as it changed). Hydrating leaves React's own
 * state as the server rendered it, and puts a field it owns back to that (a select to the
 * server's option): a controlled field (the date, the duration) would show one thing and send
 * another, and a field followed as it changes (the room) would not be followed. React notices a
 * change when the element's value differs from the one it last saw through the element's own
 * property; so that property is set to something else, the visitor's value is put back through
 * the prototype's setter, which React does not watch, and the event React listens for is sent.
 */
export function replayChange(
  control: HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement,
  state: string | boolean,
): void {
  if (!control.isConnected || !('value' in control)) return;
  if (typeof state === 'boolean') {
    if (!(control instanceof HTMLInputElement)) return;
    control.checked = !state;
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'checked')?.set?.call(control, state);
    // Not a MouseEvent: React's change for a checkbox or radio, without the browser toggling it again.
    control.dispatchEvent(new Event('click', { bubbles: true }));
    return;
  }
  control.value = state === '' ? ' ' : '';
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(control), 'value')?.set?.call(control, state);
  control.dispatchEvent(new Event('input', { bubbles: true }));
  control.dispatchEvent(new Event('change', { bubbles: true }));
}
