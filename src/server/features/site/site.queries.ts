import type { LessonRules } from '#shared/schemas/site-lessons.ts';
import type { Db } from '../../db/database.ts';
import { boardSection } from './board-section.ts';
import { lessonsSection } from './lessons-section.ts';
import { getPublished, getPublishedVersion } from './section.queries.ts';
import { studioSection } from './sections.ts';

/** The studio as the site shows it now. */
export async function getStudioSettings(db: Db) {
  const { version, content } = await getPublished(db, studioSection);
  return { version, studio: content };
}

/** The practice-room board's hours, rooms, daily limit and rules as the site shows them now. */
export async function getBoardSettings(db: Db) {
  const { version, content } = await getPublished(db, boardSection);
  return { version, board: content };
}

/**
 * The number of the board's published settings: what a board kept from before must match to
 * be this one. The settings themselves are read only to build a board.
 */
export function getBoardSettingsVersion(db: Db): Promise<number> {
  return getPublishedVersion(db, boardSection);
}

/** The lesson rules as published now (the owed limit); `db` may be the recording transaction. */
export async function getLessonRules(db: Db): Promise<LessonRules> {
  return (await getPublished(db, lessonsSection)).content;
}
