/**
 * Reading a section of the studio's content: the published version, one earlier version, the
 * history. Other features use the exported readers of site.queries.ts, never the table. `db`
 * may be a transaction everywhere.
 */
import { compiledOnce, runCompiled } from '../../db/compiled-once.ts';
import type { Db } from '../../db/database.ts';
import { readPage } from '../../db/read-page.ts';
import { rememberedVersion, versionsWritten } from './published-version-memo.ts';
import { cleanContent, type SiteSection } from './section.ts';
import { readStored, storeContent } from './section-stored.ts';

export interface Published<Content> {
  /** 0 before anything was published (the app publishes the defaults as 1 when it starts). */
  version: number;
  content: Content;
}

/** The section as the site shows it now. */
export async function getPublished<Content extends Record<string, unknown>>(
  db: Db,
  section: SiteSection<Content>,
): Promise<Published<Content>> {
  const row = await db
    .selectFrom('site_content_versions')
    .select(['version', 'content'])
    .where('section', '=', section.key)
    .orderBy('version', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!row) return { version: 0, content: section.defaults() };
  return { version: Number(row.version), content: readKept(section, row.content) };
}

/**
 * Only the number of the section's published version (0 before any): one step down the key,
 * remembered for a second and forgotten on any publish here (published-version-memo.ts).
 */
export function getPublishedVersion(db: Db, section: SiteSection): Promise<number> {
  return rememberedVersion(db, section.key, async () => {
    // Compiled once: it runs on every read of the board that the memo does not answer.
    const query = compiledOnce(db, `site-version:${section.key}`, () =>
      db
        .selectFrom('site_content_versions')
        .select('version')
        .where('section', '=', section.key)
        .orderBy('version', 'desc')
        .limit(1),
    );
    const [row] = await runCompiled(db, query, query.parameters);
    return row ? Number(row.version) : 0;
  });
}

/**
 * The last stored text read per section, with what it read as: the board and the lesson rules
 * are read on every request that uses them, and reading checks each field against its schema.
 * Keyed by the text itself, so any database's content is read right; each caller gets a copy.
 */
const lastRead = new Map<string, { json: string; content: Record<string, unknown> }>();

function readKept<Content extends Record<string, unknown>>(
  section: SiteSection<Content>,
  json: string,
): Content {
  const kept = lastRead.get(section.key);
  if (kept?.json === json) return structuredClone(kept.content) as Content;
  const content = readStored(section, json);
  lastRead.set(section.key, { json, content: structuredClone(content) });
  return content;
}

/** The newest version of every section, read in one query. */
export async function getAllPublished(
  db: Db,
  sections: readonly SiteSection[],
): Promise<Map<string, Published<Record<string, unknown>>>> {
  const rows = await db
    .selectFrom('site_content_versions as newest')
    .select(['newest.section', 'newest.version', 'newest.content'])
    .where(({ eb, selectFrom }) =>
      eb(
        'newest.version',
        '=',
        selectFrom('site_content_versions as other')
          .select((inner) => inner.fn.max('other.version').as('latest'))
          .whereRef('other.section', '=', 'newest.section'),
      ),
    )
    .execute();
  const byKey = new Map(rows.map((row) => [row.section, row]));
  return new Map(
    sections.map((section) => {
      const row = byKey.get(section.key);
      const published = row
        ? { version: Number(row.version), content: readStored(section, row.content) }
        : { version: 0, content: section.defaults() };
      return [section.key, published];
    }),
  );
}

/** One published version, or null if there never was one of that number. */
export async function findVersion<Content extends Record<string, unknown>>(
  db: Db,
  section: SiteSection<Content>,
  version: number,
): Promise<Published<Content> | null> {
  const row = await db
    .selectFrom('site_content_versions')
    .select(['version', 'content'])
    .where('section', '=', section.key)
    .where('version', '=', version)
    .executeTakeFirst();
  return row ? { version: Number(row.version), content: readStored(section, row.content) } : null;
}

/** Newest first, with who published each and what it changed. */
export async function listHistory<Content extends Record<string, unknown>>(
  db: Db,
  section: SiteSection<Content>,
  page: number,
  pageSize: number,
) {
  const versions = db.selectFrom('site_content_versions').where('section', '=', section.key);
  const { rows, total } = await readPage(
    versions.selectAll().orderBy('version', 'desc'),
    versions,
    page,
    pageSize,
  );
  const items = rows.map((row) => ({
    version: Number(row.version),
    publishedAt: row.published_at,
    publishedBy: row.published_by_name,
    restoredFrom: row.restored_from === null ? null : Number(row.restored_from),
    changed: JSON.parse(row.changed_fields) as string[],
    content: readStored(section, row.content),
  }));
  return { items, page, pageSize, total };
}

/**
 * On first start, the defaults become version 1, so that they too can be restored later.
 * Several instances starting at once insert the same row; the primary key keeps one.
 */
export async function seedSection(db: Db, section: SiteSection, now: Date): Promise<void> {
  versionsWritten();
  await db
    .insertInto('site_content_versions')
    .values({
      section: section.key,
      version: 1,
      content: storeContent(section, cleanContent(section, section.defaults())),
      changed_fields: '[]',
      restored_from: null,
      published_at: now.toISOString(),
      published_by_id: null,
      published_by_name: null,
    })
    .onConflict((conflict) => conflict.columns(['section', 'version']).doNothing())
    .execute();
  versionsWritten();
}
