import type { SiteDocument, SiteSectionKey } from '#shared/schemas/site-content.ts';

/**
 * The published site with one section replaced by its draft, as the public components would
 * show it once published. The footer's copyright line is made from the studio's name (decision
 * 024), so a renamed studio shows its new name there too.
 */
export function previewSite<Key extends SiteSectionKey>(
  site: SiteDocument,
  key: Key,
  draft: SiteDocument[Key],
): SiteDocument {
  const preview = { ...site, [key]: draft } as SiteDocument;
  const copyright = site.copyright.replace(site.studio.name, preview.studio.name);
  return { ...preview, copyright };
}
