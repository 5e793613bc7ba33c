/**
 * Reading the studio's details: the published version, one earlier version, the history.
 * `getStudioSettings` is what other features use (receipts, page titles); they never read
 * the table. `db` may be a transaction everywhere.
 */
import type { StudioHistoryPage, StudioSettings } from '#shared/schemas/site.ts';
import type { Db } from '../../db/database.ts';
import { defaultStudioSettings } from './studio-defaults.ts';
import { readStoredStudio, storeStudio } from './studio-stored.ts';

export const STUDIO_SECTION = 'studio';

export interface PublishedStudio {
  /** 0 before anything was published (the app publishes the defaults as 1 when it starts). */
  version: number;
  studio: StudioSettings;
}

/** The studio as the site shows it now. */
export async function getStudioSettings(db: Db): Promise<PublishedStudio> {
  const row = await db
    .selectFrom('site_content_versions')
    .select(['version', 'content'])
    .where('section', '=', STUDIO_SECTION)
    .orderBy('version', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!row) return { version: 0, studio: defaultStudioSettings() };
  return { version: Number(row.version), studio: readStoredStudio(row.content) };
}

/** One published version, or null if there never was one of that number. */
export async function findStudioVersion(db: Db, version: number): Promise<PublishedStudio | null> {
  const row = await db
    .selectFrom('site_content_versions')
    .select(['version', 'content'])
    .where('section', '=', STUDIO_SECTION)
    .where('version', '=', version)
    .executeTakeFirst();
  return row ? { version: Number(row.version), studio: readStoredStudio(row.content) } : null;
}

/** Newest first, with who published each and what it changed. */
export async function listStudioHistory(db: Db, page: number, pageSize: number): Promise<StudioHistoryPage> {
  const [rows, count] = await Promise.all([
    db
      .selectFrom('site_content_versions')
      .selectAll()
      .where('section', '=', STUDIO_SECTION)
      .orderBy('version', 'desc')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
    db
      .selectFrom('site_content_versions')
      .select((eb) => eb.fn.countAll<number | string>().as('total'))
      .where('section', '=', STUDIO_SECTION)
      .executeTakeFirstOrThrow(),
  ]);
  const items = rows.map((row) => ({
    version: Number(row.version),
    publishedAt: row.published_at,
    publishedBy: row.published_by_name,
    restoredFrom: row.restored_from === null ? null : Number(row.restored_from),
    changed: JSON.parse(row.changed_fields) as string[],
    studio: readStoredStudio(row.content),
  }));
  return { items, page, pageSize, total: Number(count.total) };
}

/**
 * On first start, the defaults become version 1, so that they too can be restored later.
 * Several instances starting at once insert the same row; the primary key keeps one.
 */
export async function seedStudioSettings(db: Db, now: Date): Promise<void> {
  await db
    .insertInto('site_content_versions')
    .values({
      section: STUDIO_SECTION,
      version: 1,
      content: storeStudio(defaultStudioSettings()),
      changed_fields: '[]',
      restored_from: null,
      published_at: now.toISOString(),
      published_by_id: null,
      published_by_name: null,
    })
    .onConflict((conflict) => conflict.columns(['section', 'version']).doNothing())
    .execute();
}
