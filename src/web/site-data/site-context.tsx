/**
 * The published studio content every page reads (header, footer, pages, meta): one query for
 * the whole site, given to the tree once. A preview puts the owner's unpublished draft in its
 * place for the part of the tree it wraps, so the public components show it exactly as they
 * would once published.
 */
import { createContext, type ReactNode, useContext, useMemo } from 'react';
import type { SiteDocument } from '#shared/schemas/site-content.ts';
import { fillStudioVariables } from '#shared/studio-variables.ts';
import { useSiteQuery } from './site-query.ts';
import { SiteUnavailable } from './site-unavailable.tsx';

/** The site as stored (for the editors) and as shown, its `{{학원명}}` and `{{대표자}}` filled in. */
interface SiteValue {
  stored: SiteDocument;
  shown: SiteDocument;
}

const SiteContext = createContext<SiteValue | null>(null);

function SiteValueProvider({ site, children }: { site: SiteDocument; children: ReactNode }) {
  const value = useMemo(() => ({ stored: site, shown: fillStudioVariables(site) }), [site]);
  return <SiteContext.Provider value={value}>{children}</SiteContext.Provider>;
}

/** Renders its children once the site's content is here (on the server it always is). */
export function SiteProvider({ children }: { children: ReactNode }) {
  const site = useSiteQuery();
  if (!site.data) return <SiteUnavailable failed={site.isError} onRetry={() => site.refetch()} />;
  return <SiteValueProvider site={site.data}>{children}</SiteValueProvider>;
}

/** Shows `site` instead of the published content to everything inside, filled with its own name. */
export function SitePreview({ site, children }: { site: SiteDocument; children: ReactNode }) {
  return <SiteValueProvider site={site}>{children}</SiteValueProvider>;
}

function useSiteValue(): SiteValue {
  const site = useContext(SiteContext);
  if (!site) throw new Error('useSite is used outside SiteProvider');
  return site;
}

/** The site as visitors see it. */
export function useSite(): SiteDocument {
  return useSiteValue().shown;
}

/** The site as stored, variables and all: what an editor starts from and saves back. */
export function useStoredSite(): SiteDocument {
  return useSiteValue().stored;
}
