/**
 * Quick phrases: the lines a teacher keeps writing ("스케일 연습", "교재 12쪽까지"), taken from
 * their own latest notes, newest first, each once. Nothing is stored: the notes are the list.
 */
import { type NotePhrases, PHRASES_MAX } from '#shared/schemas/lesson-notes.ts';
import type { Db } from '../../db/database.ts';

/** How many of the writer's latest notes the phrases come from. */
const NOTES_READ = 40;
/** A line longer than this is a sentence about one lesson, not a phrase to reuse. */
const PHRASE_MAX_LENGTH = 60;

function distinctLines(texts: readonly string[]): string[] {
  const seen = new Set<string>();
  for (const text of texts) {
    for (const line of text.split('\n')) {
      const phrase = line.trim();
      if (phrase === '' || phrase.length > PHRASE_MAX_LENGTH || seen.has(phrase)) continue;
      seen.add(phrase);
      if (seen.size === PHRASES_MAX) return [...seen];
    }
  }
  return [...seen];
}

export async function notePhrases(db: Db, writer: string): Promise<NotePhrases> {
  const rows = await db
    .selectFrom('lesson_notes')
    .select(['covered', 'homework'])
    .where('updated_by', '=', writer)
    .orderBy('updated_at', 'desc')
    .orderBy('lesson_id', 'desc')
    .limit(NOTES_READ)
    .execute();
  return {
    covered: distinctLines(rows.map((row) => row.covered)),
    homework: distinctLines(rows.map((row) => row.homework)),
  };
}
