/**
 * The published studio content every page reads (header, footer, pages, meta): one query for
 * the whole site, given to the tree once. A preview puts the owner's unpublished draft in its
 * place for the part of the tree it wraps, so the public components show it exactly as they
 * would once published.
 */
import { createContext, type ReactNode, useContext } from 'react';
import type { SiteDocument } from '#shared/schemas/site-content.ts';
import { useSiteQuery } from './site-query.ts';
import { SiteUnavailable } from './site-unavailable.tsx';

const SiteContext = createContext<SiteDocument | null>(null);

/** Renders its children once the site's content is here (on the server it always is). */
export function SiteProvider({ children }: { children: ReactNode }) {
  const site = useSiteQuery();
  if (!site.data) return <SiteUnavailable failed={site.isError} onRetry={() => site.refetch()} />;
  return <SiteContext.Provider value={site.data}>{children}</SiteContext.Provider>;
}

/** Shows `site` instead of the published content to everything inside. */
export function SitePreview({ site, children }: { site: SiteDocument; children: ReactNode }) {
  return <SiteContext.Provider value={site}>{children}</SiteContext.Provider>;
}

export function useSite(): SiteDocument {
  const site = useContext(SiteContext);
  if (!site) throw new Error('useSite is used outside SiteProvider');
  return site;
}
