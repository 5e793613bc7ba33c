/**
 * What other features read of the studio's content (receipts, page titles, the board's hours):
 * the published version of a section, never the table. `db` may be a transaction.
 */
import type { StudioSettings } from '#shared/schemas/site.ts';
import type { BoardSettings } from '#shared/schemas/site-board.ts';
import type { LessonRules } from '#shared/schemas/site-lessons.ts';
import type { Db } from '../../db/database.ts';
import { boardSection } from './board-section.ts';
import { lessonsSection } from './lessons-section.ts';
import { getPublished, getPublishedVersion } from './section.queries.ts';
import { studioSection } from './sections.ts';

export interface PublishedStudio {
  /** 0 before anything was published (the app publishes the defaults as 1 when it starts). */
  version: number;
  studio: StudioSettings;
}

/** The studio as the site shows it now. */
export async function getStudioSettings(db: Db): Promise<PublishedStudio> {
  const { version, content } = await getPublished(db, studioSection);
  return { version, studio: content };
}

export interface PublishedBoard {
  /** 0 before anything was published; changes with every publish of the board's settings. */
  version: number;
  board: BoardSettings;
}

/** The practice-room board's hours, rooms, daily limit and rules as the site shows them now. */
export async function getBoardSettings(db: Db): Promise<PublishedBoard> {
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
