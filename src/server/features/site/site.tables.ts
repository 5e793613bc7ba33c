/**
 * Every published version of each section of the studio's content, kept whole. The newest
 * version of a section is what the site shows; see docs/decisions/024.
 */
export interface SiteContentVersionsTable {
  /** Which part of the content: `studio` (name, address, phone …); later sections add names. */
  section: string;
  /** 1, 2, 3 … per section; the primary key (section, version) lets one publish win a race. */
  version: number;
  /** JSON of the whole section as published. */
  content: string;
  /** JSON array of the field names that differ from the version before. */
  changed_fields: string;
  /** The version this one copies, when the owner restored an earlier one. */
  restored_from: number | null;
  /** ISO-8601 UTC. */
  published_at: string;
  /** Who published it, by id and by the name they had then; both null for the first-start defaults. */
  published_by_id: string | null;
  published_by_name: string | null;
}

export interface SiteTables {
  site_content_versions: SiteContentVersionsTable;
}
